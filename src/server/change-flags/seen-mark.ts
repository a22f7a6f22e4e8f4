import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";

/** The newest history record's id, 0 before the first. */
export const NEWEST_RECORD = sql`(select coalesce(max(id), 0) from history)`;

/**
 * The user's "seen up to" mark (docs/decisions/031). A user without one (created since migration 0056)
 * gets one at the newest record the first time it is asked for: a new user starts with everything seen.
 */
export async function seenMark(db: Db | Tx, userId: number): Promise<number> {
  await db.execute(sql`
    insert into change_marks (user_id, seen_up_to) values (${userId}, ${NEWEST_RECORD})
    on conflict (user_id) do nothing`);
  const [row] = await rawRows<{ seen_up_to: string | number }>(
    db,
    sql`select seen_up_to from change_marks where user_id = ${userId}`,
  );
  return Number(row?.seen_up_to ?? 0);
}
