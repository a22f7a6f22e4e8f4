import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import type { Customer, Location } from "../../shared/reference-data.ts";
import type { Db, Tx } from "../db/connection.ts";
import { bookingLegs, bookings, customer, dailyDetails, history, location } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";

/** What a merge keeps to be undone (docs/decisions/023): the removed row and exactly what moved. */
export interface CustomerMergeSnapshot {
  merged: Customer;
  bookingIds: number[];
}
export interface LocationMergeSnapshot {
  merged: Location;
  bookingIds: number[];
  departureBookingIds: number[];
  destinationDayIds: number[];
  /** Legs that left from or flew to the merged place (docs/decisions/049); absent in merges before legs. */
  legFromIds?: number[];
  legToIds?: number[];
}

/** The id of the merge record just written: the kept row is locked, so no other merge into it interleaves. */
async function mergeRecordId(tx: Tx, entity: "customer" | "location", keptId: number): Promise<number> {
  const [row] = await tx
    .select({ id: history.id })
    .from(history)
    .where(and(eq(history.entity, entity), eq(history.entityId, keptId), eq(history.action, "merged")))
    .orderBy(desc(history.id))
    .limit(1);
  return row!.id;
}

/**
 * Locks the merged and the kept row (in id order, so two opposite merges cannot deadlock) and answers
 * both; 400 when they are the same, 404 when either is missing.
 */
async function lockPair<T extends { id: number }>(
  tx: Tx,
  table: typeof customer | typeof location,
  what: string,
  id: number,
  intoId: number,
): Promise<{ merged: T; kept: T }> {
  if (id === intoId) throw badRequest(`intoId: a ${what.toLowerCase()} cannot be merged into itself`);
  const rows = (await tx
    .select()
    .from(table)
    .where(inArray(table.id, [id, intoId]))
    .orderBy(asc(table.id))
    .for("update")) as unknown as T[];
  const merged = rows.find((row) => row.id === id);
  const kept = rows.find((row) => row.id === intoId);
  if (!merged) throw notFound(`${what} ${id} not found`);
  if (!kept) throw notFound(`intoId: ${what.toLowerCase()} ${intoId} not found`);
  return { merged, kept };
}

/**
 * `POST /api/customers/{id}/merge {intoId}`: every booking of the customer moves to the kept one and
 * the merged customer is deleted, in one transaction; the merged name is recorded on the kept one.
 */
export function mergeCustomer(options: { db: Db; actor: Actor; id: number; intoId: number }) {
  const { db, actor, id, intoId } = options;
  return db.transaction(async (tx) => {
    const { merged, kept } = await lockPair<Customer>(tx, customer, "Customer", id, intoId);
    const moved = await tx
      .update(bookings)
      .set({ customerId: intoId })
      .where(eq(bookings.customerId, id))
      .returning({ id: bookings.id });
    await tx.delete(customer).where(eq(customer.id, id));
    const bookingIds = moved.map((row) => row.id).sort((a, b) => a - b);
    await recordHistory(tx, actor, {
      entity: "customer",
      entityId: intoId,
      label: kept.name,
      action: "merged",
      changes: [{ field: "Merged", date: null, from: merged.name, to: kept.name }],
      details: { mergedId: id, mergedName: merged.name, bookingsMoved: bookingIds.length, bookingIds },
      snapshot: { merged, bookingIds } satisfies CustomerMergeSnapshot,
    });
    return { kept, bookingsMoved: bookingIds.length, historyId: await mergeRecordId(tx, "customer", intoId) };
  });
}

/**
 * `POST /api/locations/{id}/merge {intoId}`: departures and every day's destination move to the kept
 * place, then the merged one is deleted, in one transaction. `bookingsMoved` counts each booking once.
 */
export function mergeLocation(options: { db: Db; actor: Actor; id: number; intoId: number }) {
  const { db, actor, id, intoId } = options;
  return db.transaction(async (tx) => {
    const { merged, kept } = await lockPair<Location>(tx, location, "Location", id, intoId);
    const departures = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.departureId, id));
    const destinations = await tx
      .select({ id: dailyDetails.id })
      .from(dailyDetails)
      .where(eq(dailyDetails.destinationId, id));
    const using = await tx
      .selectDistinct({ id: bookings.id })
      .from(bookings)
      .leftJoin(dailyDetails, eq(dailyDetails.bookingId, bookings.id))
      .leftJoin(bookingLegs, eq(bookingLegs.dayId, dailyDetails.id))
      .where(
        or(
          eq(bookings.departureId, id),
          eq(dailyDetails.destinationId, id),
          eq(bookingLegs.fromId, id),
          eq(bookingLegs.toId, id),
        ),
      );
    // Every leg's places first (a day's destination is its last leg's "to", so it follows), then the
    // bookings' departures and the days' destinations, which by then name the kept place already.
    const legsFrom = await tx
      .update(bookingLegs)
      .set({ fromId: intoId })
      .where(eq(bookingLegs.fromId, id))
      .returning({ id: bookingLegs.id });
    const legsTo = await tx
      .update(bookingLegs)
      .set({ toId: intoId })
      .where(eq(bookingLegs.toId, id))
      .returning({ id: bookingLegs.id });
    await tx.update(bookings).set({ departureId: intoId }).where(eq(bookings.departureId, id));
    await tx.update(dailyDetails).set({ destinationId: intoId }).where(eq(dailyDetails.destinationId, id));
    await tx.delete(location).where(eq(location.id, id));
    const bookingIds = using.map((row) => row.id).sort((a, b) => a - b);
    await recordHistory(tx, actor, {
      entity: "location",
      entityId: intoId,
      label: kept.name,
      action: "merged",
      changes: [{ field: "Merged", date: null, from: merged.name, to: kept.name }],
      details: { mergedId: id, mergedName: merged.name, bookingsMoved: bookingIds.length, bookingIds },
      snapshot: {
        merged,
        bookingIds,
        departureBookingIds: departures.map((row) => row.id),
        destinationDayIds: destinations.map((row) => row.id),
        legFromIds: legsFrom.map((row) => row.id),
        legToIds: legsTo.map((row) => row.id),
      } satisfies LocationMergeSnapshot,
    });
    return { kept, bookingsMoved: bookingIds.length, historyId: await mergeRecordId(tx, "location", intoId) };
  });
}
