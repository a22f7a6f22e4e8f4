import { eq } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { dailyDetails } from "../db/schema.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { lockBooking } from "./lock-booking.ts";
import { readBooking } from "./read-bookings.ts";

/** `PATCH /api/bookings/{id}/status`: every day of the booking gets the status (product §4: any to any). */
export function setBookingStatus(options: { db: Db; id: number; statusId: number }): Promise<Booking> {
  const { db, id, statusId } = options;
  return db.transaction(async (tx) => {
    await lockBooking({ tx, id });
    await assertReferencesExist({
      db: tx,
      references: [{ field: "statusId", kind: "status", id: statusId }],
    });
    await tx.update(dailyDetails).set({ bookingStatusId: statusId }).where(eq(dailyDetails.bookingId, id));
    return readBooking({ db: tx, id });
  });
}
