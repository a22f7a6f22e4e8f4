import { asc, eq, sql } from "drizzle-orm";
import { generatePassword, hashPassword } from "../auth/passwords.ts";
import { deleteSessionsOfUser } from "../auth/sessions.ts";
import type { Db } from "../db/connection.ts";
import { users } from "../db/schema.ts";

export class UserCommandError extends Error {}

async function findUser(db: Db, username: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new UserCommandError(`There is no user named '${username}'.`);
  return user;
}

/** Creates a user; returns the password (the one given, or a generated one to print). */
export async function addUser(
  db: Db,
  options: { username: string; name: string; canEdit: boolean; password?: string },
): Promise<string> {
  const username = options.username.trim();
  if (!username) throw new UserCommandError("The username must not be empty.");
  if (!options.name.trim()) throw new UserCommandError("The name must not be empty (--name).");
  const [existing] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  if (existing) throw new UserCommandError(`A user named '${username}' already exists.`);
  const password = options.password ?? generatePassword();
  await db.insert(users).values({
    username,
    name: options.name.trim(),
    canEdit: options.canEdit,
    passwordHash: await hashPassword(password),
  });
  return password;
}

/** Sets a new password and ends the user's sessions, so an old password's sessions stop working. */
export async function setPassword(db: Db, username: string, password = generatePassword()): Promise<string> {
  const user = await findUser(db, username);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  await deleteSessionsOfUser(db, user.id);
  return password;
}

export async function setCanEdit(db: Db, username: string, canEdit: boolean): Promise<void> {
  const user = await findUser(db, username);
  await db.update(users).set({ canEdit }).where(eq(users.id, user.id));
}

/** Grants or removes the right to manage users (Settings' users, issue 12). */
export async function setCanManageUsers(db: Db, username: string, canManageUsers: boolean): Promise<void> {
  const user = await findUser(db, username);
  await db.update(users).set({ canManageUsers }).where(eq(users.id, user.id));
}

export function listUsers(db: Db) {
  return db
    .select({
      username: users.username,
      name: users.name,
      canEdit: users.canEdit,
      canManageUsers: users.canManageUsers,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
    })
    .from(users)
    .orderBy(asc(users.username));
}

/** Removes the user; their sessions go with them (the foreign key cascades). */
export async function removeUser(db: Db, username: string): Promise<void> {
  const user = await findUser(db, username);
  await db.delete(users).where(eq(users.id, user.id));
}
