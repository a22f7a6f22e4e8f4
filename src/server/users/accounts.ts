import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { HistoryChange } from "../../shared/history.ts";
import type { createUserPayload, ManagedUser, updateUserPayload } from "../../shared/users.ts";
import { generatePassword, hashPassword } from "../auth/passwords.ts";
import type { Db, Tx } from "../db/connection.ts";
import { sessions, users } from "../db/schema.ts";
import { conflict, notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

type UserRow = typeof users.$inferSelect;
// Any constant: changes of rights and of the disabled flag run one at a time, so two managers removing
// each other's right at once cannot leave nobody who manages users.
const RIGHTS_LOCK_KEY = 727_020;

/** A user as the API answers it: never the password hash. */
const toManagedUser = (row: UserRow): ManagedUser => ({
  id: row.id,
  username: row.username,
  name: row.name,
  canEdit: row.canEdit,
  canManageUsers: row.canManageUsers,
  disabled: row.disabledAt !== null,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const yesNo = (value: boolean) => (value ? "yes" : "no");

/** Users by name, ignoring case. */
export async function listAccounts(options: { db: Db }): Promise<ManagedUser[]> {
  const rows = await options.db.select().from(users).orderBy(sql`lower(${users.name})`, asc(users.id));
  return rows.map(toManagedUser);
}

/** `POST /api/users`: 409 when the username is taken, ignoring case; a generated password is answered once. */
export async function createAccount(options: {
  db: Db;
  actor: Actor;
  payload: z.output<typeof createUserPayload>;
}): Promise<ManagedUser & { password?: string }> {
  const { db, actor, payload } = options;
  const password = payload.password ?? generatePassword();
  // Hashed before the transaction: it takes about 70 ms, and PGlite runs one transaction at a time.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${payload.username})`);
    if (taken) throw conflict(`A user named '${payload.username}' already exists`);
    const [row] = await tx
      .insert(users)
      .values({
        username: payload.username,
        name: payload.name,
        canEdit: payload.canEdit,
        canManageUsers: payload.canManageUsers,
        passwordHash,
      })
      .returning();
    await recordHistory(tx, actor, {
      entity: "user",
      entityId: row!.id,
      label: `${row!.name} (${row!.username})`,
      action: "created",
      changes: [
        ...fieldChange("Can edit", null, yesNo(row!.canEdit)),
        ...fieldChange("Can manage users", null, yesNo(row!.canManageUsers)),
      ],
    });
    const user = toManagedUser(row!);
    return payload.password === undefined ? { ...user, password } : user;
  });
}

async function lockUser(tx: Tx, id: number): Promise<UserRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RIGHTS_LOCK_KEY})`);
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row) throw notFound(`User ${id} not found`);
  return row;
}

/**
 * `PATCH /api/users/{id}`: name, rights and disabling. Nobody disables themselves, and the last active
 * user who can manage users keeps that right and stays enabled (409). Disabling ends the user's
 * sessions in the same transaction; a rights change takes effect on their next request on every
 * instance (it moves the auth counter, docs/decisions/019).
 */
export function updateAccount(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: z.output<typeof updateUserPayload>;
  now: Date;
}): Promise<ManagedUser> {
  const { db, actor, id, payload, now } = options;
  return db.transaction(async (tx) => {
    const old = await lockUser(tx, id);
    const wasDisabled = old.disabledAt !== null;
    const disabled = payload.disabled ?? wasDisabled;
    if (disabled && !wasDisabled && id === actor.id) throw conflict("You cannot disable yourself");
    const canManageUsers = payload.canManageUsers ?? old.canManageUsers;
    if (old.canManageUsers && !wasDisabled && (!canManageUsers || disabled)) {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.canManageUsers, true), isNull(users.disabledAt), ne(users.id, id)));
      if ((others?.n ?? 0) === 0) {
        throw conflict(
          `${old.name} is the last user who can manage users; give another user that right first`,
        );
      }
    }
    const [row] = await tx
      .update(users)
      .set({
        name: payload.name ?? old.name,
        canEdit: payload.canEdit ?? old.canEdit,
        canManageUsers,
        disabledAt: disabled ? (old.disabledAt ?? now) : null,
      })
      .where(eq(users.id, id))
      .returning();
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
    const changes: HistoryChange[] = [
      ...fieldChange("Name", old.name, row!.name),
      ...fieldChange("Can edit", yesNo(old.canEdit), yesNo(row!.canEdit)),
      ...fieldChange("Can manage users", yesNo(old.canManageUsers), yesNo(row!.canManageUsers)),
      ...fieldChange("Disabled", yesNo(wasDisabled), yesNo(disabled)),
    ];
    await recordHistory(tx, actor, {
      entity: "user",
      entityId: id,
      label: `${row!.name} (${row!.username})`,
      action: "changed",
      changes,
    });
    return toManagedUser(row!);
  });
}

/**
 * `POST /api/users/{id}/password`: sets a new password (or generates one, answered once) and ends the
 * user's sessions. The record says the password was reset, never what to.
 */
export async function resetAccountPassword(options: {
  db: Db;
  actor: Actor;
  id: number;
  password?: string;
}): Promise<{ password?: string }> {
  const { db, actor, id } = options;
  const password = options.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ passwordHash }).where(eq(users.id, id)).returning();
    if (!row) throw notFound(`User ${id} not found`);
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordHistory(tx, actor, {
      entity: "user",
      entityId: id,
      label: `${row.name} (${row.username})`,
      action: "changed",
      changes: [{ field: "Password", date: null, from: null, to: "reset" }],
    });
    return options.password === undefined ? { password } : {};
  });
}
