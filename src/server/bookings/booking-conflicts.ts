import type { Booking } from "../../shared/bookings.ts";
import { addDays } from "../../shared/dates.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { conflictsAmong } from "../fleet/read-conflicts.ts";
import { readFlightWindows } from "../fleet/read-windows.ts";
import { readBooking } from "./read-bookings.ts";

/**
 * A booking as its writes answer it: read shape plus the conflicts it takes part in, read in the
 * writing transaction so they are the ones the change made. The window runs a day past the booking,
 * where a last flight running past midnight can clash.
 */
export async function readBookingWithConflicts(options: {
  db: Db | Tx;
  id: number;
}): Promise<BookingWithConflicts> {
  return withConflicts(options.db, await readBooking(options));
}

/**
 * `booking` (already read in the writing transaction) with the conflicts it takes part in. Only the
 * flights that can share one with it are read: its type's (capacity) and its aircraft's (clashes), so a
 * write on a crowded day of another aircraft or type costs nothing more (docs/decisions/024).
 */
export async function withConflicts(db: Db | Tx, booking: Booking): Promise<BookingWithConflicts> {
  const from = booking.startDate;
  const to = addDays(booking.endDate, 1);
  const windows = await readFlightWindows({
    db,
    from,
    to,
    only: { typeId: booking.aircraftTypeId, aircraftId: booking.allocatedAircraftId },
  });
  return { ...booking, conflicts: conflictsAmong(windows, from, to, booking.id) };
}
