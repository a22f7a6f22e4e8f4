import { closeSync, fsyncSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { and, asc, gt, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { history } from "../db/schema.ts";
import { type Actor, recordHistory } from "./record-history.ts";

/** `npm run history:archive` as the record names it. */
export const ARCHIVE_COMMAND: Actor = { id: null, username: "npm run history:archive", name: "Command line" };

/** Records read (and written to the file) at a time: a ten-year archive never sits in memory whole. */
const BATCH = 5_000;

export class ArchiveError extends Error {}

/**
 * Moves the history records older than `before` to `file`, one JSON object a line, oldest first
 * (docs/decisions/034). The file is created (never overwritten: an existing file is refused, so a
 * re-run cannot clobber an archive), written and fsynced with its directory before any record is
 * deleted; the delete and a record saying what was archived commit in the same transaction as the read.
 * A failure before that commit leaves every record in the database and the file as a copy of some.
 * Nothing older: no file, no record.
 */
export async function archiveHistory(options: {
  db: Db;
  before: Date;
  file: string;
  actor?: Actor;
}): Promise<{ count: number }> {
  const { db, before, file, actor = ARCHIVE_COMMAND } = options;
  return db.transaction(async (tx) => {
    // The append-only trigger lets this transaction's DELETE through (migration 0059).
    await tx.execute(sql`select set_config('history.archiving', 'on', true)`);
    const old = lt(history.at, before);
    let fd: number | undefined;
    let count = 0;
    let lastId = 0;
    try {
      for (;;) {
        const rows = await tx
          .select()
          .from(history)
          .where(and(old, gt(history.id, lastId)))
          .orderBy(asc(history.id))
          .limit(BATCH);
        if (rows.length === 0) break;
        fd ??= openNew(file);
        writeSync(fd, rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
        count += rows.length;
        lastId = rows.at(-1)!.id;
      }
      if (fd === undefined) return { count: 0 };
      fsyncSync(fd);
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    syncDirectory(dirname(file));
    // Exactly the records written: none newer than the last one read can be older than `before` anyway.
    await tx.delete(history).where(and(old, lte(history.id, lastId)));
    await recordHistory(tx, actor, {
      entity: "history",
      entityId: null,
      label: `before ${before.toISOString().slice(0, 10)}`,
      action: "archived",
      details: { count, file, before: before.toISOString() },
    });
    return { count };
  });
}

function openNew(file: string): number {
  try {
    return openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new ArchiveError(`${file} already exists: an archive is never overwritten; name a new file.`);
    }
    throw error;
  }
}

/** A new file's name is durable once its directory is synced too. */
function syncDirectory(directory: string) {
  const fd = openSync(directory, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `--older-than 5y` (or `5`): the moment that many whole years before `now`; at least one year. */
export function archiveCutoff(olderThan: string | undefined, now: Date): Date {
  const match = /^(\d+)y?$/.exec(olderThan ?? "");
  const years = match ? Number(match[1]) : 0;
  if (years < 1 || years > 100) {
    throw new ArchiveError(
      "--older-than must be a number of years from 1 to 100, for example --older-than 5y.",
    );
  }
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  return before;
}
