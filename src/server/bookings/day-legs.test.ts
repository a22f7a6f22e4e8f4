import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import type { LegPayload } from "../../shared/legs.ts";
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

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
});
afterAll(() => t.close());

let nextDate = 0;
/** A one-day booking on a date of its own (so no test's flights meet another's), on G-LDNA. */
async function oneDay(overrides: object = {}): Promise<{ booking: Booking; date: string }> {
  const date = `2027-0${1 + Math.floor(nextDate / 28)}-${String(1 + (nextDate++ % 28)).padStart(2, "0")}`;
  const booking = await createBookingVia(
    admin,
    bookingPayload(f, {
      startDate: date,
      endDate: date,
      allocatedAircraftId: f.aircraft["G-LDNA"],
      departureTime: "0700",
      expectedHours: "1",
      ...overrides,
    }),
  );
  return { booking, date };
}

const legsUrl = (booking: Booking, date: string) => `/api/bookings/${booking.id}/daily-details/${date}/legs`;
const putLegs = (booking: Booking, date: string, legs: LegPayload[], version?: number) =>
  admin("PUT", legsUrl(booking, date), { legs, ...(version ? { version } : {}) });
const dayOf = (booking: Booking, date: string) => booking.dailyDetails.find((d) => d.date === date)!;

describe("a day of several legs", () => {
  it("is its legs: the day's time is the first leg's, its destination the last leg's, its hours their sum", async () => {
    const { booking, date } = await oneDay();
    const response = await putLegs(booking, date, [
      { departureTime: "0730", fromId: f.locations.port, toId: f.locations.rig, expectedHours: "1.2" },
      {
        departureTime: "0915",
        fromId: f.locations.rig,
        toId: f.locations.rig,
        expectedHours: "0.3",
        passengers: 4,
      },
      {
        departureTime: "1000",
        fromId: f.locations.rig,
        toId: f.locations.port,
        expectedHours: "1.25",
        positioning: true,
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const day = dayOf(response.json(), date);
    expect(day).toMatchObject({
      departureTime: "0730",
      destinationId: f.locations.port,
      destinationLocation: { name: "EGNJ Humberside" },
      expectedAircraftHours: "2.75",
    });
    expect(day.legs.map(({ id: _id, crew: _crew, ...leg }) => leg)).toEqual([
      {
        departureTime: "0730",
        fromId: f.locations.port,
        toId: f.locations.rig,
        expectedHours: "1.20",
        passengers: null,
        positioning: false,
      },
      {
        departureTime: "0915",
        fromId: f.locations.rig,
        toId: f.locations.rig,
        expectedHours: "0.30",
        passengers: 4,
        positioning: false,
      },
      {
        departureTime: "1000",
        fromId: f.locations.rig,
        toId: f.locations.port,
        expectedHours: "1.25",
        passengers: null,
        positioning: true,
      },
    ]);
    // The month read shows the same day.
    const [read] = (await admin("GET", `/api/bookings?from=${date}&to=${date}`))
      .json()
      .filter((b: Booking) => b.id === booking.id);
    expect(dayOf(read, date)).toEqual(day);
    // And the legs' own read.
    const legs = await admin("GET", legsUrl(booking, date));
    expect(legs.json()).toEqual({ bookingId: booking.id, date, version: read.version, legs: day.legs });
  });

  it("keeps a leg's id through edits and reorders, and names in history each leg that changed", async () => {
    const { booking, date } = await oneDay();
    const [only] = dayOf(booking, date).legs;
    const two: BookingWithConflicts = (
      await putLegs(booking, date, [
        { ...only!, passengers: 2 },
        { departureTime: "1100", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1" },
      ])
    ).json();
    const [first, second] = dayOf(two, date).legs;
    expect(first!.id).toBe(only!.id);
    const swapped = await putLegs(booking, date, [
      { ...second!, departureTime: "0600" },
      { ...first!, toId: f.locations.port },
    ]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(dayOf(swapped.json(), date).legs.map((leg: { id: number }) => leg.id)).toEqual([
      second!.id,
      first!.id,
    ]);
    const history = (await admin("GET", `/api/bookings/${booking.id}/history`)).json();
    const newest = history[0];
    expect(newest.changes).toEqual([
      { field: "Leg 1 departure time", date, from: "1100", to: "0600" },
      { field: "Leg 2 to", date, from: "Leman Alpha", to: "EGNJ Humberside" },
      {
        field: "Leg order",
        date,
        from: "EGNH Blackpool–Leman Alpha, Leman Alpha–EGNH Blackpool",
        to: "Leman Alpha–EGNH Blackpool, EGNH Blackpool–EGNJ Humberside",
      },
    ]);
  });

  it("passes a day field written on a day of several legs to the leg it belongs to, and refuses its hours", async () => {
    const { booking, date } = await oneDay();
    await putLegs(booking, date, [
      { departureTime: "0800", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
      { departureTime: "1000", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1" },
    ]);
    const day = `/api/bookings/${booking.id}/daily-details/${date}`;
    const time = await admin("PATCH", `${day}/departure-time`, { departureTime: "0745" });
    expect(time.statusCode, time.body).toBe(200);
    const place = await admin("PATCH", `${day}/destination`, { destinationId: f.locations.port });
    expect(place.statusCode, place.body).toBe(200);
    const legs = dayOf(place.json(), date).legs;
    expect(legs.map((leg: { departureTime: string; toId: number }) => [leg.departureTime, leg.toId])).toEqual(
      [
        ["0745", f.locations.rig],
        ["1000", f.locations.port],
      ],
    );
    const hours = await admin("PATCH", `${day}/expected-hours`, { expectedHours: "5" });
    expect(hours.statusCode).toBe(409);
    expect(hours.json().error).toBe(
      `The day on ${date} has 2 legs: its expected hours are the sum of its legs' hours, so change a leg's hours instead`,
    );
    const after = await admin("GET", legsUrl(booking, date));
    expect(after.json().legs.map((leg: { expectedHours: string }) => leg.expectedHours)).toEqual([
      "1.00",
      "1.00",
    ]);
  });

  it("refuses a leg of another day, a place that does not exist, no legs, a stale version and a missing day", async () => {
    const { booking, date } = await oneDay();
    const other = await oneDay();
    const foreign = dayOf(other.booking, other.date).legs[0]!;
    const leg = { departureTime: "0800", fromId: f.locations.base, toId: f.locations.rig };
    const cases: [unknown, number, string][] = [
      [
        { legs: [{ ...leg, id: foreign.id }] },
        400,
        `legs[0].id: ${foreign.id} is not a leg of the day on ${date}`,
      ],
      [{ legs: [{ ...leg, toId: 99999 }] }, 400, "legs[0].toId: there is no location with id 99999"],
      [{ legs: [] }, 400, "A day needs at least one leg"],
      [{ legs: [{ ...leg, passengers: -1 }] }, 400, "Passengers must be a whole number from 0 to 999"],
      [{ legs: [{ ...leg, expectedHours: "2:30" }] }, 400, "Expected hours must be a number"],
      [{ legs: [leg], version: booking.version + 5 }, 409, "changed"],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin("PUT", legsUrl(booking, date), body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toContain(message);
    }
    const missing = await admin("PUT", legsUrl(booking, "2030-01-01"), { legs: [leg] });
    expect(missing.statusCode).toBe(404);
    // Nothing was written by any of them.
    const legs = await admin("GET", legsUrl(booking, date));
    expect(legs.json().legs).toEqual(dayOf(booking, date).legs);
  });
});

describe("conflicts by leg", () => {
  /** Two legs of one booking with a gap between them, and another booking's flight in or after the gap. */
  async function twoLegsAndAnother(otherTime: string) {
    const { booking, date } = await oneDay();
    await putLegs(booking, date, [
      { departureTime: "0800", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
      // 40 minutes after the first leg lands: inside the 30-minute turnaround plus the first leg's
      // hour would be 09:30, so these two would clash were they two bookings.
      { departureTime: "0910", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1" },
      { departureTime: "1500", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
    ]);
    const other: BookingWithConflicts = (
      await admin(
        "POST",
        "/api/bookings",
        bookingPayload(f, {
          startDate: date,
          endDate: date,
          allocatedAircraftId: f.aircraft["G-LDNA"],
          departureTime: otherTime,
          expectedHours: "1",
        }),
      )
    ).json();
    return { booking, other };
  }

  it("leaves a flight in the gap between a booking's legs unclashed", async () => {
    const { other } = await twoLegsAndAnother("1200");
    expect(other.conflicts).toEqual([]);
  });

  it("clashes a flight that overlaps one of the legs, naming that leg's time", async () => {
    const { booking, other } = await twoLegsAndAnother("1520");
    expect(other.conflicts).toHaveLength(1);
    expect(other.conflicts[0]).toMatchObject({ kind: "time", bookingIds: [booking.id, other.id] });
    expect(other.conflicts[0]!.detail).toContain("1500");
  });

  it("never clashes a booking's own legs with each other", async () => {
    const { booking, date } = await oneDay();
    const response = await putLegs(booking, date, [
      { departureTime: "0800", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
      { departureTime: "0830", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1" },
    ]);
    expect(response.json().conflicts).toEqual([]);
  });

  it("asks before writing legs that add a clash: the preview answers it and writes nothing", async () => {
    const { booking: first, date } = await oneDay();
    const second = await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: date,
        endDate: date,
        allocatedAircraftId: f.aircraft["G-LDNA"],
        departureTime: "1400",
        expectedHours: "1",
      }),
    );
    const legs = [
      { departureTime: "0700", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
      { departureTime: "1400", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1" },
    ];
    const preview = await admin("POST", `/api/conflicts/preview-legs/${first.id}/${date}`, { legs });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().conflicts).toMatchObject([{ kind: "time", bookingIds: [first.id, second.id] }]);
    const after = await admin("GET", legsUrl(first, date));
    expect(after.json().legs).toHaveLength(1);
  });
});

describe("legs written with the booking", () => {
  const route = () => [
    { departureTime: "0700", fromId: f.locations.base, toId: f.locations.rig, expectedHours: "1" },
    {
      departureTime: "0900",
      fromId: f.locations.rig,
      toId: f.locations.port,
      expectedHours: "0.5",
      passengers: 6,
    },
  ];

  it("creates every day of a booking with the legs it is given", async () => {
    const created = await createBookingVia(
      admin,
      bookingPayload(f, { startDate: "2027-06-01", endDate: "2027-06-02", legs: route() }),
    );
    for (const day of created.dailyDetails) {
      expect(day).toMatchObject({
        departureTime: "0700",
        destinationId: f.locations.port,
        expectedAircraftHours: "1.50",
      });
      expect(day.legs.map((leg) => [leg.departureTime, leg.fromId, leg.toId, leg.passengers])).toEqual([
        ["0700", f.locations.base, f.locations.rig, null],
        ["0900", f.locations.rig, f.locations.port, 6],
      ]);
    }
    expect(new Set(created.dailyDetails.flatMap((day) => day.legs.map((leg) => leg.id))).size).toBe(4);
  });

  it("writes a day's legs from the Edit dialog's save, and names in history the leg that changed", async () => {
    const { booking, date } = await oneDay();
    const two = (await putLegs(booking, date, route())).json() as Booking;
    const legs = dayOf(two, date).legs;
    const edited = await admin("PUT", `/api/bookings/${booking.id}`, {
      customerId: booking.customerId,
      aircraftTypeId: booking.aircraftTypeId,
      departureId: booking.departureId,
      startDate: date,
      endDate: date,
      days: [{ date, remarks: "Crew change", legs: [legs[0], { ...legs[1], toId: f.locations.base }] }],
      version: two.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(dayOf(edited.json(), date)).toMatchObject({
      destinationId: f.locations.base,
      remarks: "Crew change",
    });
    const [newest] = (await admin("GET", `/api/bookings/${booking.id}/history`)).json();
    expect(newest.changes).toEqual([
      { field: "Leg 2 to", date, from: "EGNJ Humberside", to: "EGNH Blackpool" },
      { field: "Remarks", date, from: dayOf(booking, date).remarks, to: "Crew change" },
    ]);
  });

  it("refuses a leg to a place that does not exist, naming the day's list, and writes nothing", async () => {
    const response = await admin(
      "POST",
      "/api/bookings",
      bookingPayload(f, {
        startDate: "2027-06-05",
        endDate: "2027-06-05",
        legs: [{ ...route()[0]!, toId: 99999 }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("legs[0].toId: there is no location with id 99999");
  });
});
