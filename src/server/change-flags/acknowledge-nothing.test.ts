import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeFlag } from "../../shared/change-flags.ts";
import { hashPassword } from "../auth/passwords.ts";
import { rawRows } from "../db/raw-rows.ts";
import { users } from "../db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
/** Sam changes bookings; the administrator acknowledges them. */
let admin: Api;
let sam: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  await t.database.db.insert(users).values({
    username: "sam",
    name: "Sam Jones",
    canEdit: true,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  admin = apiAs(t, await t.login("admin"));
  sam = apiAs(t, await t.login("sam"));
});
afterAll(() => t.close());

/**
 * The counters, the marks and the acknowledgements, each row with its `xmin`: an update that sets a
 * row to what it was still gives it a new one, so equal answers mean nothing was written.
 */
async function written() {
  const { db } = t.database;
  // As JSON text, which both drivers answer alike (bigint columns as numbers).
  const rows = async (table: string, order: string) =>
    (
      await rawRows<{ row: string }>(
        db,
        sql.raw(`select (row_to_json(r)::jsonb || jsonb_build_object('xmin', r.xmin::text))::text as row
          from ${table} r order by ${order}`),
      )
    ).map(({ row }) => JSON.parse(row) as Record<string, unknown>);
  const [counters] = await rows("data_version", "1");
  return {
    counters: counters as { version: number; auth_version: number; marks_version: number },
    marks: await rows("change_marks", "user_id"),
    acknowledgements: await rows("change_acknowledgements", "user_id, booking_id"),
  };
}

const flagsOf = async (): Promise<ChangeFlag[]> => (await admin("GET", "/api/change-flags")).json().flags;
const acknowledge = (bookingId: number, upTo: number) =>
  admin("POST", "/api/change-flags/acknowledge", { bookingId, upTo });
const acknowledgeAll = (upTo: number) => admin("POST", "/api/change-flags/acknowledge-all", { upTo });
const newBooking = () =>
  createBookingVia(sam, bookingPayload(f, { startDate: "2026-11-24", endDate: "2026-11-24" }));

describe("acknowledging (docs/decisions/044)", () => {
  it("writes nothing and moves no counter when it changes nothing, and moves only the marks when it does", async () => {
    await flagsOf();
    const booking = await newBooking();
    const [flag] = await flagsOf();
    const before = await written();
    expect((await acknowledge(booking.id, flag!.upTo)).statusCode).toBe(200);
    const after = await written();
    // One acknowledgement: the marks counter moves by one, the bookings' and sessions' not at all.
    expect(after.counters).toMatchObject({
      version: before.counters.version,
      auth_version: before.counters.auth_version,
      marks_version: before.counters.marks_version + 1,
    });
    expect(await flagsOf()).toEqual([]);

    // Already acknowledged, or up to record 0: answered, and nothing written.
    for (const answer of [
      await acknowledge(booking.id, flag!.upTo),
      await acknowledge(booking.id, 0),
      await acknowledgeAll(0),
    ])
      expect(answer.statusCode, answer.body).toBe(200);
    expect(await written()).toEqual(after);

    await newBooking();
    const upTo = Math.max(...(await flagsOf()).map((each) => each.upTo));
    expect((await acknowledgeAll(upTo)).statusCode).toBe(200);
    const seen = await written();
    expect(seen.counters.marks_version).toBe(after.counters.marks_version + 1);
    expect((await acknowledgeAll(upTo)).statusCode).toBe(200);
    expect(await written()).toEqual(seen);
  });

  it("answers 404 for a booking that never existed, storing nothing, and acknowledges one deleted since", async () => {
    const before = await written();
    const answer = await acknowledge(999_999, 1);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe("Booking 999999 not found");
    expect(await written()).toEqual(before);
    // A deleted booking is flagged as deleted, and its flag is acknowledged like any other.
    const booking = await newBooking();
    await sam("DELETE", `/api/bookings/${booking.id}`);
    const [flag] = await flagsOf();
    expect(flag).toMatchObject({ bookingId: booking.id, deleted: true });
    expect((await acknowledge(booking.id, flag!.upTo)).statusCode).toBe(200);
    expect(await flagsOf()).toEqual([]);
  });
});
