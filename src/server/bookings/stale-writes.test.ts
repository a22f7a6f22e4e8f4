import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import type { StaleWriteAnswer } from "../../shared/stale-write.ts";
import { hashPassword } from "../auth/passwords.ts";
import { history, users } from "../db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

// No silent overwrite (docs/decisions/028), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
let f: Fixtures;
let admin: Api;
let samCookie: string;
let sam: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  await t.database.db
    .insert(users)
    .values({ username: "sam", name: "Sam Jones", passwordHash: await hashPassword(TEST_PASSWORD) });
  samCookie = await t.login("sam");
  sam = apiAs(t, samCookie);
});
afterAll(() => t.close());

const day = (id: number, date: string, field: string) => `/api/bookings/${id}/daily-details/${date}/${field}`;

async function current(id: number): Promise<Booking> {
  const response = await admin("GET", "/api/bookings?from=2025-03-01&to=2025-03-31");
  return (response.json() as Booking[]).find((b) => b.id === id)!;
}

const historyCount = async () => (await t.database.db.select({ id: history.id }).from(history)).length;

function editBody(booking: Booking, changes: Record<string, unknown> = {}) {
  return {
    customerId: booking.customerId,
    aircraftTypeId: booking.aircraftTypeId,
    departureId: booking.departureId,
    startDate: booking.startDate,
    endDate: booking.endDate,
    ...changes,
  };
}

/** Every booking write route, as a stale writer would call it with `version` in the body. */
function writes(booking: Booking) {
  const date = booking.startDate;
  return [
    ["PUT", `/api/bookings/${booking.id}`, editBody(booking, { departureId: f.locations.port })],
    ["PATCH", `/api/bookings/${booking.id}/aircraft-type`, { aircraftTypeId: f.types.AW169 }],
    ["PATCH", `/api/bookings/${booking.id}/status`, { statusId: f.statuses.confirmed }],
    ["PATCH", `/api/bookings/${booking.id}/allocated-aircraft`, { allocatedAircraftId: null }],
    ["PATCH", day(booking.id, date, "destination"), { destinationId: f.locations.port }],
    ["PATCH", day(booking.id, date, "remarks"), { remarks: "mine" }],
    ["PATCH", day(booking.id, date, "departure-time"), { departureTime: "07:00" }],
    ["PATCH", day(booking.id, date, "expected-hours"), { expectedHours: "2.5" }],
    ["PATCH", day(booking.id, date, "status"), { statusId: f.statuses.confirmed }],
  ] as const;
}

describe("a booking's version", () => {
  it("comes with the month read and every write's answer, and moves on with each change, not with a same-value save", async () => {
    const created = await createBookingVia(admin, bookingPayload(f));
    expect((await current(created.id)).version).toBe(created.version);

    const remarks = await admin("PATCH", day(created.id, "2025-03-11", "remarks"), { remarks: "new" });
    expect(remarks.json().version).toBe(created.version + 1);
    const same = await admin("PATCH", day(created.id, "2025-03-11", "remarks"), { remarks: "new" });
    expect(same.json().version).toBe(created.version + 1);
    const put = await admin(
      "PUT",
      `/api/bookings/${created.id}`,
      editBody(created, { endDate: "2025-03-13" }),
    );
    expect(put.json().version).toBeGreaterThan(created.version + 1);
    expect((await current(created.id)).version).toBe(put.json().version);
  });
});

describe("a write based on an older version", () => {
  it("is refused on every booking write route with 409, the booking now, who changed it, when and what; nothing is written", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    const changed = await sam("PATCH", day(booking.id, "2025-03-10", "remarks"), { remarks: "Sam's note" });
    expect(changed.statusCode).toBe(200);
    const now = await current(booking.id);
    const records = await historyCount();

    for (const [method, url, body] of writes(booking)) {
      const response = await admin(method, url, { ...body, version: booking.version });
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      const answer: StaleWriteAnswer = response.json();
      expect(answer.booking).toEqual(now);
      expect(answer.changedBy).toMatchObject({ username: "sam", name: "Sam Jones" });
      expect(Date.parse(answer.changedAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(answer.changes).toEqual([
        { field: "Remarks", date: "2025-03-10", from: "--", to: "Sam's note" },
      ]);
      expect(answer.error).toMatch(/changed by Sam Jones after you read it.*not saved/);
    }
    expect(await current(booking.id)).toEqual(now);
    expect(await historyCount()).toBe(records);
  });

  it("goes through with the version now, and without any version as before (last write wins)", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    await sam("PATCH", day(booking.id, "2025-03-10", "remarks"), { remarks: "Sam's note" });
    const now = await current(booking.id);

    const withVersion = await admin("PATCH", day(booking.id, "2025-03-10", "remarks"), {
      remarks: "mine",
      version: now.version,
    });
    expect(withVersion.statusCode).toBe(200);
    const without = await admin("PATCH", day(booking.id, "2025-03-10", "remarks"), { remarks: "no version" });
    expect(without.statusCode).toBe(200);
    expect((await current(booking.id)).dailyDetails[0]!.remarks).toBe("no version");
  });

  it("names every change since the writer's version and the last one to change it", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    await admin("PATCH", day(booking.id, "2025-03-11", "departure-time"), { departureTime: "08:15" });
    await sam("PATCH", day(booking.id, "2025-03-12", "expected-hours"), { expectedHours: "1.5" });
    const response = await admin("PATCH", day(booking.id, "2025-03-10", "remarks"), {
      remarks: "late",
      version: booking.version,
    });
    expect(response.statusCode).toBe(409);
    const answer: StaleWriteAnswer = response.json();
    expect(answer.changedBy?.username).toBe("sam");
    expect(answer.changes.map((c) => `${c.field} ${c.date} ${c.to}`)).toEqual([
      "Departure time 2025-03-11 08:15",
      "Expected hours 2025-03-12 1.50",
    ]);
  });

  it("a date-range edit based on the version before a day edit is refused, and the day edit kept", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    await sam("PATCH", day(booking.id, "2025-03-12", "remarks"), { remarks: "last day matters" });
    const response = await admin("PUT", `/api/bookings/${booking.id}`, {
      ...editBody(booking, { endDate: "2025-03-11" }),
      version: booking.version,
    });
    expect(response.statusCode).toBe(409);
    const now = await current(booking.id);
    expect(now.endDate).toBe("2025-03-12");
    expect(now.dailyDetails.at(-1)!.remarks).toBe("last day matters");
  });
});

describe("If-Match", () => {
  const ifMatch = (method: "PATCH" | "DELETE", url: string, value: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: samCookie, "if-match": value },
      ...(payload ? { payload } : {}),
    });

  it('takes the version as an ETag ("7"), refuses a stale one, and lets * through', async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    const url = day(booking.id, "2025-03-10", "remarks");
    const first = await ifMatch("PATCH", url, `"${booking.version}"`, { remarks: "one" });
    expect(first.statusCode).toBe(200);
    const stale = await ifMatch("PATCH", url, `"${booking.version}"`, { remarks: "two" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changedBy.username).toBe("sam");
    const any = await ifMatch("PATCH", url, "*", { remarks: "three" });
    expect(any.statusCode).toBe(200);
  });

  it("answers 400 for a version it cannot read or one that disagrees with the body's", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    const url = day(booking.id, "2025-03-10", "remarks");
    const bad = await ifMatch("PATCH", url, '"seven"', { remarks: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/If-Match must be a booking's version/);
    const both = await ifMatch("PATCH", url, `"${booking.version}"`, {
      remarks: "x",
      version: booking.version + 1,
    });
    expect(both.statusCode).toBe(400);
    const body = await admin("PATCH", url, { remarks: "x", version: "7" });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toMatch(/version/);
    expect((await current(booking.id)).version).toBe(booking.version);
  });

  it('takes a list ("1", "7"): the write goes through at any listed version and is stale at none', async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    const v = booking.version;
    const url = day(booking.id, "2025-03-10", "remarks");
    const listed = await ifMatch("PATCH", url, `"${v + 5}", "${v}"`, { remarks: "listed" });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await current(booking.id)).version).toBe(v + 1);
    // Spaces, empty elements and a bare version read as the RFC's list rules allow.
    const loose = await ifMatch("PATCH", url, ` ,"${v}" ,, ${v + 1},`, { remarks: "loose" });
    expect(loose.statusCode, loose.body).toBe(200);

    // At v + 2 now: a list naming only older versions is stale, and the 409 lists what changed after
    // the newest of them (v + 1): the second write only.
    const stale = await ifMatch("PATCH", url, `"${v}", "${v + 1}"`, { remarks: "stale" });
    expect(stale.statusCode).toBe(409);
    const answer = stale.json<StaleWriteAnswer>();
    expect(answer.error).toMatch(new RegExp(`your versions ${v} or ${v + 1}, now ${v + 2}`));
    expect(answer.changes).toEqual([
      expect.objectContaining({ field: expect.stringMatching(/Remarks/), from: "listed", to: "loose" }),
    ]);
    expect((await current(booking.id)).dailyDetails[0]!.remarks).toBe("loose");

    // A body version must be one of the listed ones; then it is the version the write is based on.
    const agrees = await ifMatch("PATCH", url, `"${v}", "${v + 2}"`, { remarks: "agrees", version: v + 2 });
    expect(agrees.statusCode, agrees.body).toBe(200);
    const disagrees = await ifMatch("PATCH", url, `"${v + 3}", "${v + 4}"`, {
      remarks: "x",
      version: v + 2,
    });
    expect(disagrees.statusCode).toBe(400);
    const deleted = await ifMatch("DELETE", `/api/bookings/${booking.id}`, `"1", "${v + 3}"`);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it("refuses a weak ETag (If-Match compares strongly, so it never matches) and anything not a list of versions", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    const url = day(booking.id, "2025-03-10", "remarks");
    const weak = await ifMatch("PATCH", url, `W/"${booking.version}"`, { remarks: "x" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatch(/weak one \(W\/"7"\) never matches; send the version as "7"/);
    const weakInList = await ifMatch("PATCH", url, `"${booking.version}", W/"${booking.version}"`, {
      remarks: "x",
    });
    expect(weakInList.statusCode).toBe(400);
    for (const garbage of ['"1" "2"', '*, "1"', '"1,2"', ",", "", '"1", "x"', '"0"', '"2147483648"', '"1']) {
      const response = await ifMatch("PATCH", url, garbage, { remarks: "x" });
      expect(response.statusCode, garbage).toBe(400);
      expect(response.json().error, garbage).toMatch(/If-Match must be a booking's version/);
    }
    expect((await current(booking.id)).version).toBe(booking.version);
  });

  it("guards a delete: a stale one is refused and the booking stays; the version now deletes", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    await sam("PATCH", day(booking.id, "2025-03-10", "remarks"), { remarks: "keep me" });
    const stale = await ifMatch("DELETE", `/api/bookings/${booking.id}`, `"${booking.version}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().booking.dailyDetails[0].remarks).toBe("keep me");
    const now = await current(booking.id);
    const fresh = await ifMatch("DELETE", `/api/bookings/${booking.id}`, `"${now.version}"`);
    expect(fresh.statusCode).toBe(200);
  });
});

describe("restore", () => {
  it("brings a deleted booking back past the version it was deleted at, so a write from before is refused", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    await admin("DELETE", `/api/bookings/${booking.id}`);
    const restored = await admin("POST", `/api/bookings/${booking.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const now = await current(booking.id);
    expect(now.version).toBeGreaterThan(booking.version);
    const stale = await admin("PATCH", day(booking.id, "2025-03-10", "remarks"), {
      remarks: "x",
      version: booking.version,
    });
    expect(stale.statusCode).toBe(409);
  });
});

describe("two writers at once with the same version", () => {
  it("one is saved and the other refused, whichever comes first", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    const [a, b] = await Promise.all([
      admin("PATCH", day(booking.id, "2025-03-10", "remarks"), { remarks: "A", version: booking.version }),
      sam("PATCH", day(booking.id, "2025-03-11", "remarks"), { remarks: "B", version: booking.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const now = await current(booking.id);
    expect(now.version).toBe(booking.version + 1);
    const saved = a.statusCode === 200 ? ["A", "--"] : ["--", "B"];
    expect(now.dailyDetails.slice(0, 2).map((d) => d.remarks)).toEqual(saved);
  });

  it("the product's own writes without a version still both go through", async () => {
    const booking = await createBookingVia(admin, bookingPayload(f));
    const answers = await Promise.all([
      admin("PATCH", day(booking.id, "2025-03-10", "remarks"), { remarks: "A" }),
      sam("PATCH", day(booking.id, "2025-03-11", "remarks"), { remarks: "B" }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.database.db.select().from(history).where(eq(history.entityId, booking.id));
    expect(rows.filter((r) => r.action === "changed")).toHaveLength(2);
  });
});
