import { asc, countDistinct, eq } from "drizzle-orm";
import type { z } from "zod";
import type { BookingStatus, bookingStatusPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { bookingStatus, dailyDetails } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { assertUnused } from "./in-use.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

const DUPLICATE = "Status already exists";
type BookingStatusPayload = z.output<typeof bookingStatusPayload>;
type StatusRow = typeof bookingStatus.$inferSelect;

/** The spec's field names, with `created_at` as an ISO timestamp. */
const toStatus = ({ createdAt, ...row }: StatusRow): BookingStatus => ({
  ...row,
  created_at: createdAt.toISOString(),
});

/** In the order they were added: a stable order the operator controls. */
export async function listBookingStatuses(options: { db: Db }): Promise<BookingStatus[]> {
  const rows = await options.db.select().from(bookingStatus).orderBy(asc(bookingStatus.id));
  return rows.map(toStatus);
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

export function createBookingStatus(options: {
  db: Db;
  actor: Actor;
  payload: BookingStatusPayload;
}): Promise<BookingStatus> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    const [row] = await unlessDuplicate(tx.insert(bookingStatus).values(payload).returning(), DUPLICATE);
    await recordHistory(tx, actor, {
      entity: "status",
      entityId: row!.id,
      label: row!.statusText,
      action: "created",
    });
    return toStatus(row!);
  });
}

export function updateBookingStatus(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: BookingStatusPayload;
}): Promise<BookingStatus> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(bookingStatus).where(eq(bookingStatus.id, id)).for("update");
    if (!old) throw notFound(`Status ${id} not found`);
    const [row] = await unlessDuplicate(
      tx.update(bookingStatus).set(payload).where(eq(bookingStatus.id, id)).returning(),
      DUPLICATE,
    );
    await recordHistory(tx, actor, {
      entity: "status",
      entityId: id,
      label: row!.statusText,
      action: "changed",
      changes: [
        ...fieldChange("Text", old.statusText, row!.statusText),
        ...fieldChange("Colour", old.statusColour, row!.statusColour),
        ...fieldChange("Confirmed", yesNo(old.statusConfirmed), yesNo(row!.statusConfirmed)),
        ...fieldChange("Occupies aircraft", yesNo(old.occupiesAircraft), yesNo(row!.occupiesAircraft)),
      ],
    });
    return toStatus(row!);
  });
}

export function deleteBookingStatus(options: { db: Db; actor: Actor; id: number }): Promise<BookingStatus> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(bookingStatus).where(eq(bookingStatus.id, id)).for("update");
    if (!row) throw notFound(`Status ${id} not found`);
    const [used] = await tx
      .select({ n: countDistinct(dailyDetails.bookingId) })
      .from(dailyDetails)
      .where(eq(dailyDetails.bookingStatusId, id));
    assertUnused({
      count: used?.n ?? 0,
      what: `Status ${row.statusText}`,
      use: "used by",
      fix: "give them another status first",
    });
    await tx.delete(bookingStatus).where(eq(bookingStatus.id, id));
    await recordHistory(tx, actor, {
      entity: "status",
      entityId: id,
      label: row.statusText,
      action: "deleted",
    });
    return toStatus(row);
  });
}
