import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { UndoMergeAnswer } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { bookingLegs, bookings, customer, dailyDetails, history, location } from "../db/schema.ts";
import { conflict, notFound } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import type { CustomerMergeSnapshot, LocationMergeSnapshot } from "./merge.ts";

/**
 * `POST /api/merges/{historyId}/undo` (docs/decisions/023): puts back the merged customer or location
 * under its old id and moves back what the merge moved, in one transaction with its history record.
 * Refused with 409 when the kept or the merged record has any history since the merge (renamed,
 * recoloured, merged again, or the merge already undone), or a row of the merged name exists again.
 * A booking moved by the merge and changed since to something else stays as it is now.
 */
export function undoMerge(options: { db: Db; actor: Actor; historyId: number }): Promise<UndoMergeAnswer> {
  const { db, actor, historyId } = options;
  return db.transaction(async (tx) => {
    const [record] = await tx.select().from(history).where(eq(history.id, historyId));
    if (record?.action !== "merged" || (record.entity !== "customer" && record.entity !== "location")) {
      throw notFound(`History record ${historyId} is not a merge of customers or locations`);
    }
    const entity = record.entity;
    const table = entity === "customer" ? customer : location;
    const snapshot = record.snapshot as CustomerMergeSnapshot | LocationMergeSnapshot | null;
    if (!snapshot) throw conflict("This merge was recorded before merges could be undone");
    const { merged } = snapshot;
    const keptId = record.entityId!;
    // The kept row is locked first, as a merge locks it, so an undo and a merge of it take turns.
    const [kept] = await tx.select().from(table).where(eq(table.id, keptId)).for("update");
    const since = await tx
      .select({ id: history.id, action: history.action })
      .from(history)
      .where(
        and(
          gt(history.id, historyId),
          eq(history.entity, entity),
          or(eq(history.entityId, keptId), eq(history.entityId, merged.id)),
        ),
      )
      .limit(1);
    if (since.length > 0 || !kept) {
      throw conflict(
        `${record.label} or ${merged.name} has changed since the merge (or the merge was already undone), so it cannot be undone`,
      );
    }
    const clash = await tx
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${table.name}) = lower(${merged.name})`);
    if (clash.length > 0) {
      throw conflict(`A ${entity} named ${merged.name} exists again, so the merge cannot be undone`);
    }

    let moved: number[];
    if (entity === "customer") {
      await tx.insert(customer).values(merged as CustomerMergeSnapshot["merged"]);
      moved = (
        await tx
          .update(bookings)
          .set({ customerId: merged.id })
          .where(and(inArray(bookings.id, snapshot.bookingIds), eq(bookings.customerId, keptId)))
          .returning({ id: bookings.id })
      ).map((row) => row.id);
    } else {
      const place = snapshot as LocationMergeSnapshot;
      await tx.insert(location).values({ id: merged.id, name: merged.name });
      const departures = await tx
        .update(bookings)
        .set({ departureId: merged.id })
        .where(and(inArray(bookings.id, place.departureBookingIds), eq(bookings.departureId, keptId)))
        .returning({ id: bookings.id });
      const days = await tx
        .update(dailyDetails)
        .set({ destinationId: merged.id })
        .where(and(inArray(dailyDetails.id, place.destinationDayIds), eq(dailyDetails.destinationId, keptId)))
        .returning({ bookingId: dailyDetails.bookingId });
      // The legs the merge moved, where they still name the kept place (the first and last legs of the
      // days above have followed their booking's departure and their day's destination already).
      const legs = [
        ...(await tx
          .update(bookingLegs)
          .set({ fromId: merged.id })
          .where(and(inArray(bookingLegs.id, place.legFromIds ?? []), eq(bookingLegs.fromId, keptId)))
          .returning({ dayId: bookingLegs.dayId })),
        ...(await tx
          .update(bookingLegs)
          .set({ toId: merged.id })
          .where(and(inArray(bookingLegs.id, place.legToIds ?? []), eq(bookingLegs.toId, keptId)))
          .returning({ dayId: bookingLegs.dayId })),
      ];
      const legBookings =
        legs.length === 0
          ? []
          : await tx
              .selectDistinct({ bookingId: dailyDetails.bookingId })
              .from(dailyDetails)
              .where(
                inArray(
                  dailyDetails.id,
                  legs.map((row) => row.dayId),
                ),
              );
      moved = [
        ...new Set([
          ...departures.map((row) => row.id),
          ...days.map((row) => row.bookingId),
          ...legBookings.map((row) => row.bookingId),
        ]),
      ];
    }
    moved.sort((a, b) => a - b);
    await recordHistory(tx, actor, {
      entity,
      entityId: merged.id,
      label: merged.name,
      action: "restored",
      changes: [{ field: "Merge undone", date: null, from: record.label, to: merged.name }],
      details: { undoneMergeId: historyId, keptId, bookingsMoved: moved.length, bookingIds: moved },
    });
    return { entity, restored: { id: merged.id, name: merged.name }, bookingsMoved: moved.length };
  });
}
