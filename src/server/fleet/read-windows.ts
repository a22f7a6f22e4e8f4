import { sql } from "drizzle-orm";
import { addDays } from "../../shared/dates.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import {
  DEFAULT_TURNAROUND_MINUTES,
  MAX_WINDOW_MINUTES,
  ZERO_HOURS_WINDOW_MINUTES,
} from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";

/**
 * One booking-day that occupies an aircraft, as the conflict rules read it (docs/decisions/015): its
 * window in minutes since the midnight before the read's first date, departure for the expected hours
 * (zero counts as an hour) plus the turnaround gap, at most a day; null times when the departure cannot
 * be read (the day is untimed).
 */
export interface FlightWindow {
  bookingId: number;
  date: string;
  /** Minutes from the read's base to this date's midnight. */
  midnight: number;
  customer: string;
  departureTime: string;
  /** The time mentions TBC: an overlap is possible rather than certain. */
  tentative: boolean;
  startsAt: number | null;
  endsAt: number | null;
  /** The booking's type, and how many of its aircraft can fly on this date (not retired, not unavailable). */
  typeId: number;
  typeTitle: string;
  available: number;
  /** The allocated aircraft, its own type, and the first of its unavailability periods covering this date. */
  aircraftId: number | null;
  registration: string | null;
  aircraftTypeId: number | null;
  aircraftTypeTitle: string | null;
  unavailable: { reason: string; startDate: string; endDate: string } | null;
}

/**
 * What the statement answers, as one JSON value: a row a booking-day with ids and the day's own text,
 * and the names and counts those ids need once each (a crowded day names one customer 800 times).
 */
interface WindowFacts {
  gap: number;
  /**
   * [bookingId, day since the read's base, departure time, expected hours, aircraft, type, customer,
   * and for a day of several legs each leg's [departure time, expected hours]]
   */
  days: [number, number, string, string, number | null, number, number, [string, string][] | null][];
  customers: Record<string, string>;
  types: Record<string, string>;
  /** Aircraft id -> [registration, its type's id, its type's title] */
  aircraft: Record<string, [string, number, string]>;
  /** `${typeId}:${day}` -> aircraft of the type able to fly that date */
  available: Record<string, number>;
  /** `${aircraftId}:${day}` -> the first unavailability period covering that date */
  unavailable: Record<string, NonNullable<FlightWindow["unavailable"]>>;
}

/**
 * The flight windows dated in `[from - 1 day, to]` (the day before: a window running past midnight
 * meets the next date's flights). One statement (`flight_window_facts`, migration 0063) reads each
 * booking-day's ids and text, finding its booking and status by key; the pairing is left to the sweeps
 * in clashes.ts and capacity.ts (docs/decisions/024). `only` narrows it to one booking's neighbours (its
 * type, and its aircraft), as a write's answer needs.
 */
export async function readFlightWindows(options: {
  db: Db | Tx;
  from: string;
  to: string;
  only?: { typeId: number; aircraftId: number | null };
}): Promise<FlightWindow[]> {
  const { db, from, to, only } = options;
  const before = addDays(from, -1);
  // In a function, the statement is planned once per connection, not on every write (docs/decisions/037).
  const [row] = await rawRows<{ facts: string }>(
    db,
    sql`select flight_window_facts(${before}::date, ${to}::date, ${only?.typeId ?? null}::integer,
      ${only?.aircraftId ?? null}::integer, ${DEFAULT_TURNAROUND_MINUTES}) as facts`,
  );
  return flightWindowsOf(row!.facts, before);
}

/**
 * The flight windows in `flight_window_facts`' answer (its JSON text) for a read from `before`, times
 * read with the same `departureMinutes` the table sorts by (docs/decisions/024: in SQL the pattern cost
 * a crowded day's read most of its time).
 */
export function flightWindowsOf(text: string, before: string): FlightWindow[] {
  const facts = JSON.parse(text) as WindowFacts;
  return facts.days.flatMap(
    ([bookingId, day, departureTime, hours, aircraftId, typeId, customerId, legs]) => {
      const midnight = day * 1440;
      const plane = aircraftId === null ? undefined : facts.aircraft[aircraftId];
      const window = (time: string, legHours: string): FlightWindow => {
        const minute = departureMinutes(time);
        const length = Number(legHours) === 0 ? ZERO_HOURS_WINDOW_MINUTES : Math.round(Number(legHours) * 60);
        return {
          bookingId,
          date: addDays(before, day),
          midnight,
          customer: facts.customers[customerId]!,
          departureTime: time,
          tentative: /tbc/i.test(time),
          startsAt: minute === null ? null : midnight + minute,
          endsAt:
            minute === null ? null : midnight + minute + Math.min(MAX_WINDOW_MINUTES, length + facts.gap),
          typeId,
          typeTitle: facts.types[typeId]!,
          available: facts.available[`${typeId}:${day}`] ?? 0,
          aircraftId,
          registration: plane?.[0] ?? null,
          aircraftTypeId: plane?.[1] ?? null,
          aircraftTypeTitle: plane?.[2] ?? null,
          unavailable: facts.unavailable[`${aircraftId}:${day}`] ?? null,
        };
      };
      if (!legs) return [window(departureTime, hours)];
      const windows = legs.map(([time, legHours]) => window(time, legHours));
      // A day with a leg whose time cannot be read is untimed as a whole, as a day of one such leg is.
      const untimed = windows.find((w) => w.startsAt === null);
      if (untimed) return [untimed];
      return ownLegsJoined(windows);
    },
  );
}

/**
 * One booking-day's leg windows in time order, those that overlap (legs closer than the turnaround)
 * joined into one: a booking's own legs never clash with each other, and the sweeps in clashes.ts and
 * capacity.ts count a booking once at any instant, as they did when a day was one window.
 */
function ownLegsJoined(windows: FlightWindow[]): FlightWindow[] {
  const sorted = [...windows].sort((a, b) => a.startsAt! - b.startsAt!);
  const joined: FlightWindow[] = [];
  for (const w of sorted) {
    const last = joined.at(-1);
    if (last && last.endsAt! > w.startsAt!) {
      last.endsAt = Math.max(last.endsAt!, w.endsAt!);
      last.tentative ||= w.tentative;
    } else joined.push({ ...w });
  }
  return joined;
}
