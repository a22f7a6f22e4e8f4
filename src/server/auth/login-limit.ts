import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { loginFailures } from "../db/schema.ts";
import { HttpError } from "../errors.ts";

/**
 * The sign-in limit, kept in the database so it holds across restarts and instances. A block is keyed
 * on the username *and* the address: someone elsewhere guessing a user's password cannot lock that
 * user out at their own desk. An address that fails for many usernames (password spraying) is
 * blocked as a whole, at a higher count.
 */
export const MAX_LOGIN_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 30;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Records the attempt *before* its password is checked, then counts: concurrent guesses each see
 * the ones recorded before them, so no more than the limit are ever verified (issue: 100 concurrent
 * guesses had 62 checked). The row stands as a failure unless `loginSucceeded` removes it.
 * Throws 429, saying when to retry, when over the limit; resolves to the attempt's id otherwise.
 */
export async function beginLoginAttempt(db: Db, username: string, address: string, now: Date) {
  const key = username.toLowerCase();
  const [attempt] = await db
    .insert(loginFailures)
    .values({ username: key, address, failedAt: now })
    .returning({ id: loginFailures.id });
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [counts] = await db
    .select({
      byPair: sql<number>`count(*) filter (where ${loginFailures.username} = ${key})`.mapWith(Number),
      byAddress: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<Date>`min(${loginFailures.failedAt})`.mapWith((value) => new Date(value)),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.failedAt, since), eq(loginFailures.address, address)));
  // Old rows no longer count; dropping them here keeps the table small without a scheduler.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, since));
  if (!attempt) throw new Error("The sign-in attempt was not recorded");
  if (!counts || (counts.byPair <= MAX_LOGIN_FAILURES && counts.byAddress <= MAX_ADDRESS_FAILURES)) {
    return attempt.id;
  }
  const retryMs = counts.oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** A correct password: the attempt is not a failure after all. */
export async function loginSucceeded(db: Db, attemptId: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}
