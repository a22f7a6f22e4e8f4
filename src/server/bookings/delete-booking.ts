import { eq } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { bookings, dailyDetails } from "../db/schema.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { bookingRecord } from "./booking-changes.ts";
import { lockBooking } from "./lock-booking.ts";
import { readBooking } from "./read-bookings.ts";
import type { SeenVersion } from "./stale-write.ts";

/**
 * Deletes a booking and (by the foreign key's cascade) its days; answers the booking as it was. The
 * record keeps the rows as they were, so `restoreBooking` can bring them back exactly.
 */
export function deleteBooking(options: {
  db: Db;
  actor: Actor;
  id: number;
  seenVersion?: SeenVersion;
}): Promise<Booking> {
  const { db, actor, id, seenVersion } = options;
  return db.transaction(async (tx) => {
    const row = await lockBooking({ tx, id, seenVersion });
    const booking = await readBooking({ db: tx, id });
    const days = await tx.select().from(dailyDetails).where(eq(dailyDetails.bookingId, id));
    await tx.delete(bookings).where(eq(bookings.id, id));
    await recordHistory(tx, actor, bookingRecord(booking, "deleted", { snapshot: { booking: row, days } }));
    return booking;
  });
}
