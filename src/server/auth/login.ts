import { eq, sql } from "drizzle-orm";
import type { User } from "../../shared/auth.ts";
import type { Db } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { isKnownDevice, rememberDevice } from "./known-devices.ts";
import { beginLoginAttempt, forgetLoginAttempt } from "./login-limit.ts";
import { inPasswordCheckSlot, passwordHashForUnknownUser, verifyPassword } from "./passwords.ts";
import { createSession, deleteExpiredSessions, deleteSession } from "./sessions.ts";

/**
 * Signs a user in (product §6): counts the attempt against the sign-in limit, checks the password
 * (as long for an unknown user as for a known one), and starts a session. Resolves to the user and
 * the new session's token and known-devices cookie; throws 401, 403 (a disabled user), 429 or 503 (too
 * many password checks at once).
 */
export async function login(options: {
  db: Db;
  username: string;
  password: string;
  /** The client's address, for the sign-in limit. */
  address: string;
  /** The session the browser had before, if any: ended, so every sign-in gets a new session id. */
  previousToken: string | undefined;
  /** The browser's known-devices cookie (auth/known-devices.ts). */
  knownDevices: string | undefined;
  /** 'Keep me signed in on this phone': granted only to a user who cannot edit (docs/decisions/032). */
  keepSignedIn?: boolean;
  now: Date;
}): Promise<{ user: User; token: string; knownDevices: string }> {
  const { db, username, password, address, previousToken, now } = options;
  // Usernames are matched ignoring case: `engineering` on a wall PC is the user `Engineering`.
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  const knownDevice = row ? isKnownDevice(options.knownDevices, row) : false;
  const attempt = await beginLoginAttempt(db, { username, address, knownDevice }, now);

  const busy = new HttpError(503, "The server is busy signing people in. Try again in a moment.");
  let valid: boolean;
  try {
    valid = await inPasswordCheckSlot(
      async () => verifyPassword(row?.passwordHash ?? (await passwordHashForUnknownUser()), password),
      () => busy,
    );
  } catch (error) {
    // No password was checked: a busy answer is not a guess (docs/decisions/025).
    if (error === busy) await forgetLoginAttempt(db, attempt);
    throw error;
  }
  if (!row || !valid) throw new HttpError(401, "Invalid username or password");
  // Said only to someone who knows the password: a disabled account is no secret to its owner (docs/decisions/016).
  if (row.disabledAt) throw new HttpError(403, "This account is disabled; ask a user who manages users");
  await forgetLoginAttempt(db, attempt);
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, row.id));

  if (previousToken) await deleteSession(db, previousToken);
  await deleteExpiredSessions(db, now);
  const kept = options.keepSignedIn === true && !row.canEdit;
  const token = await createSession(db, row.id, now, kept);
  const user: User = {
    id: row.id,
    username: row.username,
    name: row.name,
    can_edit: row.canEdit,
    can_manage_users: row.canManageUsers,
    ...(kept ? { kept } : {}),
  };
  return { user, token, knownDevices: rememberDevice(options.knownDevices, row, now) };
}
