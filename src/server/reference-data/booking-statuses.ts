import { asc, countDistinct, eq } from "drizzle-orm";
import type { z } from "zod";
import type { BookingStatus, bookingStatusPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { bookingStatus, dailyDetails } from "../db/schema.ts";
import { notFound } from "../errors.ts";
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

export async function createBookingStatus(options: {
  db: Db;
  payload: BookingStatusPayload;
}): Promise<BookingStatus> {
  const [row] = await unlessDuplicate(
    options.db.insert(bookingStatus).values(options.payload).returning(),
    DUPLICATE,
  );
  return toStatus(row!);
}

export async function updateBookingStatus(options: {
  db: Db;
  id: number;
  payload: BookingStatusPayload;
}): Promise<BookingStatus> {
  const { db, id, payload } = options;
  const [row] = await unlessDuplicate(
    db.update(bookingStatus).set(payload).where(eq(bookingStatus.id, id)).returning(),
    DUPLICATE,
  );
  if (!row) throw notFound(`Status ${id} not found`);
  return toStatus(row);
}

export function deleteBookingStatus(options: { db: Db; id: number }): Promise<BookingStatus> {
  const { db, id } = options;
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
    return toStatus(row);
  });
}
