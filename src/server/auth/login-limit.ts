import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { loginFailures } from "../db/schema.ts";
import { HttpError } from "../errors.ts";

/** More than this many failed sign-ins for one username or one address within the window answer 429. */
export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** Throws 429, saying when to retry, once a username or address has failed too often recently. */
export async function assertLoginAllowed(db: Db, username: string, address: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const counts = await db
    .select({
      byUsername: sql<number>`count(*) filter (where ${loginFailures.username} = ${username})`.mapWith(
        Number,
      ),
      byAddress: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})`.mapWith(Number),
      oldest: sql<Date>`min(${loginFailures.failedAt})`.mapWith((value) => new Date(value)),
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.failedAt, since),
        or(eq(loginFailures.username, username), eq(loginFailures.address, address)),
      ),
    );
  const row = counts[0];
  if (!row || (row.byUsername < MAX_LOGIN_FAILURES && row.byAddress < MAX_LOGIN_FAILURES)) return;

  const retryMs = row.oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

export async function recordLoginFailure(db: Db, username: string, address: string, now: Date) {
  await db.insert(loginFailures).values({ username, address, failedAt: now });
  // Old rows no longer count; dropping them here keeps the table small without a scheduler.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
}
