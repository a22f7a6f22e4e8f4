import { randomBytes } from "node:crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { CalendarFeed, CalendarFeedPayload, CreatedCalendarFeed } from "../../shared/calendar-feeds.ts";
import { hashToken } from "../auth/sessions.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraft, aircraftType, calendarFeeds, customer, fleetSettings } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";

type FeedRow = typeof calendarFeeds.$inferSelect;

/** `/calendar/<token>.ics`: where a feed's token travels, and the one path the logs redact. */
export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** What the scope names, as people know it, or null when that row is gone. */
async function scopeLabel(db: Db | Tx, feed: Pick<FeedRow, "scope" | "scopeId">): Promise<string | null> {
  const id = feed.scopeId ?? 0;
  if (feed.scope === "all") return "Whole schedule";
  if (feed.scope === "my flights") return "My flights";
  const [row] =
    feed.scope === "aircraft"
      ? await db.select({ label: aircraft.registration }).from(aircraft).where(eq(aircraft.id, id))
      : feed.scope === "customer"
        ? await db.select({ label: customer.name }).from(customer).where(eq(customer.id, id))
        : await db.select({ label: aircraftType.title }).from(aircraftType).where(eq(aircraftType.id, id));
  return row?.label ?? null;
}

async function toFeed(db: Db | Tx, row: FeedRow): Promise<CalendarFeed> {
  return {
    id: row.id,
    name: row.name,
    // Never "my flights": the operator's feeds only (`listFeeds`, `createFeed`).
    scope: row.scope as CalendarFeed["scope"],
    scopeId: row.scopeId,
    scopeLabel: (await scopeLabel(db, row)) ?? `${row.scope} no longer in the lists`,
    includeCancelled: row.includeCancelled,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** The operator's feeds; a pilot's own (scope "my flights") are theirs to make and stop, not listed here. */
export async function listFeeds(db: Db): Promise<CalendarFeed[]> {
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(ne(calendarFeeds.scope, "my flights"))
    .orderBy(asc(calendarFeeds.id));
  return Promise.all(rows.map((row) => toFeed(db, row)));
}

/** Makes a feed with a 256-bit token; only its hash is stored, so this answer is the token's only copy. */
export function createFeed(options: {
  db: Db;
  actor: Actor;
  payload: CalendarFeedPayload;
}): Promise<CreatedCalendarFeed> {
  const { db, actor, payload } = options;
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const scopeId = payload.scope === "all" ? null : (payload.scopeId ?? null);
    const label = await scopeLabel(tx, { scope: payload.scope, scopeId });
    if (label === null) throw new HttpError(400, `That ${payload.scope} does not exist`);
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        name: payload.name,
        tokenHash: hashToken(token),
        scope: payload.scope,
        scopeId,
        includeCancelled: payload.includeCancelled,
        createdBy: actor.name,
      })
      .returning();
    await recordHistory(tx, actor, {
      entity: "calendar feed",
      entityId: row!.id,
      label: payload.name,
      action: "created",
      details: { scope: payload.scope, scopeLabel: label, includeCancelled: payload.includeCancelled },
    });
    return { ...(await toFeed(tx, row!)), path: feedPath(token) };
  });
}

/** Revoking deletes the row: its address answers 404 from the next request on. */
export function revokeFeed(options: { db: Db; actor: Actor; id: number }): Promise<{ id: number }> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.id, id), ne(calendarFeeds.scope, "my flights")))
      .returning();
    if (!row) throw new HttpError(404, "That calendar feed does not exist");
    await recordHistory(tx, actor, {
      entity: "calendar feed",
      entityId: id,
      label: row.name,
      action: "deleted",
      details: { scope: row.scope },
    });
    return { id };
  });
}

/**
 * The feed a token opens with the operator's stored zone (null: the server's), or undefined: one query,
 * as every poll pays it, 304 or not.
 */
export async function feedByToken(
  db: Db,
  token: string,
): Promise<(FeedRow & { timeZone: string | null }) | undefined> {
  const [row] = await db
    .select({
      feed: calendarFeeds,
      timeZone: sql<string | null>`(select ${fleetSettings.timeZone} from ${fleetSettings})`,
    })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row && { ...row.feed, timeZone: row.timeZone };
}

/** A pilot's own feed (issue 46 item 7): scope "my flights", its scope id the account's; at most one. */
export async function readMyFeed(db: Db | Tx, userId: number): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.scope, "my flights"), eq(calendarFeeds.scopeId, userId)));
  return row;
}

/**
 * Makes the account's own feed, stopping the one it had: a new address for a pilot whose old one was
 * shared by mistake. Only the token's hash is kept; this answer is its only copy.
 */
export function createMyFeed(options: {
  db: Db;
  actor: Actor;
  userId: number;
  name: string;
}): Promise<{ row: FeedRow; path: string }> {
  const { db, actor, userId, name } = options;
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.scope, "my flights"), eq(calendarFeeds.scopeId, userId)));
    const [row] = await tx
      .insert(calendarFeeds)
      .values({
        name,
        tokenHash: hashToken(token),
        scope: "my flights",
        scopeId: userId,
        includeCancelled: false,
        createdBy: actor.name,
      })
      .returning();
    await recordHistory(tx, actor, {
      entity: "calendar feed",
      entityId: row!.id,
      label: name,
      action: "created",
      details: { scope: "my flights", scopeLabel: "My flights", includeCancelled: false },
    });
    return { row: row!, path: feedPath(token) };
  });
}

/** Stops the account's own feed: its address answers 404 from the next request on. */
export function revokeMyFeed(options: { db: Db; actor: Actor; userId: number }): Promise<{ id: number }> {
  const { db, actor, userId } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.scope, "my flights"), eq(calendarFeeds.scopeId, userId)))
      .returning();
    if (!row) throw new HttpError(404, "You have no calendar feed of your flights");
    await recordHistory(tx, actor, {
      entity: "calendar feed",
      entityId: row.id,
      label: row.name,
      action: "deleted",
      details: { scope: row.scope },
    });
    return { id: row.id };
  });
}
