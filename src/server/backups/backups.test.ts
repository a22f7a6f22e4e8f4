import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createBookingPayload } from "../../shared/bookings.ts";
import { createBooking } from "../bookings/create-booking.ts";
import { type Database, openPglite } from "../db/connection.ts";
import { databaseDir, POINTER } from "../db/data-dir.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import { bookings } from "../db/schema.ts";
import { seed } from "../seed/seed.ts";
import { addFixtures, bookingPayload, type Fixtures, TEST_ACTOR } from "../testing/booking-fixtures.ts";
import {
  freePort,
  migratedDataDir,
  runScript,
  spawnServer,
  startServer,
  tempDir,
} from "../testing/processes.ts";
import { openFromTemplate } from "../testing/template-database.ts";
import { dumpDatabase, firstSnapshotDelay, listSnapshots, takeSnapshot } from "./snapshots.ts";

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
/** A backup file (as npm run backup writes) of a migrated database with nothing in it: the run's template. */
async function emptyBackup(path: string): Promise<string> {
  // The run's template is a PGlite dump only on a PGlite run; on a PostgreSQL run it is a database.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const database = onPostgres ? await openPglite() : await openFromTemplate(undefined);
  if (onPostgres) await migrate(database.db);
  if (database.kind !== "pglite") throw new Error("unreachable");
  writeFileSync(path, await dumpDatabase(database.client));
  await database.close();
  return path;
}
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
