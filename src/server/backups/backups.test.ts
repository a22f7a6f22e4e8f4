import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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
import { databaseDir, POINTER } from "../db/data-dir.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import { bookings, history } from "../db/schema.ts";
import { seed } from "../seed/seed.ts";
import { addFixtures, bookingPayload, type Fixtures, TEST_ACTOR } from "../testing/booking-fixtures.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import {
  freePort,
  migratedDataDir,
  runScript,
  spawnServer,
  startServer,
  tempDir,
} from "../testing/processes.ts";
import { createTestApp } from "../testing/test-app.ts";
import { firstSnapshotDelay, listSnapshots, takeSnapshot, writeBackup } from "./snapshots.ts";

const DAY = 24 * 3_600_000;

/** A PGlite data directory with the reference data and `count` bookings. */
async function databaseWith(dir: string, count: number): Promise<Database & { f: Fixtures }> {
  const database = await openPglite(dir);
  await migrate(database.db);
  await seed(database.db, { adminPassword: "backup-test-password", demoData: false, today: new Date() });
  const f = await addFixtures(database.db);
  for (let i = 0; i < count; i++)
    await createBooking({
      db: database.db,
      actor: TEST_ACTOR,
      payload: createBookingPayload.parse(bookingPayload(f)),
    });
  return Object.assign(database, { f });
}
/** A backup file (as npm run backup writes) of a migrated database with nothing in it. */
async function emptyBackup(path: string): Promise<string> {
  const dir = migratedDataDir("empty-backup");
  const database = await openPglite(dir);
  if (database.kind !== "pglite") throw new Error("unreachable");
  await writeBackup(database.client, databaseDir(dir), path);
  await database.close();
  return path;
}
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
const countBookings = async (database: Database) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;

describe("backups", { timeout: 180_000 }, () => {
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

  it("backs up and restores with the server stopped, keeps the replaced database, and refuses while it runs", async () => {
    const dir = migratedDataDir("backup-cli");
    const file = join(tempDir("backup-file"), "copy.tar.gz");
    const env = { DATA_DIR: dir };

    let database: Database = await databaseWith(dir, 3);
    const { f } = database as Database & { f: Fixtures };
    // Open (as a running server would have it): both commands refuse, naming what to do.
    const refused = runScript("src/server/backups/cli.ts", ["backup", file], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Stop the server before a backup/);
    expect(runScript("src/server/backups/cli.ts", ["restore", file], env).stderr).toMatch(/No such file/);
    await database.close();

    const backedUp = runScript("src/server/backups/cli.ts", ["backup", file], env);
    expect(backedUp.stderr).toBe("");
    expect(backedUp.status).toBe(0);
    expect(existsSync(file)).toBe(true);

    database = await openPglite(dir);
    await database.db.delete(bookings);
    const payload = bookingPayload(f, { startDate: "2030-01-01", endDate: "2030-01-01" });
    await createBooking({ db: database.db, actor: TEST_ACTOR, payload: createBookingPayload.parse(payload) });
    await database.close();

    const restored = runScript("src/server/backups/cli.ts", ["restore", file], env);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Restored .* 3 bookings/);
    database = await openPglite(dir);
    expect(await countBookings(database)).toBe(3);
    await database.close();
    // The database it replaced (one booking) is kept, and can itself be restored.
    const [before] = readdirSync(join(dir, "backups")).filter((name) => name.startsWith("before-restore-"));
    expect(before).toBeDefined();
    expect(
      runScript("src/server/backups/cli.ts", ["restore", join(dir, "backups", before!)], env).stdout,
    ).toMatch(/1 bookings/);

    writeFileSync(file, "not a backup");
    const bad = runScript("src/server/backups/cli.ts", ["restore", file], env);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/not a backup made by npm run backup/);
    database = await openPglite(dir);
    expect(await countBookings(database)).toBe(1);
    await database.close();
  });

  it("a restore killed before or after its switch leaves the old database or the new, never none", async () => {
    const dir = migratedDataDir("restore-killed");
    const file = join(tempDir("restore-killed-file"), "copy.tar.gz");
    const env = { DATA_DIR: dir };
    let database: Database = await databaseWith(dir, 3);
    await database.close();
    expect(runScript("src/server/backups/cli.ts", ["backup", file], env).status).toBe(0);
    database = await openPglite(dir);
    await database.db.delete(bookings);
    await database.close();

    const before = runScript("src/server/backups/cli.ts", ["restore", file], {
      ...env,
      RESTORE_TEST_KILL_AT: "before-switch",
    });
    expect(before.status).not.toBe(0);
    expect(before.stdout).not.toMatch(/Restored/);
    database = await openPglite(dir);
    expect(await countBookings(database)).toBe(0);
    await database.close();

    const after = runScript("src/server/backups/cli.ts", ["restore", file], {
      ...env,
      RESTORE_TEST_KILL_AT: "after-switch",
    });
    expect(after.status).not.toBe(0);
    expect(after.stdout).not.toMatch(/Restored/);
    database = await openPglite(dir);
    expect(await countBookings(database)).toBe(3);
    await database.close();
    // The next restore clears what the killed ones left, and the one after still works.
    expect(runScript("src/server/backups/cli.ts", ["restore", file], env).stdout).toMatch(/3 bookings/);
    const entries = readdirSync(dir).filter((name) => !["backups", "scheduler.lock", POINTER].includes(name));
    expect(entries).toHaveLength(1);
  });

  it("a start on a data directory with files but no database refuses, naming the backups", async () => {
    const dir = migratedDataDir("no-database");
    const database = await databaseWith(dir, 1);
    if (database.kind !== "pglite") throw new Error("PGlite only");
    await takeSnapshot(database.client, dir, { keep: 3, now: new Date(Date.UTC(2026, 0, 2)) });
    await database.close();
    // What an older restore killed at its swap left: the backups, and no database.
    for (const name of readdirSync(dir)) if (name !== "backups") rmSync(join(dir, name), { recursive: true });
    const refused = await openPglite(dir).then(
      (opened) => opened.close().then(() => "opened"),
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/holds files but no database/);
    expect(refused).toContain("npm run restore -- FILE");
    expect(refused).toContain("snapshot-2026-01-02T00-00-00-000Z.tar.gz");
    expect(readdirSync(dir).sort()).toEqual(["backups", "scheduler.lock"]);
    // The user CLI (as a start would) says the same and creates nothing.
    const user = runScript("src/server/users/cli.ts", ["list"], { DATA_DIR: dir });
    expect(user.status).toBe(1);
    expect(user.stderr).toMatch(/holds files but no database/);
    expect(existsSync(join(dir, "PG_VERSION"))).toBe(false);
  });

  it("a postmaster.pid left empty by a start or restore cut short is removed: the server starts and serves, backup and restore work", async () => {
    const dir = tempDir("stale-pid");
    const files = tempDir("stale-pid-files");
    const env = { DATA_DIR: dir, ADMIN_PASSWORD: "stale-pid-admin", DEMO_DATA: "0" };
    const restoredFirst = runScript(
      "src/server/backups/cli.ts",
      ["restore", await emptyBackup(join(files, "empty.tar.gz"))],
      env,
    );
    expect(restoredFirst.status).toBe(0);
    // What a process killed between PostgreSQL creating the file and writing into it leaves behind,
    // here in the current database of a restored data directory (docs/decisions/046).
    const leftover = () => writeFileSync(join(databaseDir(dir), "postmaster.pid"), "");

    leftover();
    const server = await startServer(env, freePort());
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await server.stop()).toBe(0);

    leftover();
    const copy = join(files, "copy.tar.gz");
    const backedUp = runScript("src/server/backups/cli.ts", ["backup", copy], env);
    expect(backedUp.stderr).toBe("");
    expect(backedUp.status).toBe(0);

    leftover();
    const restored = runScript("src/server/backups/cli.ts", ["restore", copy], env);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/The database as it was is saved in .*before-restore-/);
    expect(restored.stdout).toMatch(/Restored .* 0 bookings/);
  });

  it("a database that cannot be opened stops the server and the backup with one sentence saying what to restore, and a restore replaces it", async () => {
    const dir = tempDir("unopenable");
    const backups = join(dir, "backups");
    const snapshot = "snapshot-2026-01-02T00-00-00-000Z.tar.gz";
    mkdirSync(backups);
    await emptyBackup(join(backups, snapshot));
    // Damaged past opening: PostgreSQL's version file and nothing else.
    writeFileSync(join(dir, "PG_VERSION"), "18\n");
    const env = { DATA_DIR: dir, ADMIN_PASSWORD: "unopenable-admin", DEMO_DATA: "0" };
    const sentence =
      `The database in ${dir} cannot be opened (PGlite failed to initialize properly); ` +
      `restore a backup with npm run restore -- FILE, the newest in ${backups} being ${snapshot}.`;

    const server = spawnServer(env, freePort());
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(sentence);
    expect(server.output()).not.toMatch(/^\s+at /m);
    const backup = runScript(
      "src/server/backups/cli.ts",
      ["backup", join(tempDir("unopenable-file"), "x.tar.gz")],
      env,
    );
    expect(backup.status).toBe(1);
    expect(backup.stderr.trim()).toBe(sentence);

    // Doing as it says works: the damaged files are kept, since no copy of them can be made.
    const restored = runScript("src/server/backups/cli.ts", ["restore", join(backups, snapshot)], env);
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(
      /could not be opened \(PGlite failed to initialize properly\), so its files are kept as they were in .*damaged-/,
    );
    expect(restored.stdout).toMatch(/Restored .* 0 bookings/);
    const [damaged] = readdirSync(backups).filter((name) => name.startsWith("damaged-"));
    expect(readdirSync(join(backups, damaged!))).toEqual(["PG_VERSION"]);
    const opened = await openPglite(dir);
    expect(await countBookings(opened)).toBe(0);
    await opened.close();
  });

  it("restores onto a data directory that does not exist yet, and a lock error says what to do", async () => {
    const source = migratedDataDir("restore-source");
    const database = await databaseWith(source, 2);
    await database.close();
    const file = join(tempDir("restore-fresh-file"), "copy.tar.gz");
    expect(runScript("src/server/backups/cli.ts", ["backup", file], { DATA_DIR: source }).status).toBe(0);
    const fresh = join(tempDir("restore-fresh"), "new", "data");
    const restored = runScript("src/server/backups/cli.ts", ["restore", file], { DATA_DIR: fresh });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/2 bookings/);
    const opened = await openPglite(fresh);
    expect(await countBookings(opened)).toBe(2);
    await opened.close();

    // A lock that cannot be taken at all (here: no directory) says what to check.
    await expect(lockDataDir(join(fresh, "missing"))).rejects.toThrow(
      /Check that the directory exists and that this user may create files in it/,
    );
  });

  it("points PostgreSQL users to pg_dump", () => {
    const result = runScript("src/server/backups/cli.ts", ["backup", "x"], {
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pg_dump/);
  });
});
