import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { freePort, startServer } from "../testing/processes.ts";

// No silent overwrite across instances (docs/decisions/028): the version lives in the database and is
// checked under the booking's row lock, so two server processes on one PostgreSQL refuse stale writes
// as one does. PGlite is one process by design; CI runs this with TEST_DATABASE_URL.
const databaseUrl = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = "two desks, one booking";

describe.runIf(databaseUrl)("stale writes on two server processes sharing one PostgreSQL", () => {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: Awaited<ReturnType<typeof startServer>>;
  let cookie: string;
  let booking: Booking;

  async function sql(text: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }

  const call = (base: string, method: string, path: string, body?: object) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    await sql(`create schema ${schema}`);
    const url = new URL(databaseUrl!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), ADMIN_PASSWORD, DEMO_DATA: "0" };
    [a, b] = await Promise.all([startServer(env, freePort()), startServer(env, freePort())]);
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1]}`;
    const [customer] = await sql(
      `insert into ${schema}.scheduler_customer (name, color) values ('Two Desks', '#123456') returning id`,
    );
    const [place] = await sql(`insert into ${schema}.scheduler_location (name) values ('Pad') returning id`);
    const [type] = await sql(`select id from ${schema}.aircraft_type order by id limit 1`);
    const [status] = await sql(`select id from ${schema}.scheduler_booking_status order by id limit 1`);
    const created = await call(a.url, "POST", "/api/bookings", {
      customerId: customer.id,
      aircraftTypeId: type.id,
      bookingStatusId: status.id,
      departureId: place.id,
      destinationId: place.id,
      startDate: "2030-05-01",
      endDate: "2030-05-03",
    });
    expect(created.status).toBe(201);
    booking = (await created.json()) as Booking;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await sql(`drop schema ${schema} cascade`);
  });

  const remarks = (id: number, date: string) => `/api/bookings/${id}/daily-details/${date}/remarks`;

  it("a write through B moves the version A's writer saw on, so A refuses that writer with who and what", async () => {
    const atB = await call(b.url, "PATCH", remarks(booking.id, "2030-05-01"), {
      remarks: "from B",
      version: booking.version,
    });
    expect(atB.status).toBe(200);
    const atA = await call(a.url, "PATCH", remarks(booking.id, "2030-05-02"), {
      remarks: "from A",
      version: booking.version,
    });
    expect(atA.status).toBe(409);
    const answer = await atA.json();
    expect(answer.changedBy).toMatchObject({ username: "admin" });
    expect(answer.changes).toEqual([{ field: "Remarks", date: "2030-05-01", from: "--", to: "from B" }]);
    expect(answer.booking.dailyDetails[1].remarks).toBe("--");
  });

  it("of ten writers on both instances sending the same version at once, exactly one is saved", async () => {
    const month = await call(b.url, "GET", "/api/bookings?from=2030-05-01&to=2030-05-31");
    const seen = ((await month.json()) as Booking[]).find((x) => x.id === booking.id)!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? a.url : b.url, "PATCH", remarks(booking.id, "2030-05-03"), {
          remarks: `writer ${i}`,
          version: seen.version,
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const winner = statuses.indexOf(200);
    const [row] = await sql(
      `select remarks, b.version from ${schema}.scheduler_booking_daily_details d
       join ${schema}.scheduler_bookings b on b.id = d."bookingId"
       where d."bookingId" = ${booking.id} and d.date = '2030-05-03'`,
    );
    expect(row).toEqual({ remarks: `writer ${winner}`, version: seen.version + 1 });
  });
});
