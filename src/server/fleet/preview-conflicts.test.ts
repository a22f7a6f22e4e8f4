import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddedConflict } from "../../shared/fleet.ts";
import { aircraftUnavailability, bookings, dailyDetails, history } from "../db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let adminCookie: string;
let viewer: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  adminCookie = await t.login("admin");
  admin = apiAs(t, adminCookie);
  viewer = apiAs(t, await t.login("viewer"));
});
afterAll(() => t.close());

/** A one-day AW169 booking on `date` at `time` for an hour, on `registration` or none. */
async function flight(date: string, time: string, registration: string | null = "G-MCGB") {
  return (
    await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: date,
        endDate: date,
        departureTime: time,
        expectedHours: "1",
        aircraftTypeId: f.types.AW169,
        allocatedAircraftId: registration === null ? null : f.aircraft[registration],
      }),
    )
  ).id;
}

async function preview(url: string, body: object): Promise<AddedConflict[]> {
  const response = await admin("POST", url, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conflicts;
}

/** Every row a write could touch, to show a preview wrote nothing. */
const snapshot = async () => {
  const { db } = t.database;
  return Promise.all(
    [bookings, dailyDetails, history, aircraftUnavailability].map((table) => db.select().from(table)),
  );
};

describe("previews of the table's and the Fleet tab's writes", () => {
  it("allocating a busy aircraft names the other booking, its aircraft and time, and writes nothing", async () => {
    const busy = await flight("2031-03-03", "13:45");
    const mine = await flight("2031-03-03", "1400", null);
    const before = await snapshot();
    const added = await preview(`/api/conflicts/preview-allocated-aircraft/${mine}`, {
      allocatedAircraftId: f.aircraft["G-MCGB"],
    });
    expect(added.map((c) => [c.kind, c.bookingIds, c.summary])).toEqual([
      ["time", [busy, mine], `G-MCGB with booking ${busy} at 13:45`],
    ]);
    expect(await snapshot()).toEqual(before);
    // The free aircraft asks nothing.
    expect(
      await preview(`/api/conflicts/preview-allocated-aircraft/${mine}`, {
        allocatedAircraftId: f.aircraft["G-MCGA"],
      }),
    ).toEqual([]);
  });

  it("only new conflicts count: keeping, moving within or removing a clash it already has asks nothing", async () => {
    await flight("2031-03-05", "0900");
    const mine = await flight("2031-03-05", "0930");
    const url = `/api/conflicts/preview-departure-time/${mine}/2031-03-05`;
    expect(await preview(url, { departureTime: "0915" })).toEqual([]);
    expect(await preview(url, { departureTime: "1500" })).toEqual([]);
    expect(
      await preview(`/api/conflicts/preview-expected-hours/${mine}/2031-03-05`, { expectedHours: "3" }),
    ).toEqual([]);
    // A third flight it did not clash with is new.
    const third = await flight("2031-03-05", "1600");
    const added = await preview(url, { departureTime: "1630" });
    expect(added.map((c) => c.bookingIds)).toEqual([[mine, third]]);
    expect(
      await preview(`/api/conflicts/preview-expected-hours/${third}/2031-03-05`, { expectedHours: "1" }),
    ).toEqual([]);
  });

  it("departure time and expected hours that run into the next flight are previewed", async () => {
    const later = await flight("2031-03-07", "1200");
    const mine = await flight("2031-03-07", "0900");
    const hours = await preview(`/api/conflicts/preview-expected-hours/${mine}/2031-03-07`, {
      expectedHours: "3",
    });
    expect(hours.map((c) => c.summary)).toEqual([`G-MCGB with booking ${later} at 1200`]);
    const time = await preview(`/api/conflicts/preview-departure-time/${mine}/2031-03-07`, {
      departureTime: "TBC",
    });
    expect(time.map((c) => c.kind)).toEqual(["possible"]);
  });

  it("a status that occupies the aircraft again, and a type over capacity, are previewed", async () => {
    const cancelled = (await admin("GET", "/api/booking-statuses"))
      .json()
      .find((s: { statusText: string }) => s.statusText === "Cancelled").id as number;
    await flight("2031-03-09", "1000");
    const mine = await flight("2031-03-09", "1000", null);
    await admin("PATCH", `/api/bookings/${mine}/allocated-aircraft`, {
      allocatedAircraftId: f.aircraft["G-MCGB"],
    });
    await admin("PATCH", `/api/bookings/${mine}/status`, { statusId: cancelled });
    const status = await preview(`/api/conflicts/preview-status/${mine}`, { statusId: f.statuses.confirmed });
    expect(status.map((c) => c.kind)).toEqual(["time"]);

    // Two EC135s: a third EC135 flight at once is over capacity once it becomes one.
    const ec135 = async () =>
      (
        await createBookingVia(
          admin,
          bookingPayload(f, {
            startDate: "2031-03-11",
            endDate: "2031-03-11",
            departureTime: "1000",
            expectedHours: "1",
            aircraftTypeId: f.types.EC135,
          }),
        )
      ).id;
    await ec135();
    await ec135();
    const third = await flight("2031-03-11", "1000", null);
    const type = await preview(`/api/conflicts/preview-aircraft-type/${third}`, {
      aircraftTypeId: f.types.EC135,
    });
    expect(type.map((c) => [c.kind, c.aircraftTypeTitle])).toEqual([["capacity", "EC135"]]);
  });

  it("create and edit: a new booking's every clash, an edit's new ones only", async () => {
    const busy = await flight("2031-03-13", "0800");
    const payload = bookingPayload(f, {
      startDate: "2031-03-13",
      endDate: "2031-03-13",
      departureTime: "0830",
      aircraftTypeId: f.types.AW169,
      allocatedAircraftId: f.aircraft["G-MCGB"],
    });
    expect((await preview("/api/conflicts/preview-create", payload)).map((c) => c.bookingIds)).toEqual([
      [busy, busy + 1],
    ]);
    const mine = (await createBookingVia(admin, payload)).id;
    const { bookingStatusId: _, allocatedAircraftId, ...edit } = payload;
    expect(
      await preview(`/api/conflicts/preview-edit/${mine}`, {
        ...edit,
        allocatedAircraftId,
        remarks: "Pax 4",
      }),
    ).toEqual([]);
  });

  it("on a crowded date names the first flights a new one meets and counts the rest, as its summary does", async () => {
    // 22 flights at once: 231 pairs, past the 200 listed one by one (docs/decisions/024).
    const crowd: number[] = [];
    for (let i = 0; i < 22; i++) crowd.push(await flight("2031-05-06", "0900"));
    const added = await preview(
      "/api/conflicts/preview-create",
      bookingPayload(f, {
        startDate: "2031-05-06",
        endDate: "2031-05-06",
        departureTime: "0900",
        expectedHours: "1",
        aircraftTypeId: f.types.AW169,
        allocatedAircraftId: f.aircraft["G-MCGB"],
      }),
    );
    const clash = added.find((c) => c.kind === "time")!;
    expect(clash.clashesWith?.count).toBe(22);
    expect(clash.summary).toBe(
      `G-MCGB with bookings ${clash.clashesWith!.bookingIds.join(", ")} and 19 more on 06/05/31`,
    );
    // Over capacity: the day's other 22 bookings, the first ten named.
    expect(added.find((c) => c.kind === "capacity")?.summary).toBe(
      `AW169 with bookings ${crowd.slice(0, 10).join(", ")} and 12 more on 06/05/31`,
    );
  });

  it("is refused as the write is: a viewer 403, a bad value 400 naming it, a missing booking 404", async () => {
    const mine = await flight("2031-03-15", "0800");
    expect(
      (await viewer("POST", `/api/conflicts/preview-status/${mine}`, { statusId: f.statuses.confirmed }))
        .statusCode,
    ).toBe(403);
    const bad = await admin("POST", `/api/conflicts/preview-allocated-aircraft/${mine}`, {
      allocatedAircraftId: f.aircraft["G-LDNA"],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/allocatedAircraftId/);
    expect(
      (await admin("POST", "/api/conflicts/preview-status/999999", { statusId: f.statuses.confirmed }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin("POST", "/api/conflicts/preview-unavailability/999999", { endDate: "2031-01-01" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("previews of an unavailability", () => {
  const period = (startDate: string, endDate: string) => ({
    aircraftId: f.aircraft["G-MCGA"],
    startDate,
    endDate,
    reason: "AOG: main rotor",
  });

  it("adding one lists the bookings it grounds; widening one lists only the newly grounded", async () => {
    const first = await flight("2031-04-02", "0700", "G-MCGA");
    const second = await flight("2031-04-04", "1130", "G-MCGA");
    const before = await snapshot();
    const added = await preview("/api/conflicts/preview-unavailability", period("2031-04-01", "2031-04-02"));
    expect(added.map((c) => [c.kind, c.summary])).toEqual([
      ["unavailable", `G-MCGA unavailable for booking ${first} on 02/04/31 at 0700`],
    ]);
    expect(await snapshot()).toEqual(before);
    const id = (
      await admin("POST", "/api/aircraft-unavailability", period("2031-04-01", "2031-04-02"))
    ).json().id;
    const widened = await preview(`/api/conflicts/preview-unavailability/${id}`, { endDate: "2031-04-05" });
    expect(widened.map((c) => c.bookingIds)).toEqual([[second]]);
    // Narrowing it, or renaming the reason, grounds nothing new.
    expect(await preview(`/api/conflicts/preview-unavailability/${id}`, { startDate: "2031-04-02" })).toEqual(
      [],
    );
    expect(
      await preview(`/api/conflicts/preview-unavailability/${id}`, { reason: "AOG: tail rotor" }),
    ).toEqual([]);
  });
});

describe("a preview sent with a stale version (docs/decisions/022, 028)", () => {
  it("answers its write's own 409, from version or If-Match, for each versioned write, and writes nothing", async () => {
    const date = "2031-06-02";
    await flight(date, "0900");
    const payload = bookingPayload(f, {
      startDate: date,
      endDate: date,
      departureTime: "0930",
      expectedHours: "1",
      aircraftTypeId: f.types.AW169,
      allocatedAircraftId: null,
    });
    const { id: mine, version: seen } = await createBookingVia(admin, payload);
    // Someone else changes the booking after this writer read it.
    const theirs = await admin("PATCH", `/api/bookings/${mine}/daily-details/${date}/remarks`, {
      remarks: "Crew change",
      version: seen,
    });
    const now: number = theirs.json().version;
    expect(now, theirs.body).toBeGreaterThan(seen);
    const { bookingStatusId: _, allocatedAircraftId: __, ...edit } = payload;
    // Each preview, its write, and a body they share.
    const day = `${mine}/${date}`;
    const twins: Array<[string, "PUT" | "PATCH", string, object]> = [
      [`preview-edit/${mine}`, "PUT", `${mine}`, { ...edit, remarks: "Pax 4" }],
      [`preview-aircraft-type/${mine}`, "PATCH", `${mine}/aircraft-type`, { aircraftTypeId: f.types.EC135 }],
      [`preview-status/${mine}`, "PATCH", `${mine}/status`, { statusId: f.statuses.confirmed }],
      // At the version now this one would ask about a clash with the 0900 flight on G-MCGB.
      [
        `preview-allocated-aircraft/${mine}`,
        "PATCH",
        `${mine}/allocated-aircraft`,
        { allocatedAircraftId: f.aircraft["G-MCGB"] },
      ],
      [
        `preview-departure-time/${day}`,
        "PATCH",
        `${mine}/daily-details/${date}/departure-time`,
        { departureTime: "0915" },
      ],
      [
        `preview-expected-hours/${day}`,
        "PATCH",
        `${mine}/daily-details/${date}/expected-hours`,
        { expectedHours: "2" },
      ],
      [
        `preview-day-status/${day}`,
        "PATCH",
        `${mine}/daily-details/${date}/status`,
        { statusId: f.statuses.confirmed },
      ],
    ];
    const before = await snapshot();
    for (const [call, method, write, body] of twins) {
      const url = `/api/conflicts/${call}`;
      const stale = await admin("POST", url, { ...body, version: seen });
      expect(stale.statusCode, `${call}: ${stale.body}`).toBe(409);
      expect(stale.json()).toMatchObject({
        booking: { id: mine, version: now },
        changedBy: { username: "admin" },
        changes: [expect.objectContaining({ field: expect.stringMatching(/remarks/i) })],
      });
      // The same answer the write itself gives, which saves nothing either.
      const written = await admin(method, `/api/bookings/${write}`, { ...body, version: seen });
      expect(written.statusCode, call).toBe(409);
      expect(stale.json()).toEqual(written.json());
      // If-Match as the write takes it: a stale one, a list holding the version now, a weak one.
      const ifMatch = (value: string) =>
        t.app.inject({
          method: "POST",
          url,
          headers: { cookie: adminCookie, "if-match": value },
          payload: body,
        });
      const byHeader = await ifMatch(`"${seen}"`);
      expect(byHeader.statusCode, call).toBe(409);
      expect(byHeader.json()).toEqual(stale.json());
      expect((await ifMatch(`"${seen}", "${now}"`)).statusCode, call).toBe(200);
      expect((await ifMatch(`W/"${now}"`)).statusCode, call).toBe(400);
      // At the version now it previews as before.
      const current = await admin("POST", url, { ...body, version: now });
      expect(current.statusCode, call).toBe(200);
      if (call.startsWith("preview-allocated-aircraft")) expect(current.json().conflicts).toHaveLength(1);
    }
    expect(await snapshot()).toEqual(before);
  });
});
