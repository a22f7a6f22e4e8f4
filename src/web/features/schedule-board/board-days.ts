import { format, parseISO } from "date-fns";
import type { Booking, DailyDetail } from "../../../shared/bookings.ts";
import { addDays } from "../../../shared/dates.ts";
import { compareDepartures, departureMinutes } from "../../../shared/departure-time.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import { dayLegLines, type LegLine, legsCount, oneLegRoute } from "../../lib/day-legs.ts";
import { occupiesAircraft } from "../../lib/status-occupies.ts";

/** Product §9: the board covers today plus 6 days. */
export const BOARD_DAYS = 7;
/** A day with more flights than fit pages through them, this long a page (docs/decisions/027: a steady rhythm). */
export const BOARD_PAGE_MS = 10_000;
const DEFAULT_STATUS_COLOUR = "#6B7280";

export interface BoardEntry {
  key: string;
  booking: Booking;
  day: DailyDetail;
  /** 'AW139 G-LDNA', or just the type when no aircraft is allocated. */
  aircraft: string;
  /** 'Departure 0930, expected hours 1.50'. */
  departure: string;
  customer: { name: string; color: string };
  /** 'EGNH Blackpool → Leman Alpha'; '3 legs' for a day of several legs, listed in `legs`. */
  route: string;
  /** A day of several legs: each leg's time, hours and route, listed under the entry; none for one leg. */
  legs: LegLine[];
  remarks: string;
  status: { text: string; colour: string; confirmed: boolean; known: boolean };
  /** Shown dimmed and struck through, after the day's other flights. */
  cancelled: boolean;
}

export interface BoardDay {
  date: string;
  /** 'TODAY', 'Tomorrow', then weekday names. */
  label: string;
  /** '3rd March'. */
  ordinalDate: string;
  entries: BoardEntry[];
}

/** The API's date window for the board: today and the six days after it. */
export function boardWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, BOARD_DAYS - 1) };
}

/** '3rd March'. */
export const ordinalDate = (isoDate: string) => format(parseISO(isoDate), "do MMMM");

export function dayLabel(offset: number, isoDate: string): string {
  if (offset === 0) return "TODAY";
  if (offset === 1) return "Tomorrow";
  return format(parseISO(isoDate), "EEEE");
}

/**
 * 'HHMM' for a valid time, keeping any '/text' after it ('14:00/PAX TBC' -> '1400/PAX TBC'); anything
 * else ('TBC', free text) as it was typed.
 */
export function departureHHMM(value: string): string {
  const trimmed = value.trim();
  const minutes = departureMinutes(trimmed);
  if (minutes === null) return trimmed || "TBC";
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}`;
  const slash = trimmed.indexOf("/");
  return slash >= 0 ? `${hhmm}${trimmed.slice(slash)}` : hhmm;
}

export function expectedHoursText(value: string): string {
  const hours = Number(value);
  return Number.isFinite(hours) && value.trim() !== "" ? hours.toFixed(2) : "0.00";
}

function entryFor(
  booking: Booking,
  day: DailyDetail,
  statuses: Map<number, BookingStatus>,
  names: ReadonlyMap<number, string>,
): BoardEntry {
  const status = day.bookingStatusId === null ? undefined : statuses.get(day.bookingStatusId);
  const registration = booking.allocatedAircraft?.registration;
  const legs = dayLegLines(booking, day, names);
  return {
    key: `${booking.id}:${day.date}`,
    booking,
    day,
    aircraft: registration ? `${booking.aircraftType.title} ${registration}` : booking.aircraftType.title,
    departure: `Departure ${departureHHMM(day.departureTime)}, expected hours ${expectedHoursText(day.expectedAircraftHours)}`,
    customer: booking.customer,
    route: legs.length ? legsCount(legs.length) : oneLegRoute(booking, day, names),
    legs,
    remarks: day.remarks,
    status: status
      ? {
          text: status.statusText,
          colour: status.statusColour || DEFAULT_STATUS_COLOUR,
          confirmed: status.statusConfirmed,
          known: true,
        }
      : { text: "Unknown Status", colour: DEFAULT_STATUS_COLOUR, confirmed: false, known: false },
    // The status's 'occupies aircraft' flag says a flight will not fly, not its name (docs/decisions/023).
    cancelled: !occupiesAircraft(day.bookingStatusId, statuses),
  };
}

/**
 * The seven days from `today`, each with its flights in the shared departure-time order (product §5);
 * `names` (places by id) names the legs of a day of several.
 */
export function boardDays(
  today: string,
  bookings: Booking[],
  statusList: BookingStatus[],
  names: ReadonlyMap<number, string> = new Map(),
): BoardDay[] {
  const statuses = new Map(statusList.map((status) => [status.id, status]));
  const byDate = new Map<string, BoardEntry[]>();
  for (const booking of bookings) {
    for (const day of booking.dailyDetails) {
      const list = byDate.get(day.date) ?? [];
      list.push(entryFor(booking, day, statuses, names));
      byDate.set(day.date, list);
    }
  }
  return Array.from({ length: BOARD_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const entries = (byDate.get(date) ?? []).sort(
      (a, b) =>
        Number(a.cancelled) - Number(b.cancelled) ||
        compareDepartures(
          { departureTime: a.day.departureTime, bookingId: a.booking.id },
          { departureTime: b.day.departureTime, bookingId: b.booking.id },
        ),
    );
    return { date, label: dayLabel(offset, date), ordinalDate: ordinalDate(date), entries };
  });
}

/**
 * How much room a day's entries take, in flights, for sharing the board between days (board-layout.ts):
 * a flight is about two lines, so each leg listed under one adds half a flight.
 */
export const boardWeight = (entries: BoardEntry[]) =>
  entries.reduce((sum, entry) => sum + 1 + entry.legs.length / 2, 0);

/**
 * Page `page` of a day's entries in room for `capacity` lines: a wall board hides no flight, it pages
 * through them (docs/decisions/027).
 */
export function pageOf<T>(
  entries: T[],
  capacity: number,
  page: number,
): { shown: T[]; pages: number; page: number } {
  const room = Math.max(1, capacity);
  const pages = Math.max(1, Math.ceil(entries.length / room));
  const current = page % pages;
  return { shown: entries.slice(current * room, (current + 1) * room), pages, page: current };
}
