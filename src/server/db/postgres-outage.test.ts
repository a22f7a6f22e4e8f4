import { afterAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../database-unavailable.ts";
import { type EventStreamClient, openEventStream } from "../testing/event-stream.ts";
import { createPrivatePostgres, postgresBinaries } from "../testing/private-postgres.ts";
import { freePort, spawnServer } from "../testing/processes.ts";

const bin = postgresBinaries();
const RESTARTS = 5;

/** Polls what a user would see until it holds; fails with `what` after a minute. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The server on a PostgreSQL cluster of the test's own, stopped and started under it (docs/decisions/025):
 * it starts before its database, keeps answering (503) while the database is away, loses no
 * acknowledged write, and live refresh hears changes again afterwards; `/api/health` answers 200
 * throughout and `/api/health/ready` 503 while the database is away.
 */
describe.skipIf(!bin)("losing PostgreSQL", { timeout: 300_000 }, () => {
  const cluster = bin ? createPrivatePostgres(bin, freePort()) : undefined;
  const server = spawnServer(
    { DATABASE_URL: cluster?.url ?? "", ADMIN_PASSWORD: "outage-test-password", DEMO_DATA: "0" },
    freePort(),
  );
  let stream: EventStreamClient | undefined;

  afterAll(async () => {
    stream?.close();
    await server.stop();
    cluster?.destroy();
  });

  it(`starts before its database, then survives ${RESTARTS} restarts under writes losing no acknowledged write`, async () => {
    if (!cluster) return;
    // The cluster is not running yet: the server says it waits, rather than exiting.
    await waitFor("the waiting message", () =>
      server.output().includes("Waiting for the database at 127.0.0.1"),
    );
    expect(server.output()).toMatch(/Trying again in [\d.]+ s\./);
    cluster.start();
    await server.listening();

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "outage-test-password" }),
    });
    expect(login.status).toBe(200);
    // The session cookie, not the known-devices one a sign-in also sets.
    const cookie =
      login.headers
        .getSetCookie()
        .map((header) => header.split(";")[0] ?? "")
        .find((pair) => pair.startsWith("sid=")) ?? "";
    stream = await openEventStream(`${server.url}/api/events`, cookie);

    const acknowledged: string[] = [];
    const unavailable: string[] = [];
    const unexpected: string[] = [];
    let writing = true;
    let n = 0;
    const writer = (async () => {
      while (writing) {
        const name = `Outage customer ${++n}`;
        try {
          const response = await fetch(`${server.url}/api/customers`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie },
            body: JSON.stringify({ name }),
          });
          const body = await response.json();
          if (response.status === 201) acknowledged.push(name);
          else if (response.status === 503) unavailable.push(body.error);
          else unexpected.push(`${response.status} ${JSON.stringify(body)}`);
        } catch (error) {
          unexpected.push(`no answer: ${error}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    })();

    let beforeLastStop = 0;
    for (let restart = 1; restart <= RESTARTS; restart++) {
      const before = acknowledged.length;
      await waitFor("a write before the restart", () => acknowledged.length > before);
      const refused = unavailable.length;
      beforeLastStop = stream.messages.length;
      cluster.stop(restart % 2 === 0 ? "immediate" : "fast");
      await waitFor("a 503 while the database is down", () => unavailable.length > refused);
      // Liveness answers while the database is away; readiness says it cannot be reached
      // (docs/decisions/046).
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      let notReady: { status: number; retryAfter: string | null; body: unknown } | undefined;
      await waitFor("readiness to answer 503", async () => {
        const response = await fetch(`${server.url}/api/health/ready`);
        notReady = {
          status: response.status,
          retryAfter: response.headers.get("retry-after"),
          body: await response.json(),
        };
        return response.status !== 200;
      });
      expect(notReady).toEqual({
        status: 503,
        retryAfter: "5",
        body: { error: DATABASE_UNAVAILABLE_MESSAGE, status: "unavailable", database: "postgres" },
      });
      cluster.start();
      const after = acknowledged.length;
      await waitFor("a write after the restart", () => acknowledged.length > after);
      await waitFor("readiness to answer 200 again", async () => {
        const response = await fetch(`${server.url}/api/health/ready`);
        return response.status === 200 && (await response.json()).status === "ready";
      });
    }
    writing = false;
    await writer;

    expect(unexpected).toEqual([]);
    expect(new Set(unavailable)).toEqual(new Set([DATABASE_UNAVAILABLE_MESSAGE]));
    const listed = await fetch(`${server.url}/api/customers`, { headers: { cookie } });
    const names = new Set(((await listed.json()) as { name: string }[]).map((customer) => customer.name));
    const lost = acknowledged.filter((name) => !names.has(name));
    console.log(
      `${RESTARTS} PostgreSQL restarts under writes: ${acknowledged.length} writes acknowledged, ${lost.length} lost, ${unavailable.length} answered 503`,
    );
    expect(lost).toEqual([]);

    // Live refresh listens again (saying so with a resync, as changes made meanwhile went unheard),
    // and a change made now reaches the stream opened before the restarts.
    await stream.next((message) => message.event === "resync", { since: beforeLastStop, timeoutMs: 30_000 });
    // That resync may be from the restart before the last one, the listener still reconnecting from the
    // last: a write made before it is back is not heard, and must then be followed by a resync (what a
    // browser refetches on). So write again after each such resync until a change is heard; a write
    // followed by neither fails.
    for (let attempt = 1; ; attempt++) {
      expect(attempt, "writes after the restarts that were neither heard nor resynced").toBeLessThanOrEqual(
        5,
      );
      const since = stream.messages.length;
      const created = await fetch(`${server.url}/api/customers`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ name: `After the restarts ${attempt}` }),
      });
      expect(created.status).toBe(201);
      const heard = await stream.next(
        (message) =>
          message.event === "resync" ||
          (message.event === "change" && message.data.includes("scheduler_customer")),
        { since, timeoutMs: 30_000 },
      );
      if (heard.event === "change") break;
    }
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
  });
});
