import type { Booking } from "../../shared/bookings.ts";
import { addDays } from "../../shared/dates.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import { readBooking } from "../bookings/read-bookings.ts";
import type { Db, Tx } from "../db/connection.ts";
import { readConflicts } from "./read-conflicts.ts";

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

/** `booking` (already read in the writing transaction) with the conflicts it takes part in. */
export async function withConflicts(db: Db | Tx, booking: Booking): Promise<BookingWithConflicts> {
  const conflicts = await readConflicts({ db, from: booking.startDate, to: addDays(booking.endDate, 1) });
  return { ...booking, conflicts: conflicts.filter((conflict) => conflict.bookingIds.includes(booking.id)) };
}
