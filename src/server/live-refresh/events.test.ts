import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_REFRESH_TABLES } from "../../shared/live-refresh.ts";
import { rawRows } from "../db/raw-rows.ts";
import {
  aircraft,
  aircraftHours,
  aircraftType,
  aircraftUnavailability,
  bookingStatus,
  bookings,
  crewMembers,
  crewRatings,
  crewUnavailability,
  customer,
  dailyDetails,
  dutyRuleSettings,
  fleetSettings,
  location,
  maintenanceCompletions,
  maintenanceItems,
  maintenanceTemplates,
  sessions,
  users,
} from "../db/schema.ts";
import { changeOf, type EventStreamClient, openEventStream } from "../testing/event-stream.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// These run on PGlite and, with TEST_DATABASE_URL set, on PostgreSQL (CI runs the suite both ways).
const HEARTBEAT_MS = 150;

describe("GET /api/events", () => {
  let t: TestApp;
  let url: string;
  const streams: EventStreamClient[] = [];
  const open = async (cookie?: string) => {
    const stream = await openEventStream(url, cookie);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp({ eventStream: { heartbeatMs: HEARTBEAT_MS } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it("answers 401 without a session, and with an unknown one", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/events" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Your session has ended; please sign in again" });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/events",
      headers: { cookie: "sid=nope" },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it("streams uncompressed, unbuffered text/event-stream to a signed-in user", async () => {
    const stream = await open(await t.login("viewer"));
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["x-accel-buffering"]).toBe("no");
    expect(stream.headers["cache-control"]).toContain("no-cache");
    // The client asked for gzip and br; the stream is sent as it is.
    expect(stream.headers["content-encoding"]).toBeUndefined();
    await stream.next((m) => m.event === "comment" && m.data === "connected");
    await stream.next((m) => m.event === "comment" && m.data === "heartbeat");
    stream.close();
  });

  it("says hello with the change counter a list read now is built at; a later change comes with a higher one", async () => {
    const cookie = await t.login("viewer");
    const stream = await open(cookie);
    const hello = await stream.next((m) => m.event === "hello");
    const { version } = JSON.parse(hello.data) as { version: number };
    expect(version).toBeGreaterThan(0);
    const read = await t.app.inject({ method: "GET", url: "/api/customers", headers: { cookie } });
    // The ETag starts with the counter the answer was built at, in base 36 (docs/decisions/012).
    expect(String(read.headers.etag)).toMatch(new RegExp(`^"${version.toString(36)}\\.`));
    await t.database.db.insert(customer).values({ name: "After Hello Co", color: "#654321" });
    const change = await stream.next(changeOf("scheduler_customer"));
    expect((JSON.parse(change.data) as { version: number }).version).toBeGreaterThan(version);
  });

  it("sends an event naming the table for a change to each of the live-refresh tables", async () => {
    const stream = await open(await t.login("viewer"));
    const db = t.database.db;
    const since = stream.messages.length;

    const [type] = await db.insert(aircraftType).values({ title: "H145" }).returning();
    const [test] = await db
      .insert(aircraft)
      .values({ registration: "G-TEST", aircraftTypeId: type!.id })
      .returning();
    await db
      .insert(aircraftUnavailability)
      .values({ aircraftId: test!.id, startDate: "2030-01-01", endDate: "2030-01-01", reason: "Check" });
    await db.update(fleetSettings).set({ turnaroundMinutes: 30 });
    const [status] = await db.insert(bookingStatus).values({ statusText: "On hold" }).returning();
    const [who] = await db.insert(customer).values({ name: "Live Co", color: "#123456" }).returning();
    const [where] = await db.insert(location).values({ name: "Live Pad" }).returning();
    const [booking] = await db
      .insert(bookings)
      .values({
        customerId: who!.id,
        aircraftTypeId: type!.id,
        departureId: where!.id,
        startDate: "2030-01-01",
        endDate: "2030-01-01",
      })
      .returning();
    await db.insert(dailyDetails).values({
      bookingId: booking!.id,
      date: "2030-01-01",
      destinationId: where!.id,
      bookingStatusId: status!.id,
    });
    await db.insert(users).values({ username: "live-user", name: "Live User", passwordHash: "x" });
    await db.insert(aircraftHours).values({ aircraftId: test!.id, hours: "100", asOf: "2030-01-01" });
    const [template] = await db
      .insert(maintenanceTemplates)
      .values({ aircraftTypeId: type!.id, name: "Check", intervalHours: "50" })
      .returning();
    const [item] = await db
      .insert(maintenanceItems)
      .values({
        aircraftId: test!.id,
        templateId: template!.id,
        name: "Check",
        intervalHours: "50",
        dueHours: "150",
      })
      .returning();
    await db
      .insert(maintenanceCompletions)
      .values({ itemId: item!.id, doneHours: "100", doneDate: "2030-01-01" });
    const [member] = await db.insert(crewMembers).values({ name: "Live Crew", role: "captain" }).returning();
    await db.insert(crewRatings).values({ crewMemberId: member!.id, aircraftTypeId: type!.id });
    await db
      .insert(crewUnavailability)
      .values({ crewMemberId: member!.id, kind: "leave", startDate: "2030-01-01", endDate: "2030-01-02" });
    await db
      .insert(dutyRuleSettings)
      .values({ ruleSetId: "us-135-267", reportMinutes: 45, postFlightMinutes: 15 });

    for (const table of LIVE_REFRESH_TABLES) await stream.next(changeOf(table), { since });
  });

  it("streams an inline edit made through the API to another signed-in user", async () => {
    const editor = await t.login("admin");
    const stream = await open(await t.login("viewer"));
    const db = t.database.db;
    const [who] = await db.insert(customer).values({ name: "Api Co", color: "#abcdef" }).returning();
    const [where] = await db.insert(location).values({ name: "Api Pad" }).returning();
    const [type] = await db.select().from(aircraftType).limit(1);
    const [status] = await db.select().from(bookingStatus).limit(1);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie: editor },
      payload: {
        customerId: who!.id,
        aircraftTypeId: type!.id,
        bookingStatusId: status!.id,
        departureId: where!.id,
        destinationId: where!.id,
        startDate: "2030-02-01",
        endDate: "2030-02-03",
      },
    });
    expect(created.statusCode).toBe(201);
    await stream.next(changeOf("scheduler_bookings"));

    const since = stream.messages.length;
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/bookings/${created.json().id}/daily-details/2030-02-02/remarks`,
      headers: { cookie: editor },
      payload: { remarks: "Crew change" },
    });
    expect(edited.statusCode).toBe(200);
    await stream.next(changeOf("scheduler_booking_daily_details"), { since });
  });

  it("delivers one change to every open stream, and an update and a delete as well as an insert", async () => {
    const [first, second] = await Promise.all([open(await t.login("admin")), open(await t.login("viewer"))]);
    const [row] = await t.database.db.insert(location).values({ name: "Fan-out Pad" }).returning();
    await Promise.all([
      first!.next(changeOf("scheduler_location")),
      second!.next(changeOf("scheduler_location")),
    ]);

    let since = first!.messages.length;
    await t.database.db.update(location).set({ name: "Fan-out Pad 2" }).where(eq(location.id, row!.id));
    await first!.next(changeOf("scheduler_location"), { since });
    since = first!.messages.length;
    await t.database.db.delete(location).where(eq(location.id, row!.id));
    await first!.next(changeOf("scheduler_location"), { since });
  });

  it("ignores another schema's notifications and changes that were rolled back", async () => {
    const stream = await open(await t.login("viewer"));
    const since = stream.messages.length;
    // What a trigger in another schema (another app or test on the same server) sends.
    await t.database.db.execute(sql`select pg_notify('scheduler_customer', 'some_other_schema 7')`);
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(customer).values({ name: "Never Co", color: "#000000" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await t.database.db.insert(location).values({ name: "After Pad" });
    await stream.next(changeOf("scheduler_location"), { since });
    const changes = stream.messages.slice(since).filter((m) => m.event === "change");
    expect(changes.map((m) => JSON.parse(m.data))).toEqual([
      { table: "scheduler_location", version: expect.any(Number) },
    ]);
  });

  it("does not keep an idle session alive, and closes when the session times out", async () => {
    const cookie = await t.login("viewer");
    const stream = await open(cookie);
    const [before] = await t.database.db.select().from(sessions).orderBy(sql`${sessions.lastSeenAt} desc`);
    // A heartbeat's session check after the 15 s touch interval still does not count as activity.
    t.clock.advance(60_000);
    await stream.next((m) => m.event === "comment" && m.data === "heartbeat", {
      since: stream.messages.length,
    });
    await stream.next((m) => m.event === "comment" && m.data === "heartbeat", {
      since: stream.messages.length,
    });
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, before!.id));
    expect(after?.lastSeenAt).toEqual(before?.lastSeenAt);

    t.clock.advance(15 * 60_000);
    await stream.ended;
    t.clock.advance(-16 * 60_000);
  });

  it("closes when the user signs out", async () => {
    const cookie = await t.login("admin");
    const stream = await open(cookie);
    await stream.next((m) => m.data === "connected");
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    await stream.ended;
    const again = await open(cookie);
    expect(again.status).toBe(401);
  });

  it("lets the app close while streams are open", async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (other.app.server.address() as AddressInfo).port;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/events`, await other.login("viewer"));
    expect(stream.status).toBe(200);
    await other.close();
    await stream.ended;
    // A second database of its own to open and close: slow on a loaded 2-core runner.
  }, 90_000);
});

// Only on PostgreSQL: PGlite has no connection to lose. CI runs the suite both with and without
// TEST_DATABASE_URL, so these run there every time.
describe.runIf(process.env.TEST_DATABASE_URL)("the PostgreSQL listener", () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/events`;
  });
  afterAll(() => t.close());

  it("listens again after its connection is killed on the server, and tells clients to refetch", async () => {
    const stream = await openEventStream(url, await t.login("viewer"));
    const [result] = await rawRows<{ schema: string; database: string }>(
      t.database.db,
      sql`select current_schema() as schema, current_database() as database`,
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      // By database too: every test file has a database of its own, all with the schema 'public'.
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2",
        [`live-refresh ${result?.schema}`, result?.database],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    const since = stream.messages.length;
    await stream.next((m) => m.event === "resync", { since, timeoutMs: 10_000 });
    await t.database.db.insert(customer).values({ name: "Back Again Co", color: "#654321" });
    await stream.next(changeOf("scheduler_customer"), { since });
    stream.close();
  });
});
