import { departureMinutes } from "../../shared/departure-time.ts";
import { contentLines, escapeText } from "./ical-text.ts";
import type { FeedDay, FeedLeg } from "./read-feed-days.ts";
import { icalDateTime, icalUtc, instantToLocal, localToInstant, vtimezone } from "./time-zones.ts";

const DAY = 86_400_000;

/**
 * One VEVENT per booking-day (docs/decisions/030), and per leg of a day of several (docs/decisions/049):
 * a timed event in the operator's zone, or an all-day one whose summary says "time TBC" when the
 * departure time is TBC or free text.
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
  for (const day of days) {
    if (day.legs.length > 1) {
      for (const [index, leg] of day.legs.entries()) lines.push(...legEvent(day, leg, index, zone, origin));
    } else lines.push(...event(day, zone, origin));
  }
  lines.push("END:VCALENDAR");
  return contentLines(lines);
}

/**
 * A day of one leg: the day's event as it was before legs, and its UID (`booking-<id>-<date>`), so a
 * calendar subscribed before legs sees no event replaced. Its leg's "from" (the booking's departure
 * unless moved), passengers and positioning are said when given.
 */
function event(day: FeedDay, zone: string, origin: string | undefined): string[] {
  const [leg] = day.legs;
  return vevent(day, zone, origin, {
    uid: `booking-${day.bookingId}-${day.date}@charter-scheduler`,
    departureTime: day.departureTime,
    expectedHours: day.expectedHours,
    route: `${leg?.from ?? day.departure} → ${day.destination}`,
    leg: undefined,
    passengers: leg?.passengers ?? null,
    positioning: leg?.positioning ?? false,
  });
}

/**
 * A leg of a day of several: an event of its own at the leg's time for its hours, its UID the leg's id
 * (`leg-<id>`), which the leg keeps through edits, reorders and date moves, so a calendar updates the
 * event in place rather than adding another.
 */
function legEvent(
  day: FeedDay,
  leg: FeedLeg,
  index: number,
  zone: string,
  origin: string | undefined,
): string[] {
  return vevent(day, zone, origin, {
    uid: `leg-${leg.id}@charter-scheduler`,
    departureTime: leg.departureTime,
    expectedHours: leg.expectedHours,
    route: `${leg.from} → ${leg.to}`,
    leg: `Leg ${index + 1} of ${day.legs.length}`,
    passengers: leg.passengers,
    positioning: leg.positioning,
  });
}

function vevent(
  day: FeedDay,
  zone: string,
  origin: string | undefined,
  flight: {
    uid: string;
    departureTime: string;
    expectedHours: string;
    route: string;
    /** 'Leg 2 of 3', for a leg of a day of several. */
    leg: string | undefined;
    passengers: number | null;
    positioning: boolean;
  },
): string[] {
  const minutes = departureMinutes(flight.departureTime);
  const hours = Number(flight.expectedHours);
  const route = flight.route;
  const summary = [
    day.registration ? `${day.aircraftType} ${day.registration}` : day.aircraftType,
    day.customer,
    ...(flight.leg ? [flight.leg] : []),
    route,
    ...(flight.positioning ? ["positioning"] : []),
    ...(minutes === null ? ["time TBC"] : []),
  ].join(" · ");
  const description = [
    `Status: ${day.status ?? "none"}`,
    ...(flight.leg ? [flight.leg] : []),
    `Departure: ${flight.departureTime}`,
    `Expected hours: ${flight.expectedHours}`,
    ...(flight.passengers === null ? [] : [`Passengers: ${flight.passengers}`]),
    ...(flight.positioning ? ["Positioning: flown empty"] : []),
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
    `UID:${flight.uid}`,
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
