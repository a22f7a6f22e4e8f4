import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { NEWEST_RECORD, seenMark } from "./seen-mark.ts";

/**
 * A record id the user names is held to the newest one that exists, so a made-up id cannot hide
 * changes not yet made.
 */
const upToNow = (upTo: number) => sql`least(${upTo}::bigint, ${NEWEST_RECORD})`;

/** Every instance's kept flags answers are out of date from this acknowledgement's commit on. */
const MARKS_MOVED = sql`update data_version set marks_version = marks_version + 1`;

/** One booking's changes up to record `upTo` are seen by the user (docs/decisions/031). */
export async function acknowledgeOne(options: {
  db: Db;
  userId: number;
  bookingId: number;
  upTo: number;
}): Promise<void> {
  const { db, userId, bookingId, upTo } = options;
  await seenMark(db, userId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into change_acknowledgements (user_id, booking_id, seen_up_to)
      values (${userId}, ${bookingId}, ${upToNow(upTo)})
      on conflict (user_id, booking_id)
      do update set seen_up_to = greatest(change_acknowledgements.seen_up_to, excluded.seen_up_to)`);
    await tx.execute(MARKS_MOVED);
  });
}

/**
 * Everything up to record `upTo` is seen: the mark moves there (never back), and the bookings
 * acknowledged one by one up to it are forgotten, as the mark now covers them.
 */
export async function acknowledgeAll(options: { db: Db; userId: number; upTo: number }): Promise<void> {
  const { db, userId, upTo } = options;
  await seenMark(db, userId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update change_marks set seen_up_to = greatest(seen_up_to, ${upToNow(upTo)}) where user_id = ${userId}`);
    await tx.execute(sql`
      delete from change_acknowledgements
      where user_id = ${userId}
        and seen_up_to <= (select seen_up_to from change_marks where user_id = ${userId})`);
    await tx.execute(MARKS_MOVED);
  });
}
