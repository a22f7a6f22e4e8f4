import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";

/** The newest history record's id, 0 before the first. */
export const NEWEST_RECORD = sql`(select coalesce(max(id), 0) from history)`;

type Row = { seen_up_to: string | number };

/**
 * The user's "seen up to" mark (docs/decisions/031). A user without one (created since migration 0056)
 * gets one at the newest record the first time it is asked for: a new user starts with everything seen.
 */
export async function seenMark(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await rawRows<Row>(db, sql`select seen_up_to from change_marks where user_id = ${userId}`);
  if (row) return Number(row.seen_up_to);
  // A no-op update on conflict, so that a second request making the same mark at once still gets
  // the row back (`do nothing` returns no row).
  const [made] = await rawRows<Row>(
    db,
    sql`
      insert into change_marks (user_id, seen_up_to) values (${userId}, ${NEWEST_RECORD})
      on conflict (user_id) do update set user_id = excluded.user_id
      returning seen_up_to`,
  );
  return Number(made!.seen_up_to);
}
