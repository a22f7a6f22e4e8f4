import { and, eq } from "drizzle-orm";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";
import { bookings, dailyDetails, history } from "../db/schema.ts";
import { conflict, HttpError, notFound } from "../errors.ts";
import type { Actor } from "../history/record-history.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { changeBookingRecorded, keptDaysSchema } from "./booking-changes.ts";
import { withConflicts } from "./booking-conflicts.ts";
import { lockBooking } from "./lock-booking.ts";
import { keptDayReferences } from "./restore-booking.ts";

/**
 * `POST /api/bookings/{id}/changes/{recordId}/restore`: puts back the days a date change removed (issue
 * 41 item 1), by putting the booking's range and every day back as they were before that change; the
 * change record kept them (booking-changes.ts). Only while the booking is as that change left it: a
 * later edit may have been made knowing the days were gone, so restoring over it would overwrite it
 * unasked; then 409 says so, and the removed days stay listed in the booking's history.
 */
export function restoreRemovedDays(options: {
  db: Db;
  actor: Actor;
  bookingId: number;
  recordId: number;
}): Promise<BookingWithConflicts> {
  const { db, actor, bookingId, recordId } = options;
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ action: history.action, details: history.details, snapshot: history.snapshot })
      .from(history)
      .where(and(eq(history.id, recordId), eq(history.entity, "booking"), eq(history.entityId, bookingId)));
    if (!record) throw notFound(`Booking ${bookingId} has no change record ${recordId}`);
    const kept = keptDaysSchema.safeParse(record.snapshot);
    if (record.action !== "changed" || !kept.success) {
      throw conflict(
        `Change record ${recordId} removed no days of booking ${bookingId}: there are none to restore`,
      );
    }
    const row = await lockBooking({
      tx,
      id: bookingId,
      missing: `Booking ${bookingId} no longer exists: restore the booking first`,
    });
    const leftAt = (record.details as { version?: unknown } | null)?.version;
    if (row.version !== leftAt) {
      throw conflict(
        `Booking ${bookingId} has been changed since its days were removed, so they are not put back over that change; its history lists them`,
      );
    }
    const { startDate, endDate, days } = kept.data;
    try {
      await assertReferencesExist({ db: tx, references: keptDayReferences(days) });
    } catch (error) {
      if (error instanceof HttpError) throw conflict(`The days cannot be restored: ${error.message}`);
      throw error;
    }
    const booking = await changeBookingRecorded({
      tx,
      actor,
      id: bookingId,
      change: async () => {
        await tx.update(bookings).set({ startDate, endDate }).where(eq(bookings.id, bookingId));
        await tx.delete(dailyDetails).where(eq(dailyDetails.bookingId, bookingId));
        if (days.length > 0) {
          await tx.insert(dailyDetails).values(days.map((day) => ({ ...day, bookingId })));
        }
      },
    });
    return withConflicts(tx, booking);
  });
}
