/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: a copy of the PGlite database in DATA_DIR, and
 * back. Both need the server stopped (the data directory is locked while it runs); the running server
 * keeps its own daily snapshots in DATA_DIR/backups. PostgreSQL has pg_dump and pg_restore for this.
 */
import { createReadStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import { constants, createGunzip, gunzipSync } from "node:zlib";
import { getTableName } from "drizzle-orm";
import { ConfigError, loadDotEnv, parseConfig } from "../config.ts";
import { openPglite, startPglite } from "../db/connection.ts";
import {
  DATABASE_PREFIX,
  DatabaseOpenError,
  databaseDir,
  hasDatabase,
  KEPT,
  switchDatabase,
} from "../db/data-dir.ts";
import { DataDirLockedError, lockDataDir } from "../db/data-dir-lock.ts";
import { bookings } from "../db/schema.ts";
import { backupsDir, takeSnapshot, writeBackup } from "./snapshots.ts";
import { extractTar, looksLikeTar, NotATarError } from "./tar.ts";

class BackupCommandError extends Error {}

const USAGE = "Usage:\n  npm run backup -- FILE\n  npm run restore -- FILE";

async function run([command, file]: string[]): Promise<void> {
  if (!file || (command !== "backup" && command !== "restore")) throw new BackupCommandError(USAGE);
  loadDotEnv();
  const config = parseConfig(process.env);
  if (config.DATABASE_URL) {
    throw new BackupCommandError(
      "DATABASE_URL is set: back up PostgreSQL with pg_dump (pg_dump -Fc -f FILE $DATABASE_URL) and restore with pg_restore.",
    );
  }
  try {
    if (command === "backup") await backup(config.DATA_DIR, resolve(file));
    else await restore(config.DATA_DIR, resolve(file));
  } catch (error) {
    if (error instanceof DataDirLockedError && error.message.includes("in use")) {
      throw new BackupCommandError(
        `${error.message}\nStop the server before ${command === "backup" ? "a backup" : "a restore"}; ` +
          `while it runs, it keeps a daily snapshot in ${join(resolve(config.DATA_DIR), "backups")}.`,
      );
    }
    throw error;
  }
}

async function backup(dataDir: string, file: string): Promise<void> {
  if (!hasDatabase(databaseDir(dataDir))) throw new BackupCommandError(`No database in ${resolve(dataDir)}.`);
  const database = await openPglite(dataDir);
  try {
    if (database.kind !== "pglite") throw new Error("unreachable");
    await writeBackup(database.client, databaseDir(dataDir), file);
  } finally {
    await database.close();
  }
  console.log(`Backed up ${resolve(dataDir)} to ${file}.`);
}

/**
 * Checks the file opens as a database before touching anything, saves the current database as a
 * snapshot beside the daily ones (so a restore can be undone), then switches to the restored one
 * (docs/decisions/024): it is written into a new directory beside the current database, and one rename
 * of the data directory's pointer makes it current, so a restore cut short at any moment leaves either
 * the old database or the new one. The old one's files are deleted only after the switch; when the
 * old one cannot be opened (damaged), so no snapshot of it can be made, its files are moved into
 * DATA_DIR/backups instead: a restore is what the message about a damaged database advises. The file
 * is unpacked as it is read (a gzipped tar, or a plain one), whatever its size; opening the restored
 * database the first time replays the WAL a snapshot carries (docs/decisions/050).
 */
async function restore(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupCommandError(`No such file: ${file}`);
  const gzipped = await archiveKind(file);
  const root = resolve(dataDir);
  // A fresh machine: the directory the restore is for may not exist yet.
  mkdirSync(root, { recursive: true });
  const release = await lockDataDir(root);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const name = `${DATABASE_PREFIX}${stamp}`;
  const staging = join(root, name);
  let damaged: { reason: string; keptIn: string } | undefined;
  let switched = false;
  try {
    const old = databaseDir(root);
    removeAllBut(root, old);
    const noDatabase = () =>
      new BackupCommandError(`${file} is not a backup made by npm run backup (no database in it).`);
    const read = createReadStream(file);
    const source = gzipped ? read.pipe(createGunzip()) : read;
    if (source !== read) read.on("error", (error) => source.destroy(error));
    await extractTar(source, staging).catch((error) => {
      read.destroy();
      if (error instanceof NotATarError || (error as NodeJS.ErrnoException).code?.startsWith("Z_"))
        throw new BackupCommandError(
          `${file} is not a backup made by npm run backup (${(error as Error).message}).`,
        );
      throw error;
    });
    if (!hasDatabase(staging)) throw noDatabase();
    const restored = await startPglite(root, staging).catch(() => {
      throw noDatabase();
    });
    const { rows } = await restored.query<{ bookings: number }>(
      `select count(*)::int as bookings from "${getTableName(bookings)}"`,
    );
    await restored.close();

    if (hasDatabase(old)) {
      const current = await startPglite(root, old).catch((error) => {
        if (!(error instanceof DatabaseOpenError)) throw error;
        const reason = (error.cause as Error | undefined)?.message ?? String(error.cause);
        damaged = { reason, keptIn: join(backupsDir(root), `damaged-${stamp}`) };
      });
      if (current) {
        const saved = await takeSnapshot(current, root, {
          keep: 0,
          now: new Date(),
          label: "before-restore",
        });
        await current.close();
        console.log(`The database as it was is saved in ${saved}.`);
      }
    }
    stopHereInTests("before-switch");
    switchDatabase(root, name);
    switched = true;
    stopHereInTests("after-switch");
    if (damaged) {
      moveDatabase(root, old, damaged.keptIn);
      console.log(
        `The database it replaced could not be opened (${damaged.reason}), so its files are kept as they were in ${damaged.keptIn}.`,
      );
    }
    removeAllBut(root, staging);
    console.log(`Restored ${file} into ${root}: ${rows[0]?.bookings ?? 0} bookings.`);
  } finally {
    if (!switched) rmSync(staging, { recursive: true, force: true });
    await release();
  }
}

/**
 * Whether `file` is gzipped (every backup and snapshot: a gzipped tar), refusing one that is neither
 * that nor a plain tar before anything is touched.
 */
async function archiveKind(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  let start: Buffer;
  try {
    start = Buffer.alloc(64 * 1024);
    start = start.subarray(0, (await handle.read(start, 0, start.length, 0)).bytesRead);
  } finally {
    await handle.close();
  }
  if (looksLikeTar(start)) return false;
  if (start[0] === 0x1f && start[1] === 0x8b) {
    let opened: Buffer | undefined;
    try {
      // The first tar header, from as much of the stream as was read.
      opened = gunzipSync(start, { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {}
    if (opened && looksLikeTar(opened)) return true;
    throw new BackupCommandError(
      `${file} is not a backup made by npm run backup (gzip, but not a tar inside).`,
    );
  }
  throw new BackupCommandError(`${file} is not a backup made by npm run backup (not gzip).`);
}

/**
 * Deletes what the data directory holds besides `database` (the current database's directory): the
 * files of a database a restore replaced, a restore's leftovers. With `database` the data directory
 * itself (no pointer yet), only leftover restored directories go.
 */
function removeAllBut(root: string, database: string): void {
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (KEPT.has(entry) || path === database) continue;
    if (database === root && !entry.startsWith(DATABASE_PREFIX)) continue;
    rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Moves the files of the database in `database` (a directory inside `root`, or `root` itself when it
 * had no pointer yet) into `target`, after a restore switched away from it.
 */
function moveDatabase(root: string, database: string, target: string): void {
  if (database !== root) {
    mkdirSync(join(target, ".."), { recursive: true });
    renameSync(database, target);
    return;
  }
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (KEPT.has(entry) || entry.startsWith(DATABASE_PREFIX)) continue;
    renameSync(join(root, entry), join(target, entry));
  }
}

/** Lets a test end the restore at a given step as `kill -9` would (backups.test.ts). */
function stopHereInTests(step: string): void {
  if (process.env.RESTORE_TEST_KILL_AT === step) process.kill(process.pid, "SIGKILL");
}

run(process.argv.slice(2)).catch((error) => {
  const known =
    error instanceof BackupCommandError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
