import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { notFound } from "../errors.ts";
import { NEWEST_RECORD, seenMark } from "./seen-mark.ts";

/**
 * A record id the user names is held to the newest one that exists, so a made-up id cannot hide
 * changes not yet made.
 */
const upToNow = (upTo: number) => sql`least(${upTo}::bigint, ${NEWEST_RECORD})`;

/**
 * Every instance's kept flags answers are out of date from this acknowledgement's commit on. Moved
 * only by an acknowledgement that moved something: the counter is everyone's, and each move rebuilds
 * every reader's flags (docs/decisions/044).
 */
const MARKS_MOVED = sql`update data_version set marks_version = marks_version + 1`;

/** A booking that exists, or existed: a deleted one is flagged, and acknowledged, too. */
const BOOKING_KNOWN = (bookingId: number) => sql`(
  exists (select 1 from scheduler_bookings where id = ${bookingId})
  or exists (select 1 from history where entity = 'booking' and entity_id = ${bookingId}))`;

/**
 * One booking's changes up to record `upTo` are seen by the user (docs/decisions/031); 404 for a
 * booking that never existed. One that changes nothing (`upTo` at or below what the user has seen of
 * it) writes nothing.
 */
export async function acknowledgeOne(options: {
  db: Db;
  userId: number;
  bookingId: number;
  upTo: number;
}): Promise<void> {
  const { db, userId, bookingId, upTo } = options;
  await seenMark(db, userId);
  await db.transaction(async (tx) => {
    const [known] = await rawRows<{ known: boolean }>(tx, sql`select ${BOOKING_KNOWN(bookingId)} as known`);
    if (!known?.known) throw notFound(`Booking ${bookingId} not found`);
    const moved = await rawRows(
      tx,
      sql`
        insert into change_acknowledgements (user_id, booking_id, seen_up_to)
        select ${userId}, ${bookingId}, ${upToNow(upTo)}
        where ${upToNow(upTo)} > (select seen_up_to from change_marks where user_id = ${userId})
        on conflict (user_id, booking_id)
        do update set seen_up_to = excluded.seen_up_to
        where change_acknowledgements.seen_up_to < excluded.seen_up_to
        returning 1`,
    );
    if (moved.length > 0) await tx.execute(MARKS_MOVED);
  });
}

/**
 * Everything up to record `upTo` is seen: the mark moves there (never back), and the bookings
 * acknowledged one by one up to it are forgotten, as the mark now covers them. Nothing is written when
 * the mark is there already.
 */
export async function acknowledgeAll(options: { db: Db; userId: number; upTo: number }): Promise<void> {
  const { db, userId, upTo } = options;
  await seenMark(db, userId);
  await db.transaction(async (tx) => {
    const moved = await rawRows(
      tx,
      sql`
        update change_marks set seen_up_to = ${upToNow(upTo)}
        where user_id = ${userId} and seen_up_to < ${upToNow(upTo)}
        returning 1`,
    );
    if (moved.length === 0) return;
    await tx.execute(sql`
      delete from change_acknowledgements
      where user_id = ${userId}
        and seen_up_to <= (select seen_up_to from change_marks where user_id = ${userId})`);
    await tx.execute(MARKS_MOVED);
  });
}
