import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { createUserPayload, password as passwordRule, updateUserPayload } from "../../shared/users.ts";
import type { Db } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { createAccount, resetAccountPassword, updateAccount } from "./accounts.ts";

/**
 * `npm run user`'s commands, through the same services, rules and history as the Settings page
 * (docs/decisions/016): the password rules, the last user who can manage users, one record per change.
 */
export class UserCommandError extends Error {}

/** Who the history says made a change from the command line: no signed-in user, so no user id. */
export const COMMAND_LINE: Actor = { id: null, username: "npm run user", name: "Command line" };

async function findUser(db: Db, username: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new UserCommandError(`There is no user named '${username}'.`);
  return user;
}

/** The payload as the API would accept it, or the first rule it breaks, as the API would say it. */
function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new UserCommandError(`${result.error.issues[0]?.message}.`);
  return result.data;
}

/** A refusal of a service (a username taken, the last manager) said as the command's error. */
async function asCommand<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw new UserCommandError(`${error.message}.`);
    throw error;
  }
}

/** Creates a user; returns the password (the one given, or a generated one to print). */
export async function addUser(
  db: Db,
  options: { username: string; name: string; canEdit: boolean; password?: string },
): Promise<string> {
  const payload = parsed(createUserPayload, { ...options, canManageUsers: false });
  const created = await asCommand(() => createAccount({ db, actor: COMMAND_LINE, payload }));
  return options.password ?? (created.password as string);
}

/** Sets a new password and ends the user's sessions, so an old password's sessions stop working. */
export async function setPassword(db: Db, username: string, password?: string): Promise<string> {
  const user = await findUser(db, username);
  if (password !== undefined) parsed(passwordRule, password);
  const answer = await resetAccountPassword({ db, actor: COMMAND_LINE, id: user.id, password });
  return password ?? (answer.password as string);
}

async function update(db: Db, username: string, change: z.input<typeof updateUserPayload>) {
  const user = await findUser(db, username);
  const payload = parsed(updateUserPayload, change);
  await asCommand(() => updateAccount({ db, actor: COMMAND_LINE, id: user.id, payload, now: new Date() }));
}

export const setCanEdit = (db: Db, username: string, canEdit: boolean) => update(db, username, { canEdit });

/** Grants or removes the right to manage users (Settings' users, docs/decisions/016). */
export const setCanManageUsers = (db: Db, username: string, canManageUsers: boolean) =>
  update(db, username, { canManageUsers });

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

/**
 * Removes the user; their sessions go with them (the foreign key cascades), their name stays on the
 * history. The last active user who can manage users is kept, as the Settings page keeps them.
 */
export async function removeUser(db: Db, username: string): Promise<void> {
  const user = await findUser(db, username);
  await db.transaction(async (tx) => {
    if (user.canManageUsers && !user.disabledAt) {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.canManageUsers, true), isNull(users.disabledAt), ne(users.id, user.id)));
      if ((others?.n ?? 0) === 0)
        throw new UserCommandError(
          `'${user.username}' is the last user who can manage users; give another user that right first.`,
        );
    }
    await tx.delete(users).where(eq(users.id, user.id));
    await recordHistory(tx, COMMAND_LINE, {
      entity: "user",
      entityId: user.id,
      label: `${user.name} (${user.username})`,
      action: "deleted",
    });
  });
}
