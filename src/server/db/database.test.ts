import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, migratedDataDir, runScript, startServer, tempDir } from "../testing/processes.ts";
import { openTestDatabase } from "../testing/test-app.ts";
import { openPglite } from "./connection.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { migrate } from "./migrate.ts";
import { customer } from "./schema.ts";

// Sixty-odd migrations from nothing took over 30 s on a loaded 2-core machine.
describe("migrations", { timeout: 120_000 }, () => {
  const opened = openTestDatabase({ empty: true });
  afterAll(async () => (await opened).close());

  it("apply once and are a no-op on the next start", async () => {
    const { db } = await opened;
    expect((await migrate(db)).length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
  });

  it("survive two instances migrating at once", async () => {
    const { db } = await opened;
    const both = await Promise.all([migrate(db), migrate(db)]);
    expect(both).toEqual([[], []]);
  });
});

describe("the PGlite data directory", { timeout: 120_000 }, () => {
  it("keeps data across a restart", async () => {
    const dir = migratedDataDir("pglite-restart");
    const first = await openPglite(dir);
    await migrate(first.db);
    await first.db.insert(customer).values({ name: "Kept Across Restart", color: "#123456" });
    await first.close();

    const second = await openPglite(dir);
    const rows = await second.db.select().from(customer);
    await second.close();
    expect(rows.map((row) => row.name)).toEqual(["Kept Across Restart"]);
  });

  it("is locked while open: a second process stops with an error naming it, and the data is untouched", async () => {
    const dir = migratedDataDir("pglite-lock");
    const database = await openPglite(dir);
    await migrate(database.db);
    await database.db.insert(customer).values({ name: "Still Here", color: "#123456" });

    const second = runScript("src/server/users/cli.ts", ["list"], { DATA_DIR: dir });
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain(
      `The data directory ${dir} is in use by another process (pid ${process.pid})`,
    );
    await expect(openPglite(dir)).rejects.toThrow(/already open in this process/);

    expect((await database.db.select().from(customer)).map((row) => row.name)).toEqual(["Still Here"]);
    await database.close();
    const afterClose = runScript("src/server/users/cli.ts", ["list"], { DATA_DIR: dir });
    expect(afterClose.stderr).not.toContain("in use");
    expect(afterClose.status).toBe(0);
  });

  it("never refuses a start over a lock file nobody holds: empty, garbage, a dead pid or our own pid", async () => {
    for (const content of ["", "not a pid", "999999", String(process.pid)]) {
      const dir = tempDir("pglite-stale-lock");
      writeFileSync(join(dir, "scheduler.lock"), content);
      const release = await lockDataDir(dir);
      await release();
    }
  });

  it("starts again at once after kill -9 of the whole process group", async () => {
    const env = { DATA_DIR: migratedDataDir("pglite-kill9"), ADMIN_PASSWORD: "kill-nine-admin" };
    for (let round = 0; round < 2; round++) {
      const server = await startServer(env, freePort());
      server.kill9Group();
      await server.exited;
    }
    const last = await startServer(env, freePort());
    expect((await fetch(`${last.url}/api/health`)).status).toBe(200);
    expect(await last.stop()).toBe(0);
  });
});
