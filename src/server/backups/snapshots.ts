import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { DATABASE_PREFIX, POINTER } from "../db/data-dir.ts";

/** Where the running server keeps its daily snapshots, inside the data directory. */
export const backupsDir = (dataDir: string) => join(dataDir, "backups");

const SNAPSHOT_NAME = /^snapshot-.*\.tar\.gz$/;
const DAY_MS = 24 * 3_600_000;

/**
 * A consistent copy of a PGlite database as a gzipped tar, taken while it serves: PGlite's own
 * `dumpDataDir` runs between queries, after a checkpoint. Its tar holds the whole directory, so the
 * snapshots themselves and our lock file are taken out of it, and so is the running PGlite's
 * `postmaster.pid`, which means nothing in a copy (a restored database opens without one).
 */
export async function dumpDatabase(client: PGlite): Promise<Buffer> {
  await client.exec("checkpoint");
  const tar = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  // A database still kept in the data directory itself (before any restore) sits beside these.
  return gzipSync(
    withoutEntries(
      tar,
      (name) =>
        name.startsWith("/backups") ||
        name === "/scheduler.lock" ||
        name === "/postmaster.pid" ||
        name.startsWith(`/${POINTER}`) ||
        name.startsWith(`/${DATABASE_PREFIX}`),
    ),
  );
}

/** Writes a snapshot into the data directory's backups folder and keeps only the newest `keep`. */
export async function takeSnapshot(
  client: PGlite,
  dataDir: string,
  { keep, now, label = "snapshot" }: { keep: number; now: Date; label?: string },
): Promise<string> {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${label}-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
  writeFileSync(path, await dumpDatabase(client));
  if (label === "snapshot") {
    for (const old of listSnapshots(dataDir).slice(keep)) rmSync(join(dir, old));
  }
  return path;
}

/** The daily snapshots, newest first. */
export function listSnapshots(dataDir: string): string[] {
  try {
    return readdirSync(backupsDir(dataDir))
      .filter((name) => SNAPSHOT_NAME.test(name))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

/**
 * How long after a start the first snapshot is due: a day after the newest, but never sooner than 10
 * minutes, so a server that restarts (or crash-loops) does not spend its start-up writing one each time.
 */
export function firstSnapshotDelay(newestAgeMs: number): number {
  return Math.min(DAY_MS, Math.max(10 * 60_000, DAY_MS - newestAgeMs));
}

/**
 * Takes a snapshot a day after the newest one, then one a day, keeping `keep`; a failed snapshot is
 * logged and does not stop the server. Returns the function that stops the schedule.
 */
export function scheduleDailySnapshots(options: {
  client: PGlite;
  dataDir: string;
  keep: number;
  log: { info(message: string): void; error(error: unknown, message: string): void };
}): () => void {
  const { client, dataDir, keep, log } = options;
  const take = async () => {
    try {
      const path = await takeSnapshot(client, dataDir, { keep, now: new Date() });
      log.info(`Snapshot written to ${path}`);
    } catch (error) {
      log.error(error, "Snapshot failed");
    }
  };
  const [newest] = listSnapshots(dataDir);
  const age = newest
    ? Date.now() - statSync(join(backupsDir(dataDir), newest)).mtimeMs
    : Number.POSITIVE_INFINITY;
  let timer = setTimeout(function next() {
    void take();
    timer = setTimeout(next, DAY_MS).unref();
  }, firstSnapshotDelay(age)).unref();
  return () => clearTimeout(timer);
}

/** A tar without the entries `drop` picks (ustar: 512-byte headers, data padded to 512 bytes). */
function withoutEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString("utf8")
        .replace(/\0.*$/s, "");
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}
