import type { User } from "../../shared/auth.ts";
import type { HistoryAction, HistoryChange, HistoryEntity } from "../../shared/history.ts";
import type { Tx } from "../db/connection.ts";
import { history } from "../db/schema.ts";

/** Who made a change: the signed-in user of the request, or `npm run user` (no user id). */
export type Actor = Pick<User, "username" | "name"> & { id: number | null };

export interface HistoryRecord {
  entity: HistoryEntity;
  entityId: number | null;
  /** The thing's name as it is now (or was, for a delete). */
  label: string;
  action: HistoryAction;
  changes?: HistoryChange[];
  details?: Record<string, unknown>;
  /** Rows kept so the change can be undone (a deleted booking); never sent to browsers. */
  snapshot?: unknown;
}

/**
 * Writes history records (docs/decisions/016). Every write service calls this inside its own
 * transaction, so a change and its record commit or roll back together. A change that changed nothing
 * (an edit saving the same value) leaves no record.
 */
export async function recordHistory(tx: Tx, actor: Actor, records: HistoryRecord | HistoryRecord[]) {
  const rows = (Array.isArray(records) ? records : [records]).filter(
    (record) => record.action !== "changed" || (record.changes?.length ?? 0) > 0,
  );
  if (rows.length === 0) return;
  await tx.insert(history).values(
    rows.map((record) => ({
      userId: actor.id,
      username: actor.username,
      userName: actor.name,
      entity: record.entity,
      entityId: record.entityId,
      label: record.label,
      action: record.action,
      changes: record.changes ?? [],
      details: record.details ?? null,
      snapshot: record.snapshot ?? null,
    })),
  );
}

/** A field's change, or nothing when the value is the same. */
export function fieldChange(
  field: string,
  from: string | null | undefined,
  to: string | null | undefined,
  date: string | null = null,
): HistoryChange[] {
  const before = from ?? null;
  const after = to ?? null;
  return before === after ? [] : [{ field, date, from: before, to: after }];
}
