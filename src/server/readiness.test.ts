import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE, SERVER_BUSY_MESSAGE } from "./database-unavailable.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

// Readiness beside liveness (docs/decisions/046), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. A
// real PostgreSQL outage is in db/postgres-outage.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// The last test closes the database under the app.
afterAll(() => t.close().catch(() => {}));

const ready = () => t.app.inject({ method: "GET", url: "/api/health/ready" });
/** A probe's outcome is answered again for a second: wait that out so the next request probes. */
const nextProbe = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/**
 * Holds every connection the app's database has (PGlite's one, or the pool's ten) in a transaction
 * that waits until `release` is called, as a long import would.
 */
async function holdEveryConnection() {
  const connections = t.database.kind === "postgres" ? (t.database.pool.options.max ?? 10) : 1;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  const holders = Array.from({ length: connections }, () =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      started++;
      await released;
    }),
  );
  await vi.waitFor(() => expect(started).toBe(connections), { timeout: 10_000 });
  return async () => {
    release();
    await Promise.all(holders);
  };
}

describe("GET /api/health/ready", () => {
  it("answers 200 ready without a session when the database answers select 1", async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", database: t.database.kind });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("shares one select 1 among the polls that arrive together, and answers it again for a second", async () => {
    await nextProbe();
    const execute = vi.spyOn(t.database.db, "execute");
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, ready));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      expect((await ready()).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
      await nextProbe();
      expect((await ready()).statusCode).toBe(200);
      expect(execute).toHaveBeenCalledTimes(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers 503 "busy" when every connection stays busy for 2 s, and ready again once one is free', async () => {
    await nextProbe();
    const release = await holdEveryConnection();
    let busy: Awaited<ReturnType<typeof ready>>;
    const started = performance.now();
    try {
      busy = await ready();
      // Liveness does not wait for the database.
      const live = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(live.statusCode).toBe(200);
    } finally {
      await release();
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe("2");
    expect(busy.json()).toEqual({ error: SERVER_BUSY_MESSAGE, status: "busy", database: t.database.kind });
    await nextProbe();
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 "cannot be reached" when the database is gone, while /api/health still answers 200', async () => {
    await nextProbe();
    await t.database.close();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      error: DATABASE_UNAVAILABLE_MESSAGE,
      status: "unavailable",
      database: t.database.kind,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
