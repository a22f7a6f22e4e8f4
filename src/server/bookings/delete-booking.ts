import { eq } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { bookings } from "../db/schema.ts";
import { lockBooking } from "./lock-booking.ts";
import { readBooking } from "./read-bookings.ts";

/** Deletes a booking and (by the foreign key's cascade) its days; answers the booking as it was. */
export function deleteBooking(options: { db: Db; id: number }): Promise<Booking> {
  const { db, id } = options;
  return db.transaction(async (tx) => {
    await lockBooking({ tx, id });
    const booking = await readBooking({ db: tx, id });
    await tx.delete(bookings).where(eq(bookings.id, id));
    return booking;
  });
}
