import type { Database } from "./connection.ts";

/** WAL since the last checkpoint past which bulk work ends with one: one WAL segment. */
export const BULK_WAL_BYTES = 16 * 1024 * 1024;

/**
 * After bulk work on PGlite (an import or its check, which writes as much and rolls back), a checkpoint
 * when the work left more than `thresholdBytes` of WAL since the last one. PGlite never checkpoints by
 * itself between a start and a close (connection.ts, START_PARAMS), so without this the WAL of every
 * import stays until the next snapshot or restart, and the next start replays it; the checkpoint writes
 * the changed pages to their files and, with WAL recycling off, deletes the WAL before it. It holds the
 * one connection for as long as writing the changed pages takes (about 0.1 s after a 40,000-row
 * import). PostgreSQL's own checkpointer does this there. Answers whether it checkpointed.
 */
export async function checkpointAfterBulkWork(
  database: Database,
  thresholdBytes = BULK_WAL_BYTES,
): Promise<boolean> {
  if (database.kind !== "pglite") return false;
  const { rows } = await database.client.query<{ bytes: number }>(
    "select (pg_current_wal_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()",
  );
  if ((rows[0]?.bytes ?? 0) <= thresholdBytes) return false;
  await database.client.exec("checkpoint");
  return true;
}
