import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOf, openEventStream } from "../testing/event-stream.ts";
import { freePort, startServer } from "../testing/processes.ts";

// Several instances need a shared PostgreSQL; PGlite is one process by design. CI runs the suite
// both with and without TEST_DATABASE_URL, so this runs there every time.
const databaseUrl = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = "two instances, one database";

describe.runIf(databaseUrl)("two server processes on one PostgreSQL", () => {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: Awaited<ReturnType<typeof startServer>>;

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((client) => client.query(`create schema ${schema}`));
    // Each instance works in the test's own schema, as another deployment would in its own database.
    const url = new URL(databaseUrl!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), ADMIN_PASSWORD, DEMO_DATA: "0" };
    // Started together: migrations and seeding take a lock, so this is also a concurrent first start.
    [a, b] = await Promise.all([startServer(env, freePort()), startServer(env, freePort())]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await admin((client) => client.query(`drop schema ${schema} cascade`));
  });

  async function login(baseUrl: string) {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const sid = /sid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    return `sid=${sid}`;
  }

  it("accepts a session created on A at B", async () => {
    const cookie = await login(a.url);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: "admin", can_edit: true });
  });

  it("streams a booking created through A to a client of B, and its deletion through B to A", async () => {
    const [ids] = await admin(async (client) => {
      const q = (text: string) => client.query(text).then((result) => result.rows[0]?.id as number);
      return [
        {
          customerId: await q(
            `insert into ${schema}.scheduler_customer (name, color) values ('Two Co', '#123456') returning id`,
          ),
          departureId: await q(
            `insert into ${schema}.scheduler_location (name) values ('Two Pad') returning id`,
          ),
          aircraftTypeId: await q(`select id from ${schema}.aircraft_type order by id limit 1`),
          bookingStatusId: await q(`select id from ${schema}.scheduler_booking_status order by id limit 1`),
        },
      ];
    });
    const cookie = await login(a.url);
    const [atA, atB] = await Promise.all([
      openEventStream(`${a.url}/api/events`, cookie),
      openEventStream(`${b.url}/api/events`, cookie),
    ]);
    try {
      expect(atB.status).toBe(200);
      const created = await fetch(`${a.url}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          ...ids,
          destinationId: ids!.departureId,
          startDate: "2030-05-01",
          endDate: "2030-05-02",
        }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      await atB.next(changeOf("scheduler_bookings"));
      await atB.next(changeOf("scheduler_booking_daily_details"));

      const since = atA.messages.length;
      const deleted = await fetch(`${b.url}/api/bookings/${id}`, { method: "DELETE", headers: { cookie } });
      expect(deleted.status).toBe(200);
      await atA.next(changeOf("scheduler_bookings"), { since });
      await atA.next(changeOf("scheduler_booking_daily_details"), { since });
    } finally {
      atA.close();
      atB.close();
    }
  });

  it("ignores changes in another schema on the same server", async () => {
    const cookie = await login(b.url);
    const stream = await openEventStream(`${b.url}/api/events`, cookie);
    try {
      await admin((client) => client.query("select pg_notify('scheduler_customer', 'public')"));
      await admin((client) =>
        client.query(
          `insert into ${schema}.scheduler_customer (name, color) values ('Own Schema Co', '#111111')`,
        ),
      );
      await stream.next(changeOf("scheduler_customer"));
      expect(stream.messages.filter((m) => m.event === "change")).toHaveLength(1);
    } finally {
      stream.close();
    }
  });
});
