import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { dailyDetails } from "../db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { readBooking } from "./read-bookings.ts";

/** A day field and the field of its one leg that it is (docs/decisions/049). */
const LEG_FIELD: Record<string, string> = {
  departureTime: "departureTime",
  destinationId: "toId",
  expectedAircraftHours: "expectedHours",
};

let t: TestApp;
let f: Fixtures;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
});
afterAll(() => t.close());

/** A booking from 2025-05-01 to 2025-05-03 on an AW139 with G-LDNA allocated. */
const newBooking = () =>
  createBookingVia(
    admin,
    bookingPayload(f, {
      startDate: "2025-05-01",
      endDate: "2025-05-03",
      allocatedAircraftId: f.aircraft["G-LDNA"],
      departureTime: "0700",
      expectedHours: "1",
      remarks: "first",
    }),
  );

async function expectAnswer(
  request: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status: number,
  error: string,
) {
  const response = await request;
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error });
}

describe("PATCH /api/bookings/{id}/daily-details/{date}/...", () => {
  const url = (booking: Booking, field: string, date = "2025-05-02") =>
    `/api/bookings/${booking.id}/daily-details/${date}/${field}`;

  it.each([
    [
      "destination",
      { destinationId: "port" },
      { destinationId: "port", destinationLocation: { name: "EGNJ Humberside" } },
    ],
    ["remarks", { remarks: "Freight 200kg" }, { remarks: "Freight 200kg" }],
    ["remarks", { remarks: "" }, { remarks: "--" }],
    ["remarks", { remarks: "   " }, { remarks: "--" }],
    ["remarks", {}, { remarks: "--" }],
    ["departure-time", { departureTime: "09:30/ref 7" }, { departureTime: "09:30/ref 7" }],
    ["departure-time", { departureTime: "" }, { departureTime: "TBC" }],
    ["departure-time", {}, { departureTime: "TBC" }],
    ["expected-hours", { expectedHours: "2.5" }, { expectedAircraftHours: "2.50" }],
    ["expected-hours", { expectedHours: "0" }, { expectedAircraftHours: "0.00" }],
    ["expected-hours", { expectedHours: 3.25 }, { expectedAircraftHours: "3.25" }],
    ["expected-hours", { expectedHours: ".75" }, { expectedAircraftHours: "0.75" }],
    ["actual-hours", { actualHours: "1.4" }, { actualHours: "1.40" }],
    ["actual-hours", { actualHours: 0 }, { actualHours: "0.00" }],
    ["actual-hours", { actualHours: "" }, { actualHours: null }],
    ["actual-hours", { actualHours: null }, { actualHours: null }],
    ["status", { statusId: "confirmed" }, { bookingStatusId: "confirmed" }],
  ])("%s %j changes only that day", async (field, body, expected) => {
    const booking = await newBooking();
    const resolve = (value: unknown) =>
      value === "port" ? f.locations.port : value === "confirmed" ? f.statuses.confirmed : value;
    const payload = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, resolve(v)]));
    const response = await admin("PATCH", url(booking, field), payload);
    expect(response.statusCode, response.body).toBe(200);
    const updated: Booking = response.json();
    const want = Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, resolve(v)]));
    // The day's time, destination and hours are its one leg's, written with it (docs/decisions/049).
    const legWant = Object.fromEntries(
      Object.entries(want).flatMap(([k, v]) => (k in LEG_FIELD ? [[LEG_FIELD[k], v]] : [])),
    );
    const before = booking.dailyDetails[1]!;
    expect(updated.dailyDetails).toEqual([
      booking.dailyDetails[0],
      { ...before, ...want, legs: [{ ...before.legs[0], ...legWant }] },
      booking.dailyDetails[2],
    ]);
  });

  it.each([
    ["destination", {}, "Please select destination"],
    ["destination", { destinationId: 9999 }, "destinationId: there is no location with id 9999"],
    ["remarks", { remarks: 5 }, "Remarks must be text"],
    ["departure-time", { departureTime: "x".repeat(51) }, "Departure time must be at most 50 characters"],
    ["expected-hours", {}, "Expected hours must be a number of 0 or more with at most two decimals"],
    [
      "expected-hours",
      { expectedHours: "" },
      "Expected hours must be a number of 0 or more with at most two decimals",
    ],
    [
      "expected-hours",
      { expectedHours: "-1" },
      "Expected hours must be a number of 0 or more with at most two decimals",
    ],
    [
      "expected-hours",
      { expectedHours: -1 },
      "Expected hours must be a number of 0 or more with at most two decimals",
    ],
    [
      "expected-hours",
      { expectedHours: "1.234" },
      "Expected hours must be a number of 0 or more with at most two decimals",
    ],
    // A comma is named, not read as 35 or as 3.5: the API's decimal strings keep their point.
    [
      "expected-hours",
      { expectedHours: "3,5" },
      "Expected hours must be written with a decimal point, not a comma",
    ],
    [
      "expected-hours",
      { expectedHours: "two" },
      "Expected hours must be a number of 0 or more with at most two decimals",
    ],
    ["actual-hours", {}, "Actual hours must be a number of 0 or more with at most two decimals"],
    [
      "actual-hours",
      { actualHours: "-2" },
      "Actual hours must be a number of 0 or more with at most two decimals",
    ],
    [
      "actual-hours",
      { actualHours: "1,5" },
      "Actual hours must be written with a decimal point, not a comma",
    ],
    [
      "actual-hours",
      { actualHours: "123456" },
      "Actual hours must be a number of 0 or more with at most two decimals",
    ],
    ["status", {}, "Please select a status"],
    ["status", { statusId: 9999 }, "statusId: there is no status with id 9999"],
    ["status", { statusId: "2" }, "Please select a status"],
  ])("%s %j answers 400 and changes nothing", async (field, body, error) => {
    const booking = await newBooking();
    await expectAnswer(admin("PATCH", url(booking, field), body), 400, error);
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(booking);
  });

  it("records actual hours beside the expected ones, moving the version once; blank clears them", async () => {
    const booking = await newBooking();
    const flown = await admin("PATCH", url(booking, "actual-hours"), {
      actualHours: "1.25",
      version: booking.version,
    });
    expect(flown.statusCode, flown.body).toBe(200);
    const after: Booking = flown.json();
    expect(after.version).toBe(booking.version + 1);
    expect(after.dailyDetails[1]).toMatchObject({ expectedAircraftHours: "1.00", actualHours: "1.25" });
    // A write from the version before is stale now.
    const stale = await admin("PATCH", url(booking, "actual-hours"), {
      actualHours: "2",
      version: booking.version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const cleared = await admin("PATCH", url(booking, "actual-hours"), {
      actualHours: "",
      version: after.version,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as Booking).dailyDetails[1]!.actualHours).toBeNull();
  });

  it("answers 404 when the booking has no day on that date", async () => {
    const booking = await newBooking();
    await expectAnswer(
      admin("PATCH", url(booking, "remarks", "2025-05-04"), { remarks: "x" }),
      404,
      `Booking ${booking.id} has no day on 2025-05-04`,
    );
    await expectAnswer(
      admin("PATCH", "/api/bookings/999999/daily-details/2025-05-01/remarks", { remarks: "x" }),
      404,
      "Booking 999999 has no day on 2025-05-01",
    );
  });

  it("answers 400 for a date that is not yyyy-mm-dd", async () => {
    const booking = await newBooking();
    await expectAnswer(
      admin("PATCH", url(booking, "remarks", "02-05-2025"), { remarks: "x" }),
      400,
      "date: must be a date in the form yyyy-mm-dd",
    );
  });
});

describe("PATCH /api/bookings/{id}/daily-details/{date}/status", () => {
  it("answers the conflicts left once one day no longer occupies the aircraft", async () => {
    // Two bookings on one aircraft at the same time on three days clash on each of them.
    const first = await newBooking();
    await newBooking();
    const statuses: { id: number; statusText: string }[] = (
      await admin("GET", "/api/booking-statuses")
    ).json();
    const cancelled = statuses.find((status) => status.statusText === "Cancelled")!.id;
    const response = await admin("PATCH", `/api/bookings/${first.id}/daily-details/2025-05-02/status`, {
      statusId: cancelled,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.dailyDetails.map((day: { bookingStatusId: number }) => day.bookingStatusId)).toEqual([
      f.statuses.pending,
      cancelled,
      f.statuses.pending,
    ]);
    const clashDates = new Set(
      answer.conflicts
        .filter((c: { kind: string; bookingIds: number[] }) => c.kind === "time")
        .map((c: { date: string }) => c.date),
    );
    expect(clashDates.has("2025-05-01")).toBe(true);
    expect(clashDates.has("2025-05-02")).toBe(false);
    expect(clashDates.has("2025-05-03")).toBe(true);
  });
});

describe("PATCH /api/bookings/{id}/aircraft-type", () => {
  it("changes the type and clears an allocated aircraft of another type", async () => {
    const booking = await newBooking();
    const response = await admin("PATCH", `/api/bookings/${booking.id}/aircraft-type`, {
      aircraftTypeId: f.types.EC135,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...booking,
      version: booking.version + 1,
      aircraftTypeId: f.types.EC135,
      aircraftType: { id: f.types.EC135, title: "EC135" },
      allocatedAircraftId: null,
      allocatedAircraft: null,
      // Conflicts are tested in fleet/conflicts.test.ts; this file's bookings share dates and aircraft.
      conflicts: expect.any(Array),
    });
  });

  it("keeps the allocated aircraft when the type stays the same", async () => {
    const booking = await newBooking();
    const response = await admin("PATCH", `/api/bookings/${booking.id}/aircraft-type`, {
      aircraftTypeId: f.types.AW139,
    });
    expect(response.json()).toEqual({ ...booking, conflicts: expect.any(Array) });
  });

  it("answers 400 for an unknown type and 404 for an unknown booking", async () => {
    const booking = await newBooking();
    await expectAnswer(
      admin("PATCH", `/api/bookings/${booking.id}/aircraft-type`, { aircraftTypeId: 9999 }),
      400,
      "aircraftTypeId: there is no aircraft type with id 9999",
    );
    await expectAnswer(
      admin("PATCH", `/api/bookings/${booking.id}/aircraft-type`, {}),
      400,
      "Please select an aircraft type",
    );
    await expectAnswer(
      admin("PATCH", "/api/bookings/999999/aircraft-type", { aircraftTypeId: f.types.AW139 }),
      404,
      "Booking 999999 not found",
    );
  });
});

describe("PATCH /api/bookings/{id}/status", () => {
  it("sets the status of every day", async () => {
    const booking = await newBooking();
    const response = await admin("PATCH", `/api/bookings/${booking.id}/status`, {
      statusId: f.statuses.confirmed,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().dailyDetails).toEqual(
      booking.dailyDetails.map((day) => ({ ...day, bookingStatusId: f.statuses.confirmed })),
    );
  });

  it("answers 400 for an unknown or missing status and 404 for an unknown booking", async () => {
    const booking = await newBooking();
    await expectAnswer(
      admin("PATCH", `/api/bookings/${booking.id}/status`, { statusId: 9999 }),
      400,
      "statusId: there is no status with id 9999",
    );
    await expectAnswer(
      admin("PATCH", `/api/bookings/${booking.id}/status`, {}),
      400,
      "Please select a status",
    );
    await expectAnswer(
      admin("PATCH", "/api/bookings/999999/status", { statusId: f.statuses.confirmed }),
      404,
      "Booking 999999 not found",
    );
  });
});

describe("PATCH /api/bookings/{id}/allocated-aircraft", () => {
  it("allocates an aircraft of the booking's type, and null clears it", async () => {
    const booking = await newBooking();
    const url = `/api/bookings/${booking.id}/allocated-aircraft`;
    const changed = await admin("PATCH", url, { allocatedAircraftId: f.aircraft["G-LDNB"] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...booking,
      version: booking.version + 1,
      allocatedAircraftId: f.aircraft["G-LDNB"],
      allocatedAircraft: { registration: "G-LDNB" },
      conflicts: expect.any(Array),
    });
    const cleared = await admin("PATCH", url, { allocatedAircraftId: null });
    expect(cleared.json()).toEqual({
      ...booking,
      version: booking.version + 2,
      allocatedAircraftId: null,
      allocatedAircraft: null,
      conflicts: expect.any(Array),
    });
  });

  it("answers 400 for an aircraft of another type, an unknown aircraft or a missing field", async () => {
    const booking = await newBooking();
    const url = `/api/bookings/${booking.id}/allocated-aircraft`;
    await expectAnswer(
      admin("PATCH", url, { allocatedAircraftId: f.aircraft["G-MCGA"] }),
      400,
      "allocatedAircraftId: aircraft G-MCGA is not of the booking's aircraft type",
    );
    await expectAnswer(
      admin("PATCH", url, { allocatedAircraftId: 9999 }),
      400,
      "allocatedAircraftId: there is no aircraft with id 9999",
    );
    await expectAnswer(
      admin("PATCH", url, {}),
      400,
      "Allocated aircraft id must be a positive whole number or null",
    );
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(booking);
  });

  it("answers 404 for an unknown booking", async () => {
    await expectAnswer(
      admin("PATCH", "/api/bookings/999999/allocated-aircraft", { allocatedAircraftId: null }),
      404,
      "Booking 999999 not found",
    );
  });
});

describe("DELETE /api/bookings/{id}", () => {
  it("deletes the booking and its days, answering the booking as it was", async () => {
    const booking = await newBooking();
    const response = await admin("DELETE", `/api/bookings/${booking.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(booking);
    const [days] = await t.database.db
      .select({ n: count() })
      .from(dailyDetails)
      .where(eq(dailyDetails.bookingId, booking.id));
    expect(days?.n).toBe(0);
    await expectAnswer(
      admin("DELETE", `/api/bookings/${booking.id}`),
      404,
      `Booking ${booking.id} not found`,
    );
  });

  it("answers 400 for an id that is not a positive whole number", async () => {
    // "0x10" and "%201" (" 1") are not ids: read loosely they were 16 and 1 (docs/decisions/044).
    for (const id of ["0", "-1", "1.5", "abc", "99999999999", "0x10", "%201", "1e1", "+1"]) {
      await expectAnswer(
        admin("DELETE", `/api/bookings/${id}`),
        400,
        "Booking id must be a positive whole number",
      );
    }
  });
});
