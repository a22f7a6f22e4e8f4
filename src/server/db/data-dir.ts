import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DataDirLockedError } from "./data-dir-lock.ts";

/**
 * The file in DATA_DIR naming the directory inside it that holds the database (docs/decisions/024).
 * Without it the database is DATA_DIR itself, as every data directory before restores had it. A restore
 * writes the new database beside the old one and switches by renaming a new pointer over this one: one
 * step, so at every moment the directory holds either the old database or the new.
 */
export const POINTER = "current-database";
/** How a restore names the directory it writes a database into, inside DATA_DIR. */
export const DATABASE_PREFIX = "database-";
/** What DATA_DIR holds besides a database: never mistaken for one, never deleted by a restore. */
export const KEPT = new Set(["backups", "scheduler.lock", POINTER]);

/** The directory PGlite opens for `dataDir`. */
export function databaseDir(dataDir: string): string {
  const pointer = join(dataDir, POINTER);
  if (!existsSync(pointer)) return resolve(dataDir);
  return join(resolve(dataDir), readFileSync(pointer, "utf8").trim());
}

export const hasDatabase = (dir: string) => existsSync(join(dir, "PG_VERSION"));

/** Points `dataDir` at its subdirectory `name`, in one rename. */
export function switchDatabase(dataDir: string, name: string): void {
  const next = join(dataDir, `${POINTER}.next`);
  writeFileSync(next, name);
  renameSync(next, join(dataDir, POINTER));
}

/** A data directory with files but no database: initialising over it would hide what it held. */
export class NoDatabaseError extends DataDirLockedError {}

/**
 * Refuses to open a data directory that holds files but no database (a restore cut short by an older
 * version, a copy half made), naming the backups to restore, rather than creating a new empty database
 * and a new admin over it. An empty or new directory is fine: that is a first start.
 */
export function refuseHalfEmpty(dataDir: string): void {
  const dir = resolve(dataDir);
  if (hasDatabase(databaseDir(dir))) return;
  const entries = readdirSync(dir).filter((name) => name !== "scheduler.lock");
  if (entries.length === 0) return;
  const backups = join(dir, "backups");
  const saved = newestBackups(backups);
  throw new NoDatabaseError(
    `The data directory ${dir} holds files but no database (a restore may have been cut short); ` +
      "nothing was changed. " +
      (saved.length > 0
        ? `Restore a backup with npm run restore -- FILE; the newest in ${backups}: ${saved.slice(0, 3).join(", ")}.`
        : `No backups were found in ${backups}; restore a copy made with npm run backup (npm run restore -- FILE), ` +
          "or point DATA_DIR at an empty directory to start afresh."),
  );
}

/** The backups and snapshots in `backups`, newest first. */
function newestBackups(backups: string): string[] {
  try {
    return readdirSync(backups)
      .filter((name) => name.endsWith(".tar.gz"))
      .map((name) => ({ name, time: statSync(join(backups, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time || b.name.localeCompare(a.name))
      .map(({ name }) => name);
  } catch {
    return [];
  }
}

/**
 * A database that is there but that PGlite cannot open (damaged files, say). Its message is one
 * sentence naming the data directory and what to restore, as the server and the commands print it
 * instead of PGlite's bare "PGlite failed to initialize properly" and a stack trace (docs/decisions/046).
 */
export class DatabaseOpenError extends DataDirLockedError {
  constructor(dataDir: string, cause: unknown) {
    const dir = resolve(dataDir);
    const backups = join(dir, "backups");
    const saved = newestBackups(backups);
    const reason = (cause instanceof Error ? cause.message : String(cause))
      .split("\n")[0]!
      .replace(/\.$/, "");
    super(
      `The database in ${dir} cannot be opened (${reason}); ` +
        (saved.length > 0
          ? `restore a backup with npm run restore -- FILE, the newest in ${backups} being ${saved.slice(0, 3).join(", ")}.`
          : `restore a copy made with npm run backup (npm run restore -- FILE), as no backups were found in ${backups}.`),
      { cause },
    );
  }
}
