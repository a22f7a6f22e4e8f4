import type { Booking, DailyDetail } from "../../../shared/bookings.ts";
import { addDays, eachDate } from "../../../shared/dates.ts";
import { compareDepartures } from "../../../shared/departure-time.ts";
import type { Unavailability } from "../../../shared/fleet.ts";
import type { AircraftTypeWithAircraft } from "../../../shared/reference-data.ts";

export type FleetSpan = "week" | "fortnight" | "month";
export const SPAN_DAYS: Record<FleetSpan, number> = { week: 7, fortnight: 14, month: 0 };
export const SPAN_LABELS: Record<FleetSpan, string> = {
  week: "Week",
  fortnight: "Two weeks",
  month: "Month",
};

/** The dates a span shows from `start`: 7 or 14 days, or the calendar month `start` is in. */
export function fleetDates(span: FleetSpan, start: string): string[] {
  if (span !== "month") return eachDate(start, addDays(start, SPAN_DAYS[span] - 1));
  const first = `${start.slice(0, 7)}-01`;
  const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  return eachDate(first, last);
}

/** Where a span starts after moving one span back or on: a month moves by calendar months. */
export function shiftedStart(span: FleetSpan, start: string, direction: -1 | 1): string {
  if (span !== "month") return addDays(start, direction * SPAN_DAYS[span]);
  const first = `${start.slice(0, 7)}-01`;
  return direction === 1 ? `${addDays(first, 31).slice(0, 7)}-01` : `${addDays(first, -1).slice(0, 7)}-01`;
}

/** One booking-day in a row of the grid. */
export interface FleetEntry {
  booking: Booking;
  day: DailyDetail;
}

export interface FleetRow {
  key: string;
  /** 'G-LDNA', or 'Unallocated' for a type's bookings without an aircraft. */
  label: string;
  aircraftTypeId: number;
  /** The aircraft, or null for the Unallocated row. */
  aircraftId: number | null;
  retired: boolean;
  /** Entries by date, in departure order. */
  entries: Map<string, FleetEntry[]>;
  /** Unavailability reason by date. */
  unavailable: Map<string, string>;
}

export interface FleetGroup {
  aircraftTypeId: number;
  title: string;
  rows: FleetRow[];
}

/**
 * The Fleet tab's rows (docs/decisions/015): per type, one row per aircraft in service (a retired one only while
 * it still has bookings shown) and an 'Unallocated' row, each booking-day in its aircraft's row.
 */
export function fleetGroups(options: {
  fleet: AircraftTypeWithAircraft[];
  bookings: Booking[];
  periods: Unavailability[];
  dates: string[];
  /** Whether a day's status occupies the aircraft; flights that will not fly come last, as on the board. */
  flies: (statusId: number | null) => boolean;
}): FleetGroup[] {
  const { fleet, bookings, periods, dates, flies } = options;
  const shown = new Set(dates);
  const rowKey = (typeId: number, aircraftId: number | null) => `${typeId}:${aircraftId ?? "none"}`;
  const rows = new Map<string, FleetRow>();
  const groups = fleet.map((type): FleetGroup => {
    const typeRows = [
      ...type.aircraft.map((plane) => ({
        key: rowKey(type.id, plane.id),
        label: plane.registration,
        aircraftTypeId: type.id,
        aircraftId: plane.id,
        retired: plane.retired,
      })),
      {
        key: rowKey(type.id, null),
        label: "Unallocated",
        aircraftTypeId: type.id,
        aircraftId: null,
        retired: false,
      },
    ].map((row): FleetRow => ({ ...row, entries: new Map(), unavailable: new Map() }));
    for (const row of typeRows) rows.set(row.key, row);
    return { aircraftTypeId: type.id, title: type.title, rows: typeRows };
  });
  for (const booking of bookings) {
    const row = rows.get(rowKey(booking.aircraftTypeId, booking.allocatedAircraftId));
    if (!row) continue;
    for (const day of booking.dailyDetails) {
      if (!shown.has(day.date)) continue;
      row.entries.set(day.date, [...(row.entries.get(day.date) ?? []), { booking, day }]);
    }
  }
  for (const row of rows.values()) {
    for (const list of row.entries.values()) {
      list.sort(
        (a, b) =>
          Number(flies(b.day.bookingStatusId)) - Number(flies(a.day.bookingStatusId)) ||
          compareDepartures(
            { departureTime: a.day.departureTime, bookingId: a.booking.id },
            { departureTime: b.day.departureTime, bookingId: b.booking.id },
          ),
      );
    }
  }
  for (const period of periods) {
    for (const group of groups) {
      const row = group.rows.find((r) => r.aircraftId === period.aircraftId);
      if (!row) continue;
      for (const date of dates) {
        if (date >= period.startDate && date <= period.endDate) row.unavailable.set(date, period.reason);
      }
    }
  }
  for (const group of groups) group.rows = group.rows.filter((row) => !row.retired || row.entries.size > 0);
  return groups;
}
