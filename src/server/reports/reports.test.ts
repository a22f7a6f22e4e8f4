import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateBookingPayload } from "../../shared/bookings.ts";
import type { ReportsAnswer } from "../../shared/reports.ts";
import { bookingStatus } from "../db/schema.ts";
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
let viewer: Api;

/**
 * A May with known hours (docs/decisions/035): bookings crossing both edges of the month, a cancelled
 * day, a TBC time, an unallocated flight, flown hours on some days, and G-LDNA unavailable from the 20th.
 */
beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  const [cancelled] = await t.database.db
    .select()
    .from(bookingStatus)
    .where(eq(bookingStatus.statusText, "Cancelled"));
  const book = (overrides: Partial<CreateBookingPayload> & { startDate: string }) =>
    createBookingVia(admin, bookingPayload(f, { endDate: overrides.startDate, ...overrides }));
  const ok = async (method: "PATCH" | "POST", url: string, body: object) => {
    const answer = await admin(method, url, body);
    expect(answer.statusCode, answer.body).toBeLessThan(300);
  };
  const ldna = f.aircraft["G-LDNA"];
  // Acme: 29 April to 2 May on G-LDNA, 1.5 h a day: two days in May, the 1st flown in 1.25 h.
  const acrossStart = await book({
    startDate: "2031-04-29",
    endDate: "2031-05-02",
    expectedHours: "1.5",
    departureTime: "0900",
    allocatedAircraftId: ldna,
  });
  await ok("PATCH", `/api/bookings/${acrossStart.id}/daily-details/2031-05-01/actual-hours`, {
    actualHours: "1.25",
  });
  // Acme: 10 May, TBC, unallocated, 2 h, cancelled: no flight, no hours.
  const called = await book({ startDate: "2031-05-10", expectedHours: "2", departureTime: "TBC" });
  await ok("PATCH", `/api/bookings/${called.id}/daily-details/2031-05-10/status`, {
    statusId: cancelled!.id,
  });
  // Zenith: 30 May to 2 June on G-LDNA, 0.75 h a day: two days in May, the 31st flown in 1 h.
  const acrossEnd = await book({
    customerId: f.customers.zenith,
    startDate: "2031-05-30",
    endDate: "2031-06-02",
    expectedHours: "0.75",
    departureTime: "1400",
    allocatedAircraftId: ldna,
  });
  await ok("PATCH", `/api/bookings/${acrossEnd.id}/daily-details/2031-05-31/actual-hours`, {
    actualHours: "1",
  });
  // Zenith: 15 May, an EC135 not yet allocated, 3.25 h.
  await book({
    customerId: f.customers.zenith,
    startDate: "2031-05-15",
    expectedHours: "3.25",
    aircraftTypeId: f.types.EC135,
    departureTime: "1100",
  });
  // G-LDNA unavailable 20 May to 5 June: 12 days of May.
  await ok("POST", "/api/aircraft-unavailability", {
    aircraftId: ldna,
    startDate: "2031-05-20",
    endDate: "2031-06-05",
    reason: "Base maintenance",
  });
});
afterAll(() => t.close());

async function report(from: string, to: string): Promise<ReportsAnswer> {
  const answer = await viewer("GET", `/api/reports?from=${from}&to=${to}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe("GET /api/reports", () => {
  it("adds up May as a hand count of its booking-days does", async () => {
    const may = await report("2031-05-01", "2031-05-31");
    expect(may.customers).toEqual([
      expect.objectContaining({
        customerId: f.customers.zenith,
        flights: 3,
        cancelled: 0,
        recorded: 1,
        planned: 4.75,
        flown: 1,
      }),
      expect.objectContaining({
        customerId: f.customers.acme,
        flights: 2,
        cancelled: 1,
        recorded: 1,
        planned: 3,
        flown: 1.25,
      }),
    ]);
    const ldna = may.aircraft.find((a) => a.registration === "G-LDNA");
    expect(ldna).toEqual(
      expect.objectContaining({
        type: "AW139",
        flights: 4,
        planned: 4.5,
        flown: 2.25,
        daysFlown: 4,
        daysAvailable: 19,
      }),
    );
    // Every other aircraft in service is listed, idle and available all month.
    for (const other of may.aircraft.filter((a) => a.registration !== "G-LDNA")) {
      expect(other).toEqual(
        expect.objectContaining({ flights: 0, planned: 0, flown: 0, daysFlown: 0, daysAvailable: 31 }),
      );
    }
    const byType = Object.fromEntries(may.types.map((row) => [row.type, row]));
    expect(byType.AW139).toEqual(
      expect.objectContaining({ flights: 4, unallocated: 0, planned: 4.5, flown: 2.25 }),
    );
    expect(byType.EC135).toEqual(
      expect.objectContaining({ flights: 1, unallocated: 1, planned: 3.25, flown: 0 }),
    );
    expect(byType.AW169).toEqual(expect.objectContaining({ flights: 0, planned: 0 }));
    // Weeks from Monday, the empty one too: 28 April (1 and 2 May), 5 May (only the cancelled day), …
    expect(may.trendUnit).toBe("week");
    expect(
      may.trend.map(({ start, flights, planned, flown }) => ({ start, flights, planned, flown })),
    ).toEqual([
      { start: "2031-04-28", flights: 2, planned: 3, flown: 1.25 },
      { start: "2031-05-05", flights: 0, planned: 0, flown: 0 },
      { start: "2031-05-12", flights: 1, planned: 3.25, flown: 0 },
      { start: "2031-05-19", flights: 0, planned: 0, flown: 0 },
      { start: "2031-05-26", flights: 2, planned: 1.5, flown: 1 },
    ]);
    expect(
      may.statuses.map(({ status, flights, occupiesAircraft }) => ({ status, flights, occupiesAircraft })),
    ).toEqual([
      { status: "Pending", flights: 5, occupiesAircraft: true },
      { status: "Cancelled", flights: 1, occupiesAircraft: false },
    ]);
  });

  it("counts only the days inside the period, and months for one longer than a quarter", async () => {
    const first = await report("2031-05-01", "2031-05-01");
    expect(first.customers).toEqual([
      expect.objectContaining({ customerId: f.customers.acme, flights: 1, planned: 1.5, flown: 1.25 }),
    ]);
    const spring = await report("2031-03-01", "2031-06-30");
    expect(spring.trendUnit).toBe("month");
    expect(spring.trend.map(({ start, flights, planned }) => ({ start, flights, planned }))).toEqual([
      { start: "2031-03-01", flights: 0, planned: 0 },
      { start: "2031-04-01", flights: 2, planned: 3 },
      { start: "2031-05-01", flights: 5, planned: 7.75 },
      { start: "2031-06-01", flights: 2, planned: 1.5 },
    ]);
    // 122 days, of which May's 12 and June's 5 unavailable.
    expect(spring.aircraft.find((a) => a.registration === "G-LDNA")?.daysAvailable).toBe(122 - 12 - 5);
  });

  it("names each row's first day in the period, which its link opens the table on", async () => {
    // March to June: nothing in March, so a link to the period's first month would open an empty table.
    const spring = await report("2031-03-01", "2031-06-30");
    const firstOf = <Row extends { firstDate: string | null }>(rows: Row[], name: (row: Row) => unknown) =>
      Object.fromEntries(rows.map((row) => [String(name(row)), row.firstDate]));
    expect(firstOf(spring.customers, (row) => row.customerId)).toEqual({
      [f.customers.acme]: "2031-04-29",
      [f.customers.zenith]: "2031-05-15",
    });
    const aircraft = firstOf(spring.aircraft, (row) => row.registration);
    expect(aircraft["G-LDNA"]).toBe("2031-04-29");
    // An aircraft that flew nothing, and a type that flew nothing, name no day.
    for (const [registration, first] of Object.entries(aircraft)) {
      if (registration !== "G-LDNA") expect(first, registration).toBeNull();
    }
    expect(firstOf(spring.types, (row) => row.type)).toEqual(
      expect.objectContaining({ AW139: "2031-04-29", EC135: "2031-05-15", AW169: null }),
    );
    // The cancelled day is the Cancelled status's first, though it is no flight.
    expect(firstOf(spring.statuses, (row) => row.status)).toEqual({
      Pending: "2031-04-29",
      Cancelled: "2031-05-10",
    });
  });

  it("counts a day with two flights of one aircraft as one day flown, and both flights' hours", async () => {
    const ldna = f.aircraft["G-LDNA"];
    for (const [expectedHours, departureTime] of [
      ["1", "0800"],
      ["2.5", "1500"],
    ]) {
      await createBookingVia(
        admin,
        bookingPayload(f, {
          startDate: "2031-07-08",
          endDate: "2031-07-08",
          expectedHours,
          departureTime,
          allocatedAircraftId: ldna,
        }),
      );
    }
    const july = await report("2031-07-01", "2031-07-31");
    expect(july.aircraft.find((a) => a.registration === "G-LDNA")).toEqual(
      expect.objectContaining({ flights: 2, planned: 3.5, daysFlown: 1, daysAvailable: 31 }),
    );
    expect(july.trend.find((week) => week.start === "2031-07-07")).toEqual(
      expect.objectContaining({ flights: 2, planned: 3.5 }),
    );
  });

  it("counts a customer's Completed flights with no flown hours recorded, not a recorded 0 (docs/decisions/043)", async () => {
    const statuses = await t.database.db.select().from(bookingStatus);
    const statusId = (text: string) => statuses.find((s) => s.statusText === text)!.id;
    // Four days in September: three Completed (one flown in 0 h, a figure recorded), one Pending.
    const completed = await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2031-09-01",
        endDate: "2031-09-03",
        expectedHours: "1",
        bookingStatusId: statusId("Completed"),
      }),
    );
    const recorded = await admin(
      "PATCH",
      `/api/bookings/${completed.id}/daily-details/2031-09-02/actual-hours`,
      {
        actualHours: "0",
      },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    await createBookingVia(admin, bookingPayload(f, { startDate: "2031-09-04", endDate: "2031-09-04" }));
    const september = await report("2031-09-01", "2031-09-30");
    expect(september.customers).toEqual([
      expect.objectContaining({ flights: 4, recorded: 1, unrecorded: 2, flown: 0 }),
    ]);
  });

  it("refuses a period it cannot read, naming the field", async () => {
    const backwards = await viewer("GET", "/api/reports?from=2031-05-31&to=2031-05-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain("The from date must be on or before the to date");
    const long = await viewer("GET", "/api/reports?from=2031-01-01&to=2032-06-30");
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("A report covers at most 366 days");
    const bad = await viewer("GET", "/api/reports?from=May&to=2031-05-31");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("yyyy-mm-dd");
    expect((await apiAs(t, undefined)("GET", "/api/reports?from=2031-05-01&to=2031-05-31")).statusCode).toBe(
      401,
    );
  });
});
