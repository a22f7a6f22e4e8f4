// Snapshots of a serving database: taken while it serves, checkpoints, restores of older kinds, when the next is due.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBookingPayload } from "../../shared/bookings.ts";
import { createBooking } from "../bookings/create-booking.ts";
import { BULK_WAL_BYTES, checkpointAfterBulkWork } from "../db/checkpoint.ts";
import { type Database, openPglite } from "../db/connection.ts";
import { databaseDir } from "../db/data-dir.ts";
import { bookings, history } from "../db/schema.ts";
import { bookingPayload, TEST_ACTOR } from "../testing/booking-fixtures.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import { migratedDataDir, runScript, tempDir } from "../testing/processes.ts";
import { createTestApp } from "../testing/test-app.ts";
import { countBookings, databaseWith } from "./backup-test-data.ts";
import { firstSnapshotDelay, listSnapshots, takeSnapshot, writeBackup } from "./snapshots.ts";

const DAY = 24 * 3_600_000;

/** `count` history rows of about 300 bytes: a database the copy takes many reads over. */
const addHistory = (database: Database, count: number) =>
  database.db.execute(sql`
    insert into history (at, user_id, username, user_name, entity, entity_id, label, action, changes)
    select now(), 1, 'admin', 'Administrator', 'booking', i, 'Booking ' || i, 'changed',
           jsonb_build_array(jsonb_build_object('field', 'Remarks', 'from', md5(i::text), 'to', md5((i + 1)::text)))
    from generate_series(1, ${count}) i`);
/** The names of the files in a gzipped tar (ustar headers; no file in a snapshot is larger than its WAL). */
function namesIn(file: string): string[] {
  const tar = gunzipSync(readFileSync(file));
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString("utf8")
        .replace(/\0.*$/s, "");
    const name = field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    names.push(name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}
const walFiles = (dir: string) =>
  readdirSync(join(databaseDir(dir), "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name));
describe("snapshots", { timeout: 180_000 }, () => {
  it("snapshots a serving database into DATA_DIR/backups, keeping the newest N, without copying older snapshots", async () => {
    const dir = migratedDataDir("snapshots");
    const database = await databaseWith(dir, 2);
    if (database.kind !== "pglite") throw new Error("PGlite only");
    const sizes: number[] = [];
    for (let day = 1; day <= 4; day++) {
      const path = await takeSnapshot(database.client, dir, {
        keep: 3,
        now: new Date(Date.UTC(2026, 0, day)),
      });
      sizes.push(statSync(path).size);
    }
    await database.close();
    expect(listSnapshots(dir)).toEqual([
      "snapshot-2026-01-04T00-00-00-000Z.tar.gz",
      "snapshot-2026-01-03T00-00-00-000Z.tar.gz",
      "snapshot-2026-01-02T00-00-00-000Z.tar.gz",
    ]);
    // Each snapshot leaves the earlier ones out: the fourth is no bigger than the first plus slack.
    expect(sizes[3]!).toBeLessThan(sizes[0]! * 1.5);
  });

  it("a snapshot is taken while the database serves: a read and a write made during it answer before it ends, and its restore holds the write", async () => {
    const dir = migratedDataDir("snapshot-serving");
    const database = await databaseWith(dir, 2);
    if (database.kind !== "pglite") throw new Error("PGlite only");
    // About 60 MB: the copy reads and compresses it a megabyte at a time, over a second or more.
    await addHistory(database, 150_000);
    const now = new Date(Date.UTC(2026, 0, 5));
    const path = join(dir, "backups", `snapshot-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
    let ended = false;
    const snapshot = takeSnapshot(database.client, dir, { keep: 3, now }).finally(() => {
      ended = true;
    });
    // Under way once its file is being written (as `….partial`, renamed when whole): timers fire meanwhile.
    while (!ended && !existsSync(`${path}.partial`)) await sleep(1);
    expect(ended, "the snapshot was never seen under way: it held the server until it ended").toBe(false);
    expect(await countBookings(database)).toBe(2);
    expect(ended, "the read waited for the snapshot").toBe(false);
    const written = await createBooking({
      db: database.db,
      actor: TEST_ACTOR,
      payload: createBookingPayload.parse(
        bookingPayload(database.f, { startDate: "2031-02-03", endDate: "2031-02-03" }),
      ),
    });
    expect(ended, "the write waited for the snapshot").toBe(false);
    expect(await snapshot).toBe(path);
    expect(existsSync(`${path}.partial`)).toBe(false);
    await database.close();

    // The copy, opened, replays the WAL written while it was taken: the write is in it.
    const restoredDir = tempDir("snapshot-serving-restored");
    const restored = runScript("src/server/backups/cli.ts", ["restore", path], { DATA_DIR: restoredDir });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Restored .* 3 bookings/);
    const opened = await openPglite(restoredDir);
    const [kept] = await opened.db.select({ n: sql<number>`count(*)::int` }).from(history);
    expect(kept!.n).toBeGreaterThanOrEqual(150_000);
    const ids = (await opened.db.select({ id: bookings.id }).from(bookings)).map((b) => b.id);
    expect(ids).toContain(written.id);
    await opened.close();
  });

  it("after bulk work a checkpoint deletes the WAL, and a snapshot carries only the WAL it needs", async () => {
    const dir = migratedDataDir("snapshot-wal");
    const database = await databaseWith(dir, 1);
    if (database.kind !== "pglite") throw new Error("PGlite only");
    // PGlite never checkpoints by itself: the WAL of bulk work stays (800 MB after two 5 MB imports).
    await addHistory(database, 150_000);
    const grown = walFiles(dir).length;
    expect(grown * 16 * 1024 * 1024).toBeGreaterThan(2 * BULK_WAL_BYTES);
    expect(await checkpointAfterBulkWork(database)).toBe(true);
    // With recycling off the checkpoint deletes what it no longer needs, rather than keeping it for reuse.
    expect(walFiles(dir).length).toBeLessThanOrEqual(2);
    expect(await checkpointAfterBulkWork(database)).toBe(false);

    await addHistory(database, 100_000);
    const path = await takeSnapshot(database.client, dir, { keep: 3, now: new Date(Date.UTC(2026, 0, 6)) });
    await database.close();
    const names = namesIn(path);
    expect(names).toContain("backup_label");
    expect(
      names.filter((name) => name.startsWith("pg_wal/") && /[0-9A-F]{24}$/.test(name)).length,
    ).toBeLessThanOrEqual(2);
    expect(names).not.toContain("postmaster.pid");
    expect(names.some((name) => name.startsWith("backups") || name === "scheduler.lock")).toBe(false);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    "an import that leaves much WAL ends with a checkpoint (PGlite)",
    async () => {
      const t = await createTestApp();
      try {
        if (t.database.kind !== "pglite") throw new Error("PGlite only");
        const client = t.database.client;
        const sinceCheckpoint = async () =>
          (
            await client.query<{ bytes: number }>(
              "select (pg_current_wal_lsn() - redo_lsn)::float8 as bytes from pg_control_checkpoint()",
            )
          ).rows[0]!.bytes;
        // Bulk work before the import: about 2.3 kB of WAL a row (40,000 rows, 90 MB), here in one statement.
        await addHistory(t.database, 60_000);
        expect(await sinceCheckpoint()).toBeGreaterThan(BULK_WAL_BYTES);
        const csv =
          "Customer,Departure,Destination,Aircraft Type,Start Date\nImport Co,EGNH Blackpool,Leman Alpha,AW139,2031-01-01\n";
        const imported = await csvClient(t, await t.login("admin")).importFile(csv);
        expect(imported.json().success).toBe(true);
        expect(await sinceCheckpoint()).toBeLessThan(BULK_WAL_BYTES);
      } finally {
        await t.close();
      }
    },
  );

  it("restores the snapshots made before (PGlite's dump of the whole directory, gzipped or not) and removes a snapshot left half written", async () => {
    const dir = migratedDataDir("old-snapshots");
    const database = await databaseWith(dir, 3);
    await database.close();
    // What takeSnapshot and npm run backup wrote before docs/decisions/050.
    const old = await PGlite.create(databaseDir(dir));
    const tar = Buffer.from(await (await old.dumpDataDir("none")).arrayBuffer());
    await old.close();
    const files = tempDir("old-snapshot-files");
    writeFileSync(join(files, "old.tar.gz"), gzipSync(tar));
    writeFileSync(join(files, "old.tar"), tar);
    for (const file of ["old.tar.gz", "old.tar"]) {
      const target = tempDir("old-snapshot-restored");
      const restored = runScript("src/server/backups/cli.ts", ["restore", join(files, file)], {
        DATA_DIR: target,
      });
      expect(restored.stderr).toBe("");
      expect(restored.stdout).toMatch(/Restored .* 3 bookings/);
    }

    // A snapshot cut short (the server stopped while writing it) is never listed, and the next removes it.
    const opened = await openPglite(dir);
    if (opened.kind !== "pglite") throw new Error("PGlite only");
    const half = join(dir, "backups", "snapshot-2026-01-01T00-00-00-000Z.tar.gz.partial");
    mkdirSync(join(dir, "backups"), { recursive: true });
    writeFileSync(half, "half a snapshot");
    expect(listSnapshots(dir)).toEqual([]);
    // A copy that fails (here: nowhere to write it) ends its backup, so the next one can start.
    await expect(
      writeBackup(opened.client, databaseDir(dir), join(dir, "missing", "x.tar.gz")),
    ).rejects.toThrow(/ENOENT/);
    await takeSnapshot(opened.client, dir, { keep: 3, now: new Date(Date.UTC(2026, 0, 2)) });
    await opened.close();
    expect(existsSync(half)).toBe(false);
    expect(listSnapshots(dir)).toEqual(["snapshot-2026-01-02T00-00-00-000Z.tar.gz"]);
  });

  it("waits a day after the newest snapshot, but at least 10 minutes after a start", () => {
    expect(firstSnapshotDelay(Number.POSITIVE_INFINITY)).toBe(10 * 60_000);
    expect(firstSnapshotDelay(2 * DAY)).toBe(10 * 60_000);
    expect(firstSnapshotDelay(6 * 3_600_000)).toBe(18 * 3_600_000);
    expect(firstSnapshotDelay(0)).toBe(DAY);
  });
});
