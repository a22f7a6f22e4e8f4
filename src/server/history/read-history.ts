import { and, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { addDays } from "../../shared/dates.ts";
import type { HistoryEntry, HistoryPage, historyQuery } from "../../shared/history.ts";
import type { Db } from "../db/connection.ts";
import { history } from "../db/schema.ts";

type Row = typeof history.$inferSelect;

/** A row as the API answers it: the user as one object, never the restore snapshot. */
const toEntry = (row: Row): HistoryEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  user: { id: row.userId, username: row.username, name: row.userName },
  entity: row.entity,
  entityId: row.entityId,
  label: row.label,
  action: row.action,
  changes: row.changes,
  details: row.details,
});

const columns = {
  id: history.id,
  at: history.at,
  userId: history.userId,
  username: history.username,
  userName: history.userName,
  entity: history.entity,
  entityId: history.entityId,
  label: history.label,
  action: history.action,
  changes: history.changes,
  details: history.details,
  snapshot: sql<null>`null`,
};

/**
 * `GET /api/bookings/{id}/history`: every record of the booking, newest first, also once it is deleted,
 * the CSV import that created it and the merges that moved it (one record each, naming their bookings).
 */
export async function readBookingHistory(options: { db: Db; id: number }): Promise<HistoryEntry[]> {
  const rows = await options.db
    .select(columns)
    .from(history)
    .where(
      or(
        and(eq(history.entity, "booking"), eq(history.entityId, options.id)),
        and(
          inArray(history.entity, ["import", "customer", "location"]),
          sql`${history.details}->'bookingIds' @> ${JSON.stringify([options.id])}::jsonb`,
        ),
      ),
    )
    .orderBy(desc(history.id));
  return rows.map(toEntry);
}

/** `GET /api/history`: a page of everything, newest first, narrowed by user, kind and days. */
export async function readHistoryPage(options: {
  db: Db;
  query: z.output<typeof historyQuery>;
}): Promise<HistoryPage> {
  const { db, query } = options;
  const where: (SQL | undefined)[] = [
    query.before === undefined ? undefined : lt(history.id, query.before),
    query.userId === undefined ? undefined : eq(history.userId, query.userId),
    query.entity === undefined ? undefined : eq(history.entity, query.entity),
    query.from === undefined ? undefined : gte(history.at, sql`${query.from}::date`),
    query.to === undefined ? undefined : lt(history.at, sql`${addDays(query.to, 1)}::date`),
  ];
  // One more than asked for tells whether another page follows.
  const rows = await db
    .select(columns)
    .from(history)
    .where(and(...where))
    .orderBy(desc(history.id))
    .limit(query.limit + 1);
  const entries = rows.slice(0, query.limit).map(toEntry);
  return { entries, nextBefore: rows.length > query.limit ? (entries.at(-1)?.id ?? null) : null };
}
