import { and, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { loginFailures } from "../db/schema.ts";
import { HttpError } from "../errors.ts";

/**
 * The sign-in limit, kept in the database so it holds across restarts and instances. A block is keyed
 * on the username *and* the address: someone elsewhere guessing a user's password cannot lock that
 * user out at their own desk. An address that fails for many usernames (password spraying) is
 * blocked as a whole, at a higher count. A username guessed from many addresses is checked only from
 * a browser it has signed in on before (auth/known-devices.ts), so a distributed guess is stopped
 * without shutting the user out of their usual desk (docs/decisions/025).
 */
export const MAX_LOGIN_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 30;
export const MAX_USERNAME_FAILURES = 30;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Records the attempt *before* its password is checked, then counts: concurrent guesses each see
 * the ones recorded before them, so no more than the limit are ever verified (issue: 100 concurrent
 * guesses had 62 checked). The row stands as a failure unless the password proves right or is never
 * checked (`forgetLoginAttempt`): only passwords actually checked count, so a refused or busy answer
 * is no guess. Throws 429, saying when to retry, when over the limit; resolves to the attempt's id.
 */
export async function beginLoginAttempt(
  db: Db,
  { username, address, knownDevice }: { username: string; address: string; knownDevice: boolean },
  now: Date,
) {
  const key = username.toLowerCase();
  const [attempt] = await db
    .insert(loginFailures)
    .values({ username: key, address, failedAt: now })
    .returning({ id: loginFailures.id });
  if (!attempt) throw new Error("The sign-in attempt was not recorded");
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const byAddress = eq(loginFailures.address, address);
  const byUsername = eq(loginFailures.username, key);
  const oldest = (where: SQL) =>
    sql<Date | null>`min(${loginFailures.failedAt}) filter (where ${where})`.mapWith(
      (value) => new Date(value),
    );
  const [counts] = await db
    .select({
      byPair: sql<number>`count(*) filter (where ${and(byAddress, byUsername)})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${byAddress})`.mapWith(Number),
      byUsername: sql<number>`count(*) filter (where ${byUsername})`.mapWith(Number),
      oldestOfAddress: oldest(byAddress),
      oldestOfUsername: oldest(byUsername),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.failedAt, since), or(byAddress, byUsername)));
  // Old rows no longer count; dropping them here keeps the table small without a scheduler.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, since));
  if (!counts) return attempt.id;
  const addressBlocked = counts.byPair > MAX_LOGIN_FAILURES || counts.byAddress > MAX_ADDRESS_FAILURES;
  const usernameBlocked = !knownDevice && counts.byUsername > MAX_USERNAME_FAILURES;
  if (!addressBlocked && !usernameBlocked) return attempt.id;

  await forgetLoginAttempt(db, attempt.id);
  const from = addressBlocked ? counts.oldestOfAddress : counts.oldestOfUsername;
  const retryMs = (from?.getTime() ?? now.getTime()) + LOGIN_FAILURE_WINDOW_MS - now.getTime();
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  const wait = `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  throw new HttpError(
    429,
    addressBlocked
      ? `Too many failed sign-in attempts. ${wait}`
      : `Too many failed sign-in attempts for this user from elsewhere. Sign in on a computer you have used before, or ${wait.toLowerCase()}`,
  );
}

/** A correct password, or one never checked (the server was busy): the attempt is not a failure. */
export async function forgetLoginAttempt(db: Db, attemptId: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}
