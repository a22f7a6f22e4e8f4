import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { HistoryChange, HistoryEntity } from "../../shared/history.ts";
import type { Db, Tx } from "../db/connection.ts";
import { notFound } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

type Table = PgTable & { id: AnyPgColumn };
type Row<T extends Table> = T["$inferSelect"] & { id: number };

/**
 * What the create, update and delete of one kind of reference data (customers, locations, aircraft
 * types, statuses, aircraft) need to know of it; each kind's own file adds only its checks and the
 * fields its history names.
 */
export interface ReferenceKind<T extends Table> {
  table: T;
  entity: HistoryEntity;
  /** How a 404 names it: "Customer 7 not found". */
  noun: string;
  /** The 409 when its case-insensitive unique name is taken. */
  duplicate: string;
  /** Its name in history lists. */
  label: (row: Row<T>) => string;
}

/** Locks the row for the rest of the transaction, so a write that would use it waits; 404 if missing. */
export async function lockReference<T extends Table>(tx: Tx, kind: ReferenceKind<T>, id: number) {
  const [row] = await tx
    .select()
    .from(kind.table as PgTable)
    .where(eq(kind.table.id, id))
    .for("update");
  if (!row) throw notFound(`${kind.noun} ${id} not found`);
  return row as Row<T>;
}

/** Inserts and records "created", in one transaction; `check` runs first, `changes` names set fields. */
export function createReference<T extends Table>(options: {
  db: Db;
  actor: Actor;
  kind: ReferenceKind<T>;
  values: T["$inferInsert"];
  check?: (tx: Tx) => Promise<void>;
  changes?: (tx: Tx, row: Row<T>) => Promise<HistoryChange[]>;
}): Promise<Row<T>> {
  const { db, actor, kind, values, check, changes } = options;
  return db.transaction(async (tx) => {
    await check?.(tx);
    const [row] = (await unlessDuplicate(
      tx.insert(kind.table).values(values).returning(),
      kind.duplicate,
    )) as [Row<T>];
    await recordHistory(tx, actor, {
      entity: kind.entity,
      entityId: row.id,
      label: kind.label(row),
      action: "created",
      ...(changes && { changes: await changes(tx, row) }),
    });
    return row;
  });
}

/**
 * Locks the row, runs `check` on it, updates it and records "changed" with the fields `changes` names
 * (no record when none changed), in one transaction.
 */
export function updateReference<T extends Table>(options: {
  db: Db;
  actor: Actor;
  kind: ReferenceKind<T>;
  id: number;
  values: Partial<T["$inferInsert"]>;
  check?: (tx: Tx, old: Row<T>) => Promise<void>;
  changes: (old: Row<T>, row: Row<T>, tx: Tx) => HistoryChange[] | Promise<HistoryChange[]>;
}): Promise<Row<T>> {
  const { db, actor, kind, id, values, check, changes } = options;
  return db.transaction(async (tx) => {
    const old = await lockReference(tx, kind, id);
    await check?.(tx, old);
    const [row] = (await unlessDuplicate(
      tx.update(kind.table).set(values).where(eq(kind.table.id, id)).returning(),
      kind.duplicate,
    )) as [Row<T>];
    await recordHistory(tx, actor, {
      entity: kind.entity,
      entityId: id,
      label: kind.label(row),
      action: "changed",
      changes: await changes(old, row, tx),
    });
    return row;
  });
}

/**
 * Locks the row, so a write about to use it waits for the delete; `check` answers 409 while anything
 * still uses it; then deletes it and records "deleted", in one transaction.
 */
export function deleteReference<T extends Table>(options: {
  db: Db;
  actor: Actor;
  kind: ReferenceKind<T>;
  id: number;
  check: (tx: Tx, row: Row<T>) => Promise<void>;
}): Promise<Row<T>> {
  const { db, actor, kind, id, check } = options;
  return db.transaction(async (tx) => {
    const row = await lockReference(tx, kind, id);
    await check(tx, row);
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recordHistory(tx, actor, {
      entity: kind.entity,
      entityId: id,
      label: kind.label(row),
      action: "deleted",
    });
    return row;
  });
}
