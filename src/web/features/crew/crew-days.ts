import { format, parseISO } from "date-fns";
import type { Booking, DailyDetail } from "../../../shared/bookings.ts";
import { addDays } from "../../../shared/dates.ts";
import { compareDepartures, departureHHmm } from "../../../shared/departure-time.ts";
import type { Unavailability } from "../../../shared/fleet.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import { dayLegLines, legsCount, oneLegRoute } from "../../lib/day-legs.ts";
import { type DepartureMarks, departureMarks } from "../../lib/departure-marks.ts";
import { occupiesAircraft } from "../../lib/status-occupies.ts";

/**
 * Today and the next 7 days (docs/decisions/032): a pilot checks the week ahead, not only the board's
 * six days.
 */
export const CREW_DAYS = 8;
const DEFAULT_STATUS_COLOUR = "#6B7280";

/** What the list is narrowed to: an aircraft's id and a customer's id, or null for all. */
export interface CrewFilter {
  aircraftId: number | null;
  customerId: number | null;
}

/** A leg of a day of several (docs/decisions/049), as the list writes it. */
export interface CrewLeg {
  key: string;
  /** '09:30', or the time as typed ('TBC'). */
  time: string;
  /** '0.75'. */
  hours: string;
  /** 'Leman Alpha → Ravenspurn North'. */
  route: string;
  passengers: number | null;
  /** Flown empty. */
  positioning: boolean;
}

export interface CrewFlight extends DepartureMarks {
  key: string;
  bookingId: number;
  /** '09:30', or the time as typed when it is not one ('TBC'). */
  time: string;
  /** '1.50'. */
  hours: string;
  /** 'AW139 G-LDNA', or just the type when no aircraft is allocated. */
  aircraft: string;
  customer: { name: string; color: string };
  /** 'EGNH Blackpool → Leman Alpha'; '3 legs' for a day of several, listed in `legs`. */
  route: string;
  /** A day of several legs, each in order; none for a day of one (its time, hours and route are the flight's). */
  legs: CrewLeg[];
  remarks: string;
  status: { text: string; colour: string };
  cancelled: boolean;
}

export interface CrewDay {
  date: string;
  /** 'Today', 'Tomorrow', then the weekday. */
  label: string;
  /** '3rd March'. */
  ordinalDate: string;
  flights: CrewFlight[];
  /** Aircraft that cannot fly that day: 'G-LDNA unavailable: Gearbox inspection'. */
  unavailable: string[];
}

/** The API's date window for the list. */
export function crewWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, CREW_DAYS - 1) };
}

function dayLabel(offset: number, isoDate: string): string {
  if (offset === 0) return "Today";
  if (offset === 1) return "Tomorrow";
  return format(parseISO(isoDate), "EEEE");
}

/** '09:30', keeping any '/text' typed after the time ('14:00/PAX TBC'); 'TBC' or free text as typed. */
function timeText(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "TBC";
  const slash = trimmed.indexOf("/");
  const time = departureHHmm(trimmed);
  return time !== trimmed && slash >= 0 ? `${time}${trimmed.slice(slash)}` : time;
}

const hoursText = (value: string) => {
  const hours = Number(value);
  return value.trim() !== "" && Number.isFinite(hours) ? hours.toFixed(2) : "0.00";
};

/** Product §3: '--' is the stored stand-in for no remarks; the list leaves it out. */
const remarksText = (remarks: string) => (remarks.trim() === "--" ? "" : remarks.trim());

function flightFor(
  booking: Booking,
  day: DailyDetail,
  statuses: Map<number, BookingStatus>,
  names: ReadonlyMap<number, string>,
): CrewFlight {
  const status = day.bookingStatusId === null ? undefined : statuses.get(day.bookingStatusId);
  const registration = booking.allocatedAircraft?.registration;
  const legs = dayLegLines(booking, day, names).map((leg) => ({
    key: String(leg.id),
    time: timeText(leg.departureTime),
    hours: hoursText(leg.expectedHours),
    route: `${leg.from} → ${leg.to}`,
    passengers: leg.passengers,
    positioning: leg.positioning,
  }));
  return {
    key: `${booking.id}:${day.date}`,
    bookingId: booking.id,
    time: timeText(day.departureTime),
    hours: hoursText(day.expectedAircraftHours),
    aircraft: registration ? `${booking.aircraftType.title} ${registration}` : booking.aircraftType.title,
    customer: booking.customer,
    route: legs.length ? legsCount(legs.length) : oneLegRoute(booking, day, names),
    legs,
    remarks: remarksText(day.remarks),
    status: status
      ? { text: status.statusText, colour: status.statusColour || DEFAULT_STATUS_COLOUR }
      : { text: "Unknown Status", colour: DEFAULT_STATUS_COLOUR },
    // The status's 'occupies aircraft' flag says a flight will not fly, not its name (docs/decisions/023).
    cancelled: !occupiesAircraft(day.bookingStatusId, statuses),
    departed: false,
    next: false,
  };
}

const matches = (booking: Booking, filter: CrewFilter) =>
  (filter.aircraftId === null || booking.allocatedAircraftId === filter.aircraftId) &&
  (filter.customerId === null || booking.customerId === filter.customerId);

/** Every unavailability period's lines by date, for the aircraft the filter lets through. */
function unavailableByDate(
  periods: Unavailability[],
  registrations: Map<number, string>,
  filter: CrewFilter,
): Map<string, string[]> {
  const byDate = new Map<string, string[]>();
  for (const period of periods) {
    if (filter.aircraftId !== null && period.aircraftId !== filter.aircraftId) continue;
    const registration = registrations.get(period.aircraftId) ?? "An aircraft";
    for (let date = period.startDate; date <= period.endDate; date = addDays(date, 1)) {
      byDate.set(date, [...(byDate.get(date) ?? []), `${registration} unavailable: ${period.reason}`]);
    }
  }
  return byDate;
}

/**
 * Marks today's flights as the wall board does at `nowMinutes` (departed, next; docs/decisions/027).
 * When none of today's is still to leave, the next flight is the first of a later day that will fly: a
 * pilot looking at 22:00 finds tomorrow's first flight marked.
 */
function markNow(days: CrewDay[], nowMinutes: number) {
  const [today, ...later] = days;
  if (!today) return;
  // The list's times and hours ('09:30', '1.50') read as the stored ones do.
  const marks = departureMarks(
    today.flights.map((flight) => ({
      departureTime: flight.time,
      expectedAircraftHours: flight.hours,
      cancelled: flight.cancelled,
    })),
    nowMinutes,
  );
  for (const [index, flight] of today.flights.entries()) Object.assign(flight, marks[index]);
  if (marks.some((mark) => mark.next)) return;
  const next = later.flatMap((day) => day.flights).find((flight) => !flight.cancelled);
  if (next) next.next = true;
}

/**
 * The eight days from `today`, each with the flights the filter lets through in the shared
 * departure-time order (product §5), cancelled ones last, and the aircraft that cannot fly; today's
 * flights marked departed or next at `nowMinutes` (minutes after the operator's midnight). `names`
 * (places by id) names the legs of a day of several.
 */
export function crewDays(options: {
  today: string;
  nowMinutes: number;
  bookings: Booking[];
  statuses: BookingStatus[];
  periods: Unavailability[];
  registrations: Map<number, string>;
  filter: CrewFilter;
  names?: ReadonlyMap<number, string>;
}): CrewDay[] {
  const { today, filter, names = new Map<number, string>() } = options;
  const statuses = new Map(options.statuses.map((status) => [status.id, status]));
  const flights = new Map<string, CrewFlight[]>();
  for (const booking of options.bookings.filter((b) => matches(b, filter))) {
    for (const day of booking.dailyDetails) {
      flights.set(day.date, [...(flights.get(day.date) ?? []), flightFor(booking, day, statuses, names)]);
    }
  }
  const unavailable = unavailableByDate(options.periods, options.registrations, filter);
  const days = Array.from({ length: CREW_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const list = (flights.get(date) ?? []).sort(
      (a, b) =>
        Number(a.cancelled) - Number(b.cancelled) ||
        compareDepartures(
          { departureTime: a.time, bookingId: a.bookingId },
          { departureTime: b.time, bookingId: b.bookingId },
        ),
    );
    const ordinalDate = format(parseISO(date), "do MMMM");
    return {
      date,
      label: dayLabel(offset, date),
      ordinalDate,
      flights: list,
      unavailable: unavailable.get(date) ?? [],
    };
  });
  markNow(days, options.nowMinutes);
  return days;
}
