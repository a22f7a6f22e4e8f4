import { and, eq } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { dailyDetails } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { readBooking } from "./read-bookings.ts";

/** One inline edit of a day (product §4); the caller has already turned blanks into their defaults. */
export type DailyDetailChange =
  | { destinationId: number }
  | { remarks: string }
  | { departureTime: string }
  | { expectedAircraftHours: string };

/** `PATCH /api/bookings/{id}/daily-details/{date}/...`: 404 when the booking has no day on `date`. */
export function updateDailyDetail(options: {
  db: Db;
  bookingId: number;
  date: string;
  change: DailyDetailChange;
}): Promise<Booking> {
  const { db, bookingId, date, change } = options;
  return db.transaction(async (tx) => {
    if ("destinationId" in change) {
      await assertReferencesExist({
        db: tx,
        references: [{ field: "destinationId", kind: "location", id: change.destinationId }],
      });
    }
    const updated = await tx
      .update(dailyDetails)
      .set(change)
      .where(and(eq(dailyDetails.bookingId, bookingId), eq(dailyDetails.date, date)))
      .returning({ id: dailyDetails.id });
    if (updated.length === 0) throw notFound(`Booking ${bookingId} has no day on ${date}`);
    return readBooking({ db: tx, id: bookingId });
  });
}
