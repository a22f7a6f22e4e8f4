import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
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
 * (docs/decisions/034). The file is never overwritten: an existing one is refused, so a re-run cannot
 * clobber an archive. It is written as `FILE.partial` and takes its name only once complete and
 * fsynced (docs/decisions/046), so a file under the archive's name is always a whole archive: a run killed
 * while writing leaves `FILE.partial`, which the next run to that name refuses until it is removed. The name
 * is made durable (the directory fsynced) before any record is deleted; the delete and a record saying
 * what was archived commit in the same transaction as the read. A failure before that commit leaves
 * every record in the database, and at most a complete copy of them under the archive's name.
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
    const partial = partialFile(file);
    let fd: number | undefined;
    let count = 0;
    let lastId = 0;
    try {
      try {
        for (;;) {
          const rows = await tx
            .select()
            .from(history)
            .where(and(old, gt(history.id, lastId)))
            .orderBy(asc(history.id))
            .limit(BATCH);
          if (rows.length === 0) break;
          fd ??= openNew(file, partial);
          writeSync(fd, rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
          count += rows.length;
          lastId = rows.at(-1)!.id;
        }
        if (fd === undefined) return { count: 0 };
        fsyncSync(fd);
      } finally {
        if (fd !== undefined) closeSync(fd);
      }
      nameWithoutOverwriting(partial, file);
    } catch (error) {
      // Failed, not killed: the partial file is of no use, and would only stop the next run.
      if (fd !== undefined) unlinkSync(partial);
      throw error;
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

/** Where an archive is written until it is complete: `FILE.partial`, beside it. */
export const partialFile = (file: string) => `${file}.partial`;

const alreadyExists = (file: string) =>
  new ArchiveError(`${file} already exists: an archive is never overwritten; name a new file.`);

/** Opens `partial` for the archive to `file`, refusing when either exists. */
function openNew(file: string, partial: string): number {
  if (existsSync(file)) throw alreadyExists(file);
  try {
    return openSync(partial, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new ArchiveError(
        `${partial} exists: an archive to ${file} was stopped before it finished (its records are all ` +
          "still in the database) or is being written now; remove it, then run again.",
      );
    }
    throw error;
  }
}

/**
 * Gives the complete archive its name, never over a file that took the name meanwhile: a hard link
 * fails if the name exists, where a rename would replace it. Where the file system has no hard links,
 * a rename after a last look.
 */
function nameWithoutOverwriting(partial: string, file: string) {
  try {
    linkSync(partial, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw alreadyExists(file);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw error;
    if (existsSync(file)) throw alreadyExists(file);
    renameSync(partial, file);
    return;
  }
  unlinkSync(partial);
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

const OLDER_THAN_MESSAGE =
  "--older-than must be a number of years from 1 to 100, for example --older-than 5y.";

/** `--older-than 5y` (or `5`): the moment that many whole years before `now`; at least one year. */
export function archiveCutoff(olderThan: string | undefined, now: Date): Date {
  const match = /^(\d+)y?$/.exec(olderThan ?? "");
  const years = match ? Number(match[1]) : 0;
  if (years < 1 || years > 100) throw new ArchiveError(OLDER_THAN_MESSAGE);
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  return before;
}

export const ARCHIVE_USAGE = "Usage:\n  npm run history:archive -- --older-than <years>y --to FILE";

/**
 * The command's arguments, or an ArchiveError saying in one sentence what is wrong with them
 * (docs/decisions/046: `--older-than -1` printed node's stack trace). A value that starts with a dash is
 * taken as the value (node's parseArgs calls `-1` ambiguous), so `--older-than -1` is told the years it
 * may be.
 */
export function parseArchiveArgs(
  args: string[],
  now: Date,
): { help: true } | { help: false; before: Date; file: string } {
  const joined: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    const next = args[index + 1];
    if ((arg === "--older-than" || arg === "--to") && next !== undefined && /^-[^-]/.test(next)) {
      joined.push(`${arg}=${next}`);
      index++;
    } else joined.push(arg);
  }
  let values: { "older-than"?: string; to?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: joined,
      options: {
        "older-than": { type: "string" },
        to: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new ArchiveError(argumentsMessage(error));
  }
  if (values.help) return { help: true };
  if (!values.to) throw new ArchiveError(`--to FILE is needed.\n${ARCHIVE_USAGE}`);
  return { help: false, before: archiveCutoff(values["older-than"], now), file: resolve(values.to) };
}

const TAKES = "the command takes --older-than <years>y and --to FILE (--help prints how).";

/** A sentence for node's parseArgs error (whose own message ends in a stack trace when printed). */
function argumentsMessage(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : "";
  const named = /'([^']*)'/.exec(text)?.[1] ?? "";
  switch (code) {
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      if (named.startsWith("--older-than")) return OLDER_THAN_MESSAGE;
      if (named.startsWith("--to"))
        return "--to needs a file name, for example --to history-before-2021.jsonl.";
      return `${named || "An option"} needs no value: ${TAKES}`;
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `Unknown option ${named}: ${TAKES}`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `Unexpected argument '${named}': ${TAKES}`;
    default:
      throw error;
  }
}
