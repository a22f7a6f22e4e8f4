// npm run backup and npm run restore as processes: with the server stopped, and a restore killed midway.
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createBookingPayload } from "../../shared/bookings.ts";
import { createBooking } from "../bookings/create-booking.ts";
import { type Database, openPglite } from "../db/connection.ts";
import { POINTER } from "../db/data-dir.ts";
import { bookings } from "../db/schema.ts";
import { bookingPayload, type Fixtures, TEST_ACTOR } from "../testing/booking-fixtures.ts";
import { migratedDataDir, runScript, tempDir } from "../testing/processes.ts";
import { countBookings, databaseWith } from "./backup-test-data.ts";

describe("backup and restore", { timeout: 180_000 }, () => {
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
});
