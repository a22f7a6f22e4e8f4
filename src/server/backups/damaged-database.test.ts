// A data directory left damaged (no database, an empty postmaster.pid, files that cannot be opened, none at all): the server, backup and restore each say what to do.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "../db/connection.ts";
import { databaseDir } from "../db/data-dir.ts";
import { lockDataDir } from "../db/data-dir-lock.ts";
import {
  freePort,
  migratedDataDir,
  runScript,
  spawnServer,
  startServer,
  tempDir,
} from "../testing/processes.ts";
import { countBookings, databaseWith, emptyBackup } from "./backup-test-data.ts";
import { takeSnapshot } from "./snapshots.ts";

describe("a damaged data directory", { timeout: 180_000 }, () => {
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
