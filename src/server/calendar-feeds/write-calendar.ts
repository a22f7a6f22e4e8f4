import { departureMinutes } from "../../shared/departure-time.ts";
import { contentLines, escapeText } from "./ical-text.ts";
import type { FeedDay } from "./read-feed-days.ts";
import { icalDateTime, icalUtc, instantToLocal, localToInstant, vtimezone } from "./time-zones.ts";

const DAY = 86_400_000;

/**
 * One VEVENT per booking-day (docs/decisions/030): a timed event in the operator's zone, or an all-day
 * one whose summary says "time TBC" when the departure time is TBC or free text.
 */
export function writeCalendar(options: {
  name: string;
  zone: string;
  days: FeedDay[];
  /** The window, as UTC timestamps, for the VTIMEZONE block. */
  from: number;
  to: number;
  /**
   * The app's configured address (PUBLIC_ORIGIN), for each event's link to its booking; unset, events
   * carry no link, as the request's Host is whatever its sender wrote (docs/decisions/044).
   */
  origin: string | undefined;
}): string {
  const { name, zone, days, origin } = options;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Charter Scheduler//Calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${zone}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT15M",
    "X-PUBLISHED-TTL:PT15M",
    ...vtimezone(zone, options.from, options.to),
  ];
  for (const day of days) lines.push(...event(day, zone, origin));
  lines.push("END:VCALENDAR");
  return contentLines(lines);
}

function event(day: FeedDay, zone: string, origin: string | undefined): string[] {
  const minutes = departureMinutes(day.departureTime);
  const hours = Number(day.expectedHours);
  const route = `${day.departure} → ${day.destination}`;
  const summary = [
    day.registration ? `${day.aircraftType} ${day.registration}` : day.aircraftType,
    day.customer,
    route,
    ...(minutes === null ? ["time TBC"] : []),
  ].join(" · ");
  const description = [
    `Status: ${day.status ?? "none"}`,
    `Departure: ${day.departureTime}`,
    `Expected hours: ${day.expectedHours}`,
    `Remarks: ${day.remarks}`,
    `Booking ${day.bookingId}`,
    ...(origin ? [`${origin}/?booking=${day.bookingId}`] : []),
  ].join("\n");
  const midnight = Date.parse(`${day.date}T00:00:00Z`);
  const when =
    minutes === null
      ? [
          `DTSTART;VALUE=DATE:${day.date.replace(/-/g, "")}`,
          `DTEND;VALUE=DATE:${icalDateTime(midnight + DAY).slice(0, 8)}`,
        ]
      : timed(zone, midnight + minutes * 60_000, hours > 0 ? hours : 1);
  const modified = icalUtc(day.modifiedAt.getTime());
  return [
    "BEGIN:VEVENT",
    `UID:booking-${day.bookingId}-${day.date}@charter-scheduler`,
    `DTSTAMP:${modified}`,
    `LAST-MODIFIED:${modified}`,
    `SEQUENCE:${day.revision}`,
    ...when,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(route)}`,
    ...(origin ? [`URL:${origin}/?booking=${day.bookingId}`] : []),
    // Pending and Provisional flights are not firm: calendars show them as tentative (docs/decisions/042).
    `STATUS:${day.cancelled ? "CANCELLED" : day.firm ? "CONFIRMED" : "TENTATIVE"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** Start and end in the zone; the end is the start plus the hours elapsed, across any clock change. */
function timed(zone: string, startLocal: number, hours: number): string[] {
  const end = localToInstant(zone, startLocal) + Math.round(hours * 3_600_000);
  return [
    `DTSTART;TZID=${zone}:${icalDateTime(startLocal)}`,
    `DTEND;TZID=${zone}:${icalDateTime(instantToLocal(zone, end))}`,
  ];
}
