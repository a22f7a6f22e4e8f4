import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Counters moved at commit (migration 0070, docs/decisions/046): a long write (an import) no longer
 * holds the change counters' row for its whole run, so other desks' edits, acknowledgements and
 * sign-ins go on meanwhile. Only PostgreSQL has other connections to wait: PGlite has one.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("a long write on PostgreSQL", () => {
  let t: TestApp;
  let f: Fixtures;
  let admin: Api;
  let viewer: Api;

  beforeAll(async () => {
    t = await createTestApp();
    f = await addFixtures(t.database.db);
    admin = apiAs(t, await t.login("admin"));
    viewer = apiAs(t, await t.login("viewer"));
  });
  afterAll(() => t.close());

  /** Fails when `answer` is still waiting after 5 s: on the held transaction, as every write did. */
  const answered = <T>(answer: Promise<T>, what: string) =>
    Promise.race([
      answer,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${what} waited on the open write`)), 5_000),
      ),
    ]);

  it("does not hold up an edit, an acknowledgement or a sign-in while it runs, and its counter moves at its commit", async () => {
    const database = t.database;
    if (database.kind !== "postgres") throw new Error("PostgreSQL only");
    const { pool } = database;
    const held = await createBookingVia(
      admin,
      bookingPayload(f, { startDate: "2026-05-04", endDate: "2026-05-04" }),
    );
    const edited = await createBookingVia(
      admin,
      bookingPayload(f, { startDate: "2026-05-06", endDate: "2026-05-06" }),
    );
    const counters = async () =>
      (
        await pool.query(
          "select version::float8 as data, conflicts_version::float8 as conflicts from data_version",
        )
      ).rows[0] as { data: number; conflicts: number };

    // The long write: it changes a day's departure time (moving the data and conflicts counters, as an
    // import's inserts do) and stays open.
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(
        `update scheduler_booking_daily_details set "departureTime" = '0700' where "bookingId" = $1`,
        [held.id],
      );
      const before = await counters();

      const remarks = await answered(
        admin("PATCH", `/api/bookings/${edited.id}/daily-details/2026-05-06/remarks`, { remarks: "During" }),
        "a remarks edit",
      );
      expect(remarks.statusCode, remarks.body).toBe(200);
      const time = await answered(
        admin("PATCH", `/api/bookings/${edited.id}/daily-details/2026-05-06/departure-time`, {
          departureTime: "0900",
        }),
        "a departure-time edit",
      );
      expect(time.statusCode, time.body).toBe(200);
      const upTo = (await admin("GET", "/api/history?limit=1")).json().entries[0].id;
      const ack = await answered(
        viewer("POST", "/api/change-flags/acknowledge-all", { upTo }),
        "an acknowledgement",
      );
      expect(ack.statusCode, ack.body).toBe(200);
      expect(await answered(t.login("viewer"), "a sign-in")).toBeTruthy();

      // The other desks' committed edits moved the counters; the open write has not moved them yet.
      const during = await counters();
      expect(during.data).toBeGreaterThan(before.data);
      expect(during.conflicts).toBeGreaterThan(before.conflicts);
      await client.query("commit");
      const after = await counters();
      expect(after.data).toBeGreaterThan(during.data);
      expect(after.conflicts).toBeGreaterThan(during.conflicts);
      // Nothing is left noted once the write has committed.
      expect((await pool.query("select count(*)::int as n from counter_moves")).rows[0].n).toBe(0);
    } finally {
      await client.query("rollback").catch(() => {});
      client.release();
    }
  });
});
