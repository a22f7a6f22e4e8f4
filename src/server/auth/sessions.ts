import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { INACTIVITY_TIMEOUT_MS, type User, WALL_DISPLAY_USERNAME } from "../../shared/auth.ts";
import {
  KEPT_SESSION_LIFETIME_MS,
  SESSION_LIFETIME_MS,
  WALL_DISPLAY_SESSION_LIFETIME_MS,
} from "../../shared/session-rules.ts";
import type { Db } from "../db/connection.ts";
import { sessions, users } from "../db/schema.ts";

export const SESSION_COOKIE = "sid";
// Writing last_seen_at on every request would make each read a write; this much slack is harmless.
const TOUCH_INTERVAL_MS = 15_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Starts a session and returns the cookie's token: 256 random bits, stored only as its hash. `kept`
 * asks for 'Keep me signed in on this phone'; `findSession` honours it only for a user who cannot edit.
 */
export async function createSession(db: Db, userId: number, now: Date, kept = false): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ id: hashToken(token), userId, createdAt: now, lastSeenAt: now, kept });
  return token;
}

/** Ends every kept sign-in of a user (Settings, docs/decisions/032) and says how many there were. */
export async function deleteKeptSessions(db: Db, userId: number): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kept, true)))
    .returning({ id: sessions.id });
  return gone.length;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** A live session as last read from the database. */
export interface Session {
  user: User;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * Whether a session read earlier may still be trusted at `now` without the database: it has neither
 * idled past the touch interval (after which the database is asked, and touched) nor outlived its
 * lifetime. Anything else goes back to `findSession`, which applies every rule.
 */
export function recentlySeen(session: Session, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() <= TOUCH_INTERVAL_MS &&
    now.getTime() - session.createdAt.getTime() <= lifetimeOf(session.user)
  );
}

/**
 * A kept sign-in counts only while its user cannot edit: an editor's phone gets the normal rules, and a
 * user given the right to edit loses the kept session's long life at once (docs/decisions/032).
 */
const isKept = (kept: boolean, user: User) => kept && !user.can_edit;

const lifetimeOf = (user: User) => {
  if (user.username === WALL_DISPLAY_USERNAME) return WALL_DISPLAY_SESSION_LIFETIME_MS;
  return user.kept ? KEPT_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
};

/**
 * The session behind a token, or null when there is none, it has been idle for longer than the
 * inactivity timeout (product §9), or it has outlived its absolute lifetime. The wall-display user
 * never idles out (product §4) and has a longer lifetime; so does a read-only user's kept sign-in.
 * `touch: false` checks without counting as activity (the live-refresh stream's periodic check).
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  { touch = true }: { touch?: boolean } = {},
): Promise<Session | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      kept: sessions.kept,
      user: {
        id: users.id,
        username: users.username,
        name: users.name,
        can_edit: users.canEdit,
        can_manage_users: users.canManageUsers,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A disabled user's sessions are deleted when they are disabled; this makes sure of it.
    .where(and(eq(sessions.id, id), isNull(users.disabledAt)));
  if (!row) return null;

  const { kept, ...read } = row;
  const session: Session = isKept(kept, row.user) ? { ...read, user: { ...row.user, kept: true } } : read;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  const ageMs = now.getTime() - row.createdAt.getTime();
  const neverIdles = row.user.username === WALL_DISPLAY_USERNAME || session.user.kept === true;
  if ((!neverIdles && idleMs > INACTIVITY_TIMEOUT_MS) || ageMs > lifetimeOf(session.user)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (touch && idleMs > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    return { ...session, lastSeenAt: now };
  }
  return session;
}

export async function findSessionUser(
  db: Db,
  token: string,
  now: Date,
  options: { touch?: boolean } = {},
): Promise<User | null> {
  return (await findSession(db, token, now, options))?.user ?? null;
}

/** Removes sessions that can no longer be used, so the table does not grow without bound. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - INACTIVITY_TIMEOUT_MS);
  const wallDisplayUsers = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, WALL_DISPLAY_USERNAME));
  await db.delete(sessions).where(
    or(
      and(
        lt(sessions.lastSeenAt, cutoff),
        sql`${sessions.userId} not in ${wallDisplayUsers}`,
        // A kept sign-in of a user who can now edit idles out in findSession when next used.
        eq(sessions.kept, false),
      ),
      lt(sessions.createdAt, new Date(now.getTime() - WALL_DISPLAY_SESSION_LIFETIME_MS)),
    ),
  );
}

export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
