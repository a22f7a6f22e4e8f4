import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking, DailyDetail } from "../../shared/bookings.ts";
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

let t: TestApp;
let f: Fixtures;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
});
afterAll(() => t.close());

/**
 * A booking from 2025-03-10 to 2025-03-12 whose days differ: the first flies to the port, the last is
 * confirmed, and each has its own remarks, so tests can see which day a new one copied.
 */
async function threeDayBooking(): Promise<Booking> {
  const { id } = await createBookingVia(
    admin,
    bookingPayload(f, { startDate: "2025-03-10", endDate: "2025-03-12" }),
  );
  const day = `/api/bookings/${id}/daily-details`;
  await admin("PATCH", `${day}/2025-03-10/destination`, { destinationId: f.locations.port });
  for (const date of ["2025-03-10", "2025-03-11", "2025-03-12"]) {
    await admin("PATCH", `${day}/${date}/remarks`, { remarks: `remarks ${date}` });
  }
  // Only the last day confirmed, set in the database: the API sets a status on every day at once.
  await t.database.db
    .update(dailyDetails)
    .set({ bookingStatusId: f.statuses.confirmed })
    .where(and(eq(dailyDetails.bookingId, id), eq(dailyDetails.date, "2025-03-12")));
  return readBooking({ db: t.database.db, id });
}

function edit(booking: Booking, changes: Partial<Record<string, unknown>>) {
  return admin("PUT", `/api/bookings/${booking.id}`, {
    customerId: booking.customerId,
    aircraftTypeId: booking.aircraftTypeId,
    departureId: booking.departureId,
    startDate: booking.startDate,
    endDate: booking.endDate,
    ...changes,
  });
}

const dates = (booking: Booking) => booking.dailyDetails.map((d) => d.date);
const byDate = (booking: Booking, date: string) => booking.dailyDetails.find((d) => d.date === date)!;
/** A day added by a date-range edit: copied destination and status, default time, hours and remarks. */
const newDay = (date: string, copied: DailyDetail) => ({
  id: expect.any(Number),
  date,
  destinationId: copied.destinationId,
  destinationLocation: copied.destinationLocation,
  bookingStatusId: copied.bookingStatusId,
  departureTime: "TBC",
  expectedAircraftHours: "0.00",
  // Hours flown are the day's own: a new day has none, whatever the day it copies flew.
  actualHours: null,
  remarks: "--",
  // One leg, from the booking's departure to the copied destination (docs/decisions/049).
  legs: [
    {
      id: expect.any(Number),
      departureTime: "TBC",
      fromId: copied.legs[0]!.fromId,
      toId: copied.destinationId,
      expectedHours: "0.00",
      passengers: null,
      positioning: false,
      crew: { captainId: null, firstOfficerId: null, otherIds: [] },
    },
  ],
});

describe("PUT /api/bookings/{id}: date-range edits", () => {
  it("shrinking keeps the days still inside, unchanged, and deletes the rest", async () => {
    const booking = await threeDayBooking();
    const response = await edit(booking, { startDate: "2025-03-11", endDate: "2025-03-12" });
    expect(response.statusCode, response.body).toBe(200);
    const updated: Booking = response.json();
    expect(updated).toMatchObject({ startDate: "2025-03-11", endDate: "2025-03-12" });
    expect(updated.dailyDetails).toEqual([byDate(booking, "2025-03-11"), byDate(booking, "2025-03-12")]);
  });

  it("growing at the start adds days copying the first day", async () => {
    const booking = await threeDayBooking();
    const updated: Booking = (await edit(booking, { startDate: "2025-03-08" })).json();
    const first = byDate(booking, "2025-03-10");
    expect(updated.dailyDetails).toEqual([
      newDay("2025-03-08", first),
      newDay("2025-03-09", first),
      ...booking.dailyDetails,
    ]);
    expect(first.destinationId).toBe(f.locations.port);
  });

  it("growing at the end adds days copying the last day", async () => {
    const booking = await threeDayBooking();
    const updated: Booking = (await edit(booking, { endDate: "2025-03-14" })).json();
    const last = byDate(booking, "2025-03-12");
    expect(updated.dailyDetails).toEqual([
      ...booking.dailyDetails,
      newDay("2025-03-13", last),
      newDay("2025-03-14", last),
    ]);
    expect(last.bookingStatusId).toBe(f.statuses.confirmed);
  });

  it("growing at both ends copies the nearest day on each side", async () => {
    const booking = await threeDayBooking();
    const updated: Booking = (await edit(booking, { startDate: "2025-03-09", endDate: "2025-03-13" })).json();
    expect(updated.dailyDetails).toEqual([
      newDay("2025-03-09", byDate(booking, "2025-03-10")),
      ...booking.dailyDetails,
      newDay("2025-03-13", byDate(booking, "2025-03-12")),
    ]);
  });

  it("moving the range moves each day's details with it, by position (docs/decisions/042)", async () => {
    const booking = await threeDayBooking();
    const later: Booking = (await edit(booking, { startDate: "2025-04-01", endDate: "2025-04-02" })).json();
    const movedTo = (date: string, from: DailyDetail) => ({ ...from, id: expect.any(Number), date });
    expect(later.dailyDetails).toEqual([
      movedTo("2025-04-01", byDate(booking, "2025-03-10")),
      movedTo("2025-04-02", byDate(booking, "2025-03-11")),
    ]);

    const other = await threeDayBooking();
    const earlier: Booking = (await edit(other, { startDate: "2025-03-09", endDate: "2025-03-11" })).json();
    expect(earlier.dailyDetails).toEqual(
      other.dailyDetails.map((day, index) =>
        movedTo(["2025-03-09", "2025-03-10", "2025-03-11"][index]!, day),
      ),
    );
  });

  it("a one-day booking moved two days earlier keeps its time, hours, remarks and flown hours; history names the move", async () => {
    const { id } = await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2025-12-16",
        endDate: "2025-12-16",
        departureTime: "0900",
        expectedHours: "1.00",
        remarks: "Crew change",
      }),
    );
    await admin("PATCH", `/api/bookings/${id}/daily-details/2025-12-16/actual-hours`, {
      actualHours: "1.10",
    });
    const booking = await readBooking({ db: t.database.db, id });
    const moved: Booking = (await edit(booking, { startDate: "2025-12-14", endDate: "2025-12-14" })).json();
    expect(moved.dailyDetails).toEqual([
      { ...booking.dailyDetails[0], id: expect.any(Number), date: "2025-12-14" },
    ]);
    expect(moved.dailyDetails[0]).toMatchObject({
      departureTime: "0900",
      expectedAircraftHours: "1.00",
      actualHours: "1.10",
      remarks: "Crew change",
    });
  });

  it("a move that drops days names them with their details in the history", async () => {
    const booking = await threeDayBooking();
    await edit(booking, { startDate: "2025-05-01", endDate: "2025-05-01" });
    const history = (await admin("GET", `/api/bookings/${booking.id}/history`)).json() as {
      changes: { field: string; date: string | null; from: string | null; to: string | null }[];
    }[];
    const removed = history[0]?.changes.filter((change) => change.field === "Day removed");
    expect(removed).toEqual([
      {
        field: "Day removed",
        date: "2025-03-11",
        from: "11/03/25 TBC, 0.00 h, remarks 'remarks 2025-03-11'",
        to: null,
      },
      {
        field: "Day removed",
        date: "2025-03-12",
        from: "12/03/25 TBC, 0.00 h, remarks 'remarks 2025-03-12'",
        to: null,
      },
    ]);
  });

  it("shrinks to one day and grows back from one day", async () => {
    const booking = await threeDayBooking();
    const one: Booking = (await edit(booking, { startDate: "2025-03-12", endDate: "2025-03-12" })).json();
    expect(one.dailyDetails).toEqual([byDate(booking, "2025-03-12")]);
    const grown: Booking = (await edit(one, { startDate: "2025-03-11", endDate: "2025-03-13" })).json();
    expect(grown.dailyDetails).toEqual([
      newDay("2025-03-11", byDate(booking, "2025-03-12")),
      byDate(booking, "2025-03-12"),
      newDay("2025-03-13", byDate(booking, "2025-03-12")),
    ]);
  });

  it("leaves every day alone when the dates do not change", async () => {
    const booking = await threeDayBooking();
    const updated: Booking = (
      await edit(booking, { customerId: f.customers.zenith, departureId: f.locations.port })
    ).json();
    expect(updated).toMatchObject({
      customerId: f.customers.zenith,
      customer: { name: "Zenith Energy" },
      departureId: f.locations.port,
      departureLocation: { name: "EGNJ Humberside" },
    });
    // Every day as it was, but that each first leg now leaves from the booking's new departure.
    expect(updated.dailyDetails).toEqual(
      booking.dailyDetails.map((day) => ({
        ...day,
        legs: day.legs.map((leg) => ({ ...leg, fromId: f.locations.port })),
      })),
    );
    expect(dates(updated)).toEqual(["2025-03-10", "2025-03-11", "2025-03-12"]);
  });

  it("moves a day's legs with it, each keeping its id", async () => {
    const booking = await threeDayBooking();
    const legs = `/api/bookings/${booking.id}/daily-details/2025-03-10/legs`;
    const written = await admin("PUT", legs, {
      legs: [
        { departureTime: "08:00", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
        { departureTime: "10:00", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1.5" },
      ],
    });
    expect(written.statusCode, written.body).toBe(200);
    const before = byDate(written.json(), "2025-03-10");
    const moved: Booking = (await edit(booking, { startDate: "2025-03-11", endDate: "2025-03-13" })).json();
    expect(byDate(moved, "2025-03-11")).toMatchObject({
      departureTime: "08:00",
      destinationId: f.locations.base,
      expectedAircraftHours: "2.50",
      legs: before.legs,
    });
  });
});

describe("PUT /api/bookings/{id}: other fields", () => {
  it("changing the aircraft type clears an allocated aircraft of another type", async () => {
    const booking = await createBookingVia(
      admin,
      bookingPayload(f, { allocatedAircraftId: f.aircraft["G-LDNA"] }),
    );
    const updated: Booking = (await edit(booking, { aircraftTypeId: f.types.AW169 })).json();
    expect(updated).toMatchObject({
      aircraftTypeId: f.types.AW169,
      aircraftType: { title: "AW169" },
      allocatedAircraftId: null,
      allocatedAircraft: null,
    });
  });

  it("keeping the aircraft type keeps the allocated aircraft", async () => {
    const booking = await createBookingVia(
      admin,
      bookingPayload(f, { allocatedAircraftId: f.aircraft["G-LDNA"] }),
    );
    const updated: Booking = (await edit(booking, { endDate: "2025-03-20" })).json();
    expect(updated.allocatedAircraft).toEqual({ registration: "G-LDNA" });
  });

  it("answers 404 for an unknown booking", async () => {
    const response = await admin("PUT", "/api/bookings/999999", {
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      startDate: "2025-03-10",
      endDate: "2025-03-10",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Booking 999999 not found" });
  });

  it.each([
    [{ startDate: undefined }, "Start date is required"],
    [{ startDate: "" }, "Start date is required"],
    [{ endDate: undefined }, "End date is required"],
    [{ endDate: "" }, "End date is required"],
    [{ startDate: "2025-03-15" }, "End date must be on or after start date"],
    [{ endDate: "2026-03-12" }, "A booking can span at most 366 days"],
    [{ customerId: undefined }, "Please select a customer"],
    [{ aircraftTypeId: "AW139" }, "Please select an aircraft type"],
    [{ departureId: 0 }, "Please select departure location"],
    [{ customerId: 9999 }, "customerId: there is no customer with id 9999"],
    [{ aircraftTypeId: 9999 }, "aircraftTypeId: there is no aircraft type with id 9999"],
    [{ departureId: 9999 }, "departureId: there is no location with id 9999"],
  ])("answers 400 for %j and changes nothing", async (changes, error) => {
    const booking = await threeDayBooking();
    const response = await edit(booking, { endDate: "2025-03-14", ...changes });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(booking);
  });

  it("answers 400 for a booking id that is not a whole number", async () => {
    const response = await admin("PUT", "/api/bookings/first", {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Booking id must be a positive whole number" });
  });
});

describe("PUT /api/bookings/{id}: flown hours with the edit (docs/decisions/033)", () => {
  it("writes the days' flown hours in the edit's transaction and history record", async () => {
    const booking = await threeDayBooking();
    const response = await admin("PUT", `/api/bookings/${booking.id}`, {
      customerId: booking.customerId,
      aircraftTypeId: booking.aircraftTypeId,
      departureId: booking.departureId,
      startDate: booking.startDate,
      endDate: "2025-03-13",
      // A day added by this very edit can be given hours too.
      actualHours: [
        { date: "2025-03-10", actualHours: "1.5" },
        { date: "2025-03-13", actualHours: 0.75 },
      ],
      version: booking.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await readBooking({ db: t.database.db, id: booking.id });
    expect(after.dailyDetails.map((day) => [day.date, day.actualHours])).toEqual([
      ["2025-03-10", "1.50"],
      ["2025-03-11", null],
      ["2025-03-12", null],
      ["2025-03-13", "0.75"],
    ]);
    const [record] = (await admin("GET", `/api/bookings/${booking.id}/history`)).json();
    expect(JSON.stringify(record)).toContain("Actual hours");
    expect(JSON.stringify(record)).toContain("End date");
    // The version the dialog opened on is stale now: nothing of a second save is written.
    const stale = await admin("PUT", `/api/bookings/${booking.id}`, {
      customerId: booking.customerId,
      aircraftTypeId: booking.aircraftTypeId,
      departureId: booking.departureId,
      startDate: booking.startDate,
      endDate: booking.endDate,
      actualHours: [{ date: "2025-03-10", actualHours: "9" }],
      version: booking.version,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(after);
  });

  it("leaves flown hours alone when a client sends none, and clears a day given null or blank", async () => {
    const booking = await threeDayBooking();
    const flown = await edit(booking, { actualHours: [{ date: "2025-03-11", actualHours: "2" }] });
    expect(flown.statusCode, flown.body).toBe(200);
    expect((await edit(booking, { endDate: "2025-03-12" })).statusCode).toBe(200);
    expect((await readBooking({ db: t.database.db, id: booking.id })).dailyDetails[1]!.actualHours).toBe(
      "2.00",
    );
    expect((await edit(booking, { actualHours: [{ date: "2025-03-11", actualHours: "" }] })).statusCode).toBe(
      200,
    );
    expect(
      (await readBooking({ db: t.database.db, id: booking.id })).dailyDetails[1]!.actualHours,
    ).toBeNull();
  });

  it.each([
    [
      [{ date: "2025-03-14", actualHours: "1" }],
      "Actual hours are for the booking's days: 2025-03-14 is not one of them",
    ],
    [
      [
        { date: "2025-03-11", actualHours: "1" },
        { date: "2025-03-11", actualHours: "2" },
      ],
      "Actual hours for 2025-03-11 are given twice",
    ],
    [[{ date: "2025-03-11", actualHours: "3,5" }], "Actual hours"],
    [
      [{ date: "2025-03-11", actualHours: "-1" }],
      "Actual hours must be a number of 0 or more with at most two decimals",
    ],
    [[{ date: "11/03/2025", actualHours: "1" }], "yyyy-mm-dd"],
    ["1.5", "Actual hours must be a list of days and their hours"],
  ])("answers 400 for flown hours %j and changes nothing", async (actualHours, error) => {
    const booking = await threeDayBooking();
    const response = await edit(booking, { endDate: "2025-03-13", actualHours });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(error);
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(booking);
  });
});

describe("PUT /api/bookings/{id}: aircraft and days' details with the edit (the Edit dialog's grid)", () => {
  type Record = { changes: { field: string; date: string | null; from: string | null; to: string | null }[] };
  const history = async (id: number): Promise<Record[]> =>
    (await admin("GET", `/api/bookings/${id}/history`)).json();

  it("writes the aircraft and each day's time, hours, destination and remarks in one history record", async () => {
    const booking = await threeDayBooking();
    const recorded = (await history(booking.id)).length;
    const response = await edit(booking, {
      allocatedAircraftId: f.aircraft["G-LDNB"],
      days: [
        {
          date: "2025-03-11",
          departureTime: " 0930 ",
          expectedAircraftHours: "2.5",
          destinationId: f.locations.port,
          remarks: "Pax 4",
        },
        // Blanks become their defaults, as in the table's cells; a field not given is left alone.
        { date: "2025-03-12", departureTime: "", remarks: "" },
      ],
      version: booking.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await readBooking({ db: t.database.db, id: booking.id });
    expect(after.allocatedAircraft).toEqual({ registration: "G-LDNB" });
    expect(byDate(after, "2025-03-10")).toEqual(byDate(booking, "2025-03-10"));
    expect(byDate(after, "2025-03-11")).toMatchObject({
      departureTime: "0930",
      expectedAircraftHours: "2.50",
      destinationLocation: { name: "EGNJ Humberside" },
      remarks: "Pax 4",
    });
    expect(byDate(after, "2025-03-12")).toEqual({
      ...byDate(booking, "2025-03-12"),
      departureTime: "TBC",
      remarks: "--",
    });
    const [record, ...older] = await history(booking.id);
    expect(older).toHaveLength(recorded);
    expect(record!.changes).toEqual([
      { field: "Aircraft", date: null, from: null, to: "G-LDNB" },
      { field: "Destination", date: "2025-03-11", from: "Leman Alpha", to: "EGNJ Humberside" },
      { field: "Departure time", date: "2025-03-11", from: "TBC", to: "0930" },
      { field: "Expected hours", date: "2025-03-11", from: "0.00", to: "2.50" },
      { field: "Remarks", date: "2025-03-11", from: "remarks 2025-03-11", to: "Pax 4" },
      { field: "Remarks", date: "2025-03-12", from: "remarks 2025-03-12", to: "--" },
    ]);
  });

  it("writes the days' details on the new range's dates, after the days have moved", async () => {
    const booking = await threeDayBooking();
    const response = await edit(booking, {
      startDate: "2025-04-01",
      endDate: "2025-04-03",
      days: [{ date: "2025-04-02", remarks: "Moved and changed" }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await readBooking({ db: t.database.db, id: booking.id });
    expect(after.dailyDetails.map((day) => [day.date, day.remarks])).toEqual([
      ["2025-04-01", "remarks 2025-03-10"],
      ["2025-04-02", "Moved and changed"],
      ["2025-04-03", "remarks 2025-03-12"],
    ]);
  });

  it("allocatedAircraftId null unallocates; absent keeps the aircraft", async () => {
    const booking = await createBookingVia(
      admin,
      bookingPayload(f, { allocatedAircraftId: f.aircraft["G-LDNA"] }),
    );
    const kept: Booking = (await edit(booking, { days: [{ date: "2025-03-10", remarks: "x" }] })).json();
    expect(kept.allocatedAircraft).toEqual({ registration: "G-LDNA" });
    const none: Booking = (await edit(booking, { allocatedAircraftId: null })).json();
    expect(none.allocatedAircraftId).toBeNull();
  });

  it.each([
    [
      { days: [{ date: "2025-03-11", destinationId: 999999 }] },
      "days[0].destinationId on 2025-03-11: there is no location with id 999999",
    ],
    [
      { days: [{ date: "2025-03-14", remarks: "x" }] },
      "Day details are for the booking's days: 2025-03-14 is not one of them",
    ],
    [
      {
        days: [
          { date: "2025-03-11", remarks: "x" },
          { date: "2025-03-11", remarks: "y" },
        ],
      },
      "Day details for 2025-03-11 are given twice",
    ],
    [
      { days: [{ date: "2025-03-11", expectedAircraftHours: "2:30" }] },
      "days[0].expectedAircraftHours on 2025-03-11: Expected hours must be a number of 0 or more with at most two decimals",
    ],
    [
      { days: [{ date: "2025-03-11", departureTime: "x".repeat(51) }] },
      "days[0].departureTime on 2025-03-11: Departure time must be at most 50 characters",
    ],
    [{ days: "Pax 4" }, "Days must be a list of days and their details"],
    [{ allocatedAircraftId: 999999 }, "allocatedAircraftId: there is no aircraft with id 999999"],
    [{ allocatedAircraftId: "G-LDNA" }, "Allocated aircraft id must be a positive whole number or null"],
  ])("answers 400 for %j and changes nothing", async (changes, error) => {
    const booking = await threeDayBooking();
    const response = await edit(booking, { endDate: "2025-03-12", ...changes });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(booking);
  });

  it("refuses an aircraft of another type, naming it", async () => {
    const booking = await threeDayBooking();
    const response = await edit(booking, { allocatedAircraftId: f.aircraft["G-MCGA"] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: "allocatedAircraftId: aircraft G-MCGA is not of the booking's aircraft type",
    });
  });

  it("is one transaction: a bad day after good changes leaves the booking, its days and its history as they were", async () => {
    const booking = await threeDayBooking();
    const before = await history(booking.id);
    const response = await edit(booking, {
      customerId: f.customers.zenith,
      endDate: "2025-03-13",
      allocatedAircraftId: f.aircraft["G-LDNC"],
      actualHours: [{ date: "2025-03-10", actualHours: "1" }],
      days: [
        { date: "2025-03-10", remarks: "Written first", departureTime: "0800" },
        { date: "2025-03-13", destinationId: 999999 },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain("days[1].destinationId on 2025-03-13");
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(booking);
    expect(await history(booking.id)).toEqual(before);
  });

  it("is refused to a read-only user", async () => {
    const booking = await threeDayBooking();
    const viewer = apiAs(t, await t.login("viewer"));
    const response = await viewer("PUT", `/api/bookings/${booking.id}`, {
      ...booking,
      days: [{ date: "2025-03-10", remarks: "Not mine to write" }],
    });
    expect(response.statusCode).toBe(403);
    expect(await readBooking({ db: t.database.db, id: booking.id })).toEqual(booking);
  });

  it("the edit's clash preview covers the new aircraft and a day's new time", async () => {
    const other = await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2025-08-05",
        endDate: "2025-08-05",
        departureTime: "0900",
        expectedHours: "1",
        allocatedAircraftId: f.aircraft["G-LDNC"],
      }),
    );
    const mine = await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2025-08-05",
        endDate: "2025-08-05",
        departureTime: "1400",
        expectedHours: "1",
      }),
    );
    const body = (changes: object) => ({
      customerId: mine.customerId,
      aircraftTypeId: mine.aircraftTypeId,
      departureId: mine.departureId,
      startDate: mine.startDate,
      endDate: mine.endDate,
      allocatedAircraftId: f.aircraft["G-LDNC"],
      ...changes,
    });
    const preview = async (changes: object) => {
      const response = await admin("POST", `/api/conflicts/preview-edit/${mine.id}`, body(changes));
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().conflicts as { kind: string; bookingIds: number[] }[]).filter(
        (c) => c.kind === "time",
      );
    };
    // The same aircraft five hours later is no clash; moved to 0930 in the same edit, it is.
    expect(await preview({})).toEqual([]);
    const clash = await preview({ days: [{ date: "2025-08-05", departureTime: "0930" }] });
    expect(clash.map((c) => c.bookingIds)).toEqual([[other.id, mine.id]]);
    // The preview wrote nothing.
    expect(await readBooking({ db: t.database.db, id: mine.id })).toMatchObject({
      allocatedAircraftId: null,
      dailyDetails: [{ departureTime: "1400" }],
    });
  });
});
