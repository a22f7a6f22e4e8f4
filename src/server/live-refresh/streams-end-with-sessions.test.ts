import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { hashPassword } from "../auth/passwords.ts";
import { parseConfig } from "../config.ts";
import { customer, users } from "../db/schema.ts";
import { changeOf, type EventStreamClient, openEventStream } from "../testing/event-stream.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

/**
 * A live stream ends with its session within moments, whatever ended it and on whichever instance:
 * every end of a session moves the auth counter, whose move notifies `data_version`, and each instance
 * then re-checks its open streams' sessions in one query (live-refresh/session-sweep.ts,
 * docs/decisions/019). Before, an instance that had not ended the session itself noticed only at the
 * stream's next heartbeat, 15 s away. The apps here keep the default 15 s heartbeat, so a stream that
 * ends within 2 s was not ended by it.
 */
const WITHIN_MS = 2_000;

const eventsUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events`;

/** Opens a stream, and waits for its hello: it is registered, and the app's listener is up. */
async function openedStream(url: string, cookie: string, streams: EventStreamClient[]) {
  const stream = await openEventStream(url, cookie);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((m) => m.event === "hello");
  return stream;
}

/** Milliseconds from `end` being sent to `stream` ending, or Infinity if it is still open after WITHIN_MS. */
async function endedAfter(stream: EventStreamClient, end: () => Promise<{ statusCode: number }>) {
  const started = performance.now();
  expect((await end()).statusCode).toBe(200);
  const open = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), WITHIN_MS).unref());
  const outcome = await Promise.race([stream.ended.then(() => "ended" as const), open]);
  return outcome === "ended" ? performance.now() - started : Number.POSITIVE_INFINITY;
}

async function addUsers(t: TestApp, usernames: string[]) {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await t.database.db
    .insert(users)
    .values(usernames.map((username) => ({ username, name: username, canEdit: false, passwordHash })));
}

// On both databases: ends of a session no route hook of the stream's own instance sees.
describe("live streams of sessions ended on the same instance", () => {
  let t: TestApp;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    await addUsers(t, ["phone-1"]);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it("'Sign out kept devices' ends the kept sign-ins' streams within 2 s, and not the desk's own", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "phone-1", password: TEST_PASSWORD, keepSignedIn: true },
    });
    const phone = `sid=${login.cookies.find((c) => c.name === "sid")?.value}`;
    const desk = await t.login("phone-1");
    const phoneStream = await openedStream(eventsUrl(t.app), phone, streams);
    const deskStream = await openedStream(eventsUrl(t.app), desk, streams);
    const ms = await endedAfter(phoneStream, () =>
      t.app.inject({ method: "DELETE", url: "/api/auth/kept-sessions", headers: { cookie: desk } }),
    );
    expect(ms).toBeLessThan(WITHIN_MS);
    const since = deskStream.messages.length;
    await t.database.db.insert(customer).values({ name: "Desk Still Listening Co", color: "#123456" });
    await deskStream.next(changeOf("scheduler_customer"), { since });
  });
});

// Two apps on one PostgreSQL, each with its own listener, hub and memory, as two servers behind a load
// balancer; PGlite is one process by design. CI runs the suite with TEST_DATABASE_URL too.
describe.runIf(process.env.TEST_DATABASE_URL)("live streams on a second instance", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let admin: string;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    b = await buildApp({
      config: parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused" }),
      database: a.database,
      db: a.database.db,
      now: () => a.clock.now,
    });
    await b.listen({ port: 0, host: "127.0.0.1" });
    await addUsers(a, ["pilot-1", "pilot-2", "pilot-3"]);
    admin = await a.login("admin");
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await b.close();
    await a.close();
  });

  const idOf = async (username: string) => {
    const [row] = await a.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    return row!.id;
  };

  it("disabling a user on A ends their stream on B within 2 s", async () => {
    const stream = await openedStream(eventsUrl(b), await a.login("pilot-1"), streams);
    const id = await idOf("pilot-1");
    const ms = await endedAfter(stream, () =>
      a.app.inject({
        method: "PATCH",
        url: `/api/users/${id}`,
        headers: { cookie: admin },
        payload: { disabled: true },
      }),
    );
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it("resetting a user's password on A ends their stream on B within 2 s", async () => {
    const stream = await openedStream(eventsUrl(b), await a.login("pilot-2"), streams);
    const id = await idOf("pilot-2");
    const ms = await endedAfter(stream, () =>
      a.app.inject({
        method: "POST",
        url: `/api/users/${id}/password`,
        headers: { cookie: admin },
        payload: {},
      }),
    );
    expect(ms).toBeLessThan(WITHIN_MS);
  });

  it("signing out on A ends that session's stream on B within 2 s, and not the user's other session's", async () => {
    const signingOut = await a.login("pilot-3");
    const other = await openedStream(eventsUrl(b), await a.login("pilot-3"), streams);
    const stream = await openedStream(eventsUrl(b), signingOut, streams);
    const ms = await endedAfter(stream, () =>
      a.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: signingOut } }),
    );
    expect(ms).toBeLessThan(WITHIN_MS);
    const since = other.messages.length;
    await a.database.db.insert(customer).values({ name: "Still Listening Co", color: "#123456" });
    await other.next(changeOf("scheduler_customer"), { since });
  });
});
