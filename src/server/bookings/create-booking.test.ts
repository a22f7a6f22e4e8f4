import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ID } from "../../shared/bookings.ts";
import { bookings, dailyDetails } from "../db/schema.ts";
import { type Api, addFixtures, apiAs, bookingPayload, type Fixtures } from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  cookie = await t.login("admin");
  admin = apiAs(t, cookie);
});
afterAll(() => t.close());

async function rowCounts() {
  const [b] = await t.database.db.select({ n: count() }).from(bookings);
  const [d] = await t.database.db.select({ n: count() }).from(dailyDetails);
  return { bookings: b?.n, days: d?.n };
}

/** Posts `payload` and expects a 400 with exactly `error`, and nothing written. */
async function expectRefused(payload: unknown, error: string) {
  const before = await rowCounts();
  const response = await admin("POST", "/api/bookings", payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ error });
  expect(await rowCounts()).toEqual(before);
}

describe("POST /api/bookings", () => {
  it("creates the booking with one day per date and answers it in read shape", async () => {
    const response = await admin(
      "POST",
      "/api/bookings",
      bookingPayload(f, {
        startDate: "2025-02-27",
        endDate: "2025-03-02",
        allocatedAircraftId: f.aircraft["G-LDNA"],
        departureTime: "07:30",
        expectedHours: "1.25",
        remarks: "2 PAX",
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      startDate: "2025-02-27",
      endDate: "2025-03-02",
      allocatedAircraft: { registration: "G-LDNA" },
    });
    expect(booking.dailyDetails.map((d: { date: string }) => d.date)).toEqual([
      "2025-02-27",
      "2025-02-28",
      "2025-03-01",
      "2025-03-02",
    ]);
    for (const day of booking.dailyDetails) {
      expect(day).toMatchObject({
        destinationId: f.locations.rig,
        bookingStatusId: f.statuses.pending,
        departureTime: "07:30",
        expectedAircraftHours: "1.25",
        remarks: "2 PAX",
      });
    }
  });

  it.each([
    ["left out", {}],
    ["blank", { departureTime: "", expectedHours: "", remarks: "" }],
    ["only spaces", { departureTime: "   ", expectedHours: "  ", remarks: " " }],
  ])("stores TBC, 0 and -- when departure time, hours and remarks are %s", async (_case, blanks) => {
    const response = await admin(
      "POST",
      "/api/bookings",
      bookingPayload(f, { startDate: "2025-04-01", endDate: "2025-04-01", ...blanks }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().dailyDetails).toEqual([
      expect.objectContaining({ departureTime: "TBC", expectedAircraftHours: "0.00", remarks: "--" }),
    ]);
  });

  it("accepts a range of exactly 366 days", async () => {
    const response = await admin(
      "POST",
      "/api/bookings",
      bookingPayload(f, { startDate: "2027-01-01", endDate: "2028-01-01" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().dailyDetails).toHaveLength(366);
  });

  it("accepts expected hours sent as a JSON number", async () => {
    const response = await admin("POST", "/api/bookings", bookingPayload(f, { expectedHours: 3 as never }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().dailyDetails[0].expectedAircraftHours).toBe("3.00");
  });

  describe("the spec's §5 messages", () => {
    it.each([
      ["customerId", "Please select a customer"],
      ["aircraftTypeId", "Please select an aircraft type"],
      ["bookingStatusId", "Please select a status"],
      ["departureId", "Please select departure location"],
      ["destinationId", "Please select destination"],
      ["startDate", "Please select start date"],
      ["endDate", "Please select end date"],
    ])("a missing %s answers %j", async (field, message) => {
      const payload: Record<string, unknown> = bookingPayload(f);
      delete payload[field];
      await expectRefused(payload, message);
    });

    it.each([
      ["customerId", 0, "Please select a customer"],
      ["customerId", -3, "Please select a customer"],
      ["customerId", 1.5, "Please select a customer"],
      ["customerId", "1", "Please select a customer"],
      ["aircraftTypeId", null, "Please select an aircraft type"],
      ["bookingStatusId", "pending", "Please select a status"],
      ["departureId", true, "Please select departure location"],
      ["destinationId", [1], "Please select destination"],
      ["startDate", "", "Please select start date"],
      ["endDate", "", "Please select end date"],
      ["startDate", 20250310, "Please select start date"],
    ])("%s = %j answers %j", async (field, value, message) => {
      await expectRefused(bookingPayload(f, { [field]: value }), message);
    });
  });

  it("answers 400 when the end date is before the start date", async () => {
    await expectRefused(
      bookingPayload(f, { startDate: "2025-03-12", endDate: "2025-03-11" }),
      "End date must be on or after start date",
    );
  });

  it("answers 400 for a range over 366 days", async () => {
    await expectRefused(
      bookingPayload(f, { startDate: "2027-01-01", endDate: "2028-01-02" }),
      "A booking can span at most 366 days",
    );
  });

  it.each([
    ["startDate", "2025-02-29"],
    ["startDate", "10/03/2025"],
    ["endDate", "2025-03-12T00:00:00Z"],
  ])("answers 400 naming %s for the date %j", async (field, value) => {
    await expectRefused(
      bookingPayload(f, { [field]: value }),
      `${field}: must be a date in the form yyyy-mm-dd`,
    );
  });

  it('answers 400 for expected hours "1,5", saying the API takes a decimal point', async () => {
    await expectRefused(
      bookingPayload(f, { expectedHours: "1,5" }),
      "Expected hours must be written with a decimal point, not a comma",
    );
  });

  it.each([["abc"], ["-1"], ["1.234"], ["123456"], [-2], [true]])(
    "answers 400 for expected hours %j",
    async (expectedHours) => {
      await expectRefused(
        bookingPayload(f, { expectedHours: expectedHours as never }),
        "Expected hours must be a number of 0 or more with at most two decimals",
      );
    },
  );

  it.each([
    [
      "a 51-character departure time",
      { departureTime: "x".repeat(51) },
      "Departure time must be at most 50 characters",
    ],
    ["a numeric departure time", { departureTime: 930 }, "Departure time must be text"],
    ["2001-character remarks", { remarks: "x".repeat(2001) }, "Remarks must be at most 2000 characters"],
    ["remarks with a NUL", { remarks: "nul \u0000 byte" }, "Remarks cannot contain NUL characters"],
    [
      "a registration for an aircraft id",
      { allocatedAircraftId: "G-LDNA" },
      "Allocated aircraft id must be a positive whole number",
    ],
  ])("answers 400 for %s", async (_case, overrides, error) => {
    await expectRefused(bookingPayload(f, overrides as never), error);
  });

  it.each([
    ["customerId", "customer"],
    ["aircraftTypeId", "aircraft type"],
    ["bookingStatusId", "status"],
    ["departureId", "location"],
    ["destinationId", "location"],
    ["allocatedAircraftId", "aircraft"],
  ])("answers 400 naming %s when its id does not exist", async (field, kind) => {
    await expectRefused(bookingPayload(f, { [field]: 9999 }), `${field}: there is no ${kind} with id 9999`);
  });

  it("answers 400 for an id beyond the database's integers", async () => {
    await expectRefused(bookingPayload(f, { customerId: MAX_ID + 1 }), "Please select a customer");
  });

  it("answers 400 when the allocated aircraft is of another type", async () => {
    await expectRefused(
      bookingPayload(f, { aircraftTypeId: f.types.AW169, allocatedAircraftId: f.aircraft["G-LDNA"] }),
      "allocatedAircraftId: aircraft G-LDNA is not of the booking's aircraft type",
    );
  });

  it.each([
    ["an array", [{ customerId: 1 }]],
    ["null", null],
    ["a string", "booking"],
  ])("answers 400 for a body that is %s", async (_case, body) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie, "content-type": "application/json" },
      payload: '{"customerId": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The request body is not valid JSON" });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/bookings",
      headers: { cookie, "content-type": "text/plain" },
      payload: "customerId=1",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: "Send the request body as JSON (Content-Type: application/json)",
    });
  });

  it("answers 413 for an oversized body, and writes nothing", async () => {
    const before = await rowCounts();
    const response = await admin(
      "POST",
      "/api/bookings",
      bookingPayload(f, { remarks: "x".repeat(2 * 1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The request body is too large" });
    expect(await rowCounts()).toEqual(before);
  });
});
