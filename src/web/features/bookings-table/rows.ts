import type { Booking, DailyDetail } from "../../../shared/bookings.ts";
import { eachDate } from "../../../shared/dates.ts";
import { compareDepartures } from "../../../shared/departure-time.ts";
import type { Customer } from "../../../shared/reference-data.ts";
import type { StatusFilter } from "../../lib/table-link.ts";

export interface BookingRow {
  kind: "booking";
  key: string;
  date: string;
  booking: Booking;
  day: DailyDetail;
  /** Actions (edit, delete) appear on a booking's first row only (product §2). */
  firstOfBooking: boolean;
  /** The day has several bookings: its date is wrapped in asterisks (product §2). */
  sharedDay: boolean;
  /** The first row of its date, where a day's group starts. */
  firstOfDay: boolean;
}

export interface PlaceholderRow {
  kind: "placeholder";
  key: string;
  date: string;
  firstOfDay: true;
}

export type TableRow = BookingRow | PlaceholderRow;

export interface RowFilters {
  customerId: number | null;
  aircraftTypeId: number | null;
  /** Only the days of this status (a Reports link's): "none" for days without one. */
  status?: StatusFilter | null;
}

/** Whether a booking's date range overlaps `[from, to]`. */
export const overlaps = (booking: Pick<Booking, "startDate" | "endDate">, from: string, to: string) =>
  booking.startDate <= to && booking.endDate >= from;

/**
 * The Booking Details rows for one month (product §2): one row per booking per day, a placeholder row for
 * each day without one, days in order and bookings within a day by departure time (product §5).
 */
export function buildRows(
  bookings: Booking[],
  window: { from: string; to: string },
  filters: RowFilters = { customerId: null, aircraftTypeId: null },
): TableRow[] {
  const byDate = new Map<string, Array<{ booking: Booking; day: DailyDetail }>>();
  for (const booking of bookings) {
    if (filters.customerId !== null && booking.customerId !== filters.customerId) continue;
    if (filters.aircraftTypeId !== null && booking.aircraftTypeId !== filters.aircraftTypeId) continue;
    for (const day of booking.dailyDetails) {
      if (day.date < window.from || day.date > window.to) continue;
      if (filters.status != null && (day.bookingStatusId ?? "none") !== filters.status) continue;
      const list = byDate.get(day.date);
      if (list) list.push({ booking, day });
      else byDate.set(day.date, [{ booking, day }]);
    }
  }

  const rows: TableRow[] = [];
  const seen = new Set<number>();
  for (const date of eachDate(window.from, window.to)) {
    const entries = byDate.get(date);
    if (!entries) {
      rows.push({ kind: "placeholder", key: `empty:${date}`, date, firstOfDay: true });
      continue;
    }
    entries.sort((a, b) =>
      compareDepartures(
        { departureTime: a.day.departureTime, bookingId: a.booking.id },
        { departureTime: b.day.departureTime, bookingId: b.booking.id },
      ),
    );
    entries.forEach(({ booking, day }, index) => {
      rows.push({
        kind: "booking",
        key: `${booking.id}:${date}`,
        date,
        booking,
        day,
        firstOfBooking: !seen.has(booking.id),
        sharedDay: entries.length > 1,
        firstOfDay: index === 0,
      });
      seen.add(booking.id);
    });
  }
  return rows;
}

/** Product §4: the customer filter offers only customers with a booking overlapping the shown month. */
export function customersInMonth(bookings: Booking[], window: { from: string; to: string }): Customer[] {
  const customers = new Map<number, Customer>();
  for (const booking of bookings) {
    if (overlaps(booking, window.from, window.to)) customers.set(booking.customerId, booking.customer);
  }
  return [...customers.values()].sort((a, b) => a.name.localeCompare(b.name));
}
