import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { restoreAnswerSchema } from "../../shared/history.ts";
import type { Db } from "../db/connection.ts";
import { bookings, dailyDetails, history } from "../db/schema.ts";
import { conflict, HttpError, notFound } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import {
  assertAircraftOfType,
  assertReferencesExist,
  type Reference,
} from "../reference-data/check-references.ts";
import { bookingRecord } from "./booking-changes.ts";
import { readBooking } from "./read-bookings.ts";

type BookingRow = typeof bookings.$inferSelect;
type DayRow = typeof dailyDetails.$inferSelect;
// Any constant; with the booking id it serialises two restores of one booking.
const RESTORE_LOCK_KEY = 727_012;

/** The places and statuses kept days name, each named by its day, to check they still exist. */
export const keptDayReferences = (
  days: { date: string; destinationId: number; bookingStatusId: number | null }[],
): Reference[] =>
  days.flatMap((day) => [
    { field: `destination on ${day.date}`, kind: "location" as const, id: day.destinationId },
    ...(day.bookingStatusId === null
      ? []
      : [{ field: `status on ${day.date}`, kind: "status" as const, id: day.bookingStatusId }]),
  ]);

/**
 * `POST /api/bookings/{id}/restore`: brings a deleted booking back from its delete record, with its
 * days as they were, under its old id (ids are never reused, so it is free unless the booking was
 * already restored, which is refused). A customer, place, type, aircraft or status deleted or merged
 * away since answers 409 naming it, and nothing is written.
 */
export function restoreBooking(options: {
  db: Db;
  actor: Actor;
  id: number;
}): Promise<z.infer<typeof restoreAnswerSchema>> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESTORE_LOCK_KEY}, ${id})`);
    const [last] = await tx
      .select({ action: history.action, snapshot: history.snapshot })
      .from(history)
      .where(and(eq(history.entity, "booking"), eq(history.entityId, id)))
      .orderBy(desc(history.id))
      .limit(1);
    if (!last) throw notFound(`Booking ${id} has no history to restore it from`);
    if (last.action !== "deleted" || !last.snapshot) {
      throw conflict(`Booking ${id} is not deleted, so there is nothing to restore`);
    }
    const { booking, days } = last.snapshot as { booking: BookingRow; days: DayRow[] };
    try {
      await assertReferencesExist({
        db: tx,
        references: [
          { field: "customer", kind: "customer", id: booking.customerId },
          { field: "aircraft type", kind: "aircraft type", id: booking.aircraftTypeId },
          { field: "departure", kind: "location", id: booking.departureId },
          ...keptDayReferences(days),
        ],
      });
      // Its aircraft must still exist and still be of the booking's type (it may have been re-typed since).
      if (booking.allocatedAircraftId !== null) {
        await assertAircraftOfType({
          db: tx,
          aircraftId: booking.allocatedAircraftId,
          aircraftTypeId: booking.aircraftTypeId,
          field: "aircraft",
        });
      }
    } catch (error) {
      if (error instanceof HttpError) throw conflict(`The booking cannot be restored: ${error.message}`);
      throw error;
    }
    const [taken] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
    const sameId = !taken;
    // Past the version it was deleted at (records before migration 0051 have none), so a write based on
    // the booking as it was before the delete is refused (docs/decisions/028).
    const { id: _oldId, ...fields } = { ...booking, version: (booking.version ?? 0) + 1 };
    const [inserted] = await tx
      .insert(bookings)
      .values(sameId ? { id, ...fields } : fields)
      .returning({ id: bookings.id });
    const newId = inserted!.id;
    if (days.length > 0) {
      await tx.insert(dailyDetails).values(
        // The snapshot's JSON holds modified_at as text: a restore is a change of its own (decision 030).
        days.map(({ id: dayId, modifiedAt: _modifiedAt, revision, ...day }) => ({
          ...day,
          revision: (revision ?? 0) + 1,
          ...(sameId ? { id: dayId } : {}),
          bookingId: newId,
        })),
      );
    }
    const restored = await readBooking({ db: tx, id: newId });
    await recordHistory(tx, actor, bookingRecord(restored, "restored", { details: { previousId: id } }));
    return { booking: restored, previousId: id, sameId };
  });
}
