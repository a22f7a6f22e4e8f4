import { sql } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import { addDays } from "../../shared/dates.ts";
import { type BookingWithConflicts, DEFAULT_TURNAROUND_MINUTES } from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { notFound } from "../errors.ts";
import { conflictsAmong } from "../fleet/read-conflicts.ts";
import { flightWindowsOf, readFlightWindows } from "../fleet/read-windows.ts";

/**
 * A booking as its writes answer it: read shape plus the conflicts it takes part in, read in the
 * writing transaction so they are the ones the change made. The window runs a day past the booking,
 * where a last flight running past midnight can clash. One statement reads both, each part a function
 * planned once per connection (migration 0063), so a write pays for running them, not for planning
 * them (docs/decisions/037).
 */
export async function readBookingWithConflicts(options: {
  db: Db | Tx;
  id: number;
}): Promise<BookingWithConflicts> {
  const [row] = await rawRows<{ booking: string; facts: string }>(
    options.db,
    sql`select booking_json(b.id) as booking,
      flight_window_facts(b."startDate" - 1, b."endDate" + 1, b."aircraftTypeId", b."allocatedAircraftId",
        ${DEFAULT_TURNAROUND_MINUTES}) as facts
    from scheduler_bookings b where b.id = ${options.id}`,
  );
  if (!row) throw notFound(`Booking ${options.id} not found`);
  const booking = JSON.parse(row.booking) as Booking;
  const { from, to } = conflictsWindow(booking);
  const windows = flightWindowsOf(row.facts, addDays(from, -1));
  return { ...booking, conflicts: conflictsAmong(windows, from, to, booking.id) };
}

/**
 * `booking` (already read in the writing transaction) with the conflicts it takes part in. Only the
 * flights that can share one with it are read: its type's (capacity) and its aircraft's (clashes), so a
 * write on a crowded day of another aircraft or type costs nothing more (docs/decisions/024).
 */
export async function withConflicts(db: Db | Tx, booking: Booking): Promise<BookingWithConflicts> {
  const { from, to } = conflictsWindow(booking);
  const windows = await readFlightWindows({
    db,
    from,
    to,
    only: { typeId: booking.aircraftTypeId, aircraftId: booking.allocatedAircraftId },
  });
  return { ...booking, conflicts: conflictsAmong(windows, from, to, booking.id) };
}

/** The dates a booking's conflicts can fall on: its own, and the next (a last flight past midnight). */
function conflictsWindow(booking: Booking) {
  return { from: booking.startDate, to: addDays(booking.endDate, 1) };
}
