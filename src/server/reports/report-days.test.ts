import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import type { ReportsAnswer } from "../../shared/reports.ts";
import { rawRows } from "../db/raw-rows.ts";
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
let cancelled: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  const [status] = await t.database.db
    .select()
    .from(bookingStatus)
    .where(eq(bookingStatus.statusText, "Cancelled"));
  cancelled = status!.id;
});
afterAll(() => t.close());

/**
 * The rows of `report_days` (migrations 0060, 0072) that differ from the days, their legs and their
 * bookings they copy, in either direction: none, after every kind of write.
 */
async function drift() {
  return rawRows(
    t.database.db,
    sql`
      with source as (
        select d."bookingId" as booking_id, d.date, b."customerId" as customer_id, b."aircraftTypeId" as aircraft_type_id,
               b."allocatedAircraftId" as aircraft_id, d."booking_status_ID" as status_id,
               (d."expectedAircraftHours" * 100)::int as planned, (d."actualHours" * 100)::int as flown,
               -- Of the planned hours, the positioning legs' (migration 0072), read from the legs table.
               coalesce((select (sum(l.expected_hours) * 100)::int from scheduler_booking_legs l
                 where l.day_id = d.id and l.positioning), 0) as positioning
        from scheduler_booking_daily_details d join scheduler_bookings b on b.id = d."bookingId"
      ), copy as (
        select booking_id, date, customer_id, aircraft_type_id, aircraft_id, status_id, planned, flown, positioning
        from report_days
      )
      (select 'missing' as side, * from (select * from source except select * from copy) m)
      union all
      (select 'extra' as side, * from (select * from copy except select * from source) x)`,
  );
}

async function ok(method: "PATCH" | "POST" | "PUT" | "DELETE", url: string, body?: object | string) {
  const answer = await admin(method, url, body);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
}

const august = async (): Promise<ReportsAnswer> =>
  (await admin("GET", "/api/reports?from=2031-08-01&to=2031-08-31")).json();

describe("report_days", () => {
  it("follows every write to the days and their bookings, so the reports still add up", async () => {
    const ldna = f.aircraft["G-LDNA"];
    const ldnc = f.aircraft["G-LDNC"];
    // 31 July to 2 August on G-LDNA, 1.5 h a day: two days in August.
    const booking: Booking = await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2031-07-31",
        endDate: "2031-08-02",
        expectedHours: "1.5",
        allocatedAircraftId: ldna,
      }),
    );
    expect(await drift()).toEqual([]);

    // Reallocated, then the dates moved on a day (one day out, one in), then flown hours and a cancelled day.
    await ok("PATCH", `/api/bookings/${booking.id}/allocated-aircraft`, { allocatedAircraftId: ldnc });
    await ok("PUT", `/api/bookings/${booking.id}`, {
      customerId: booking.customerId,
      aircraftTypeId: booking.aircraftTypeId,
      departureId: booking.departureId,
      startDate: "2031-08-01",
      endDate: "2031-08-03",
    });
    await ok("PATCH", `/api/bookings/${booking.id}/daily-details/2031-08-01/actual-hours`, {
      actualHours: "1.25",
    });
    await ok("PATCH", `/api/bookings/${booking.id}/daily-details/2031-08-02/status`, {
      statusId: cancelled,
    });
    expect(await drift()).toEqual([]);
    let report = await august();
    // The move took each day a day on with its hours (docs/decisions/042): 1 August 1.5 h (flown 1.25),
    // 2 August cancelled, 3 August 1.5 h.
    expect(report.customers).toEqual([
      expect.objectContaining({
        customerId: f.customers.acme,
        flights: 2,
        cancelled: 1,
        planned: 3,
        flown: 1.25,
      }),
    ]);
    expect(report.aircraft.find((a) => a.aircraftId === ldnc)).toEqual(
      expect.objectContaining({ flights: 2, planned: 3, daysFlown: 2 }),
    );
    expect(report.aircraft.find((a) => a.aircraftId === ldna)).toEqual(
      expect.objectContaining({ flights: 0 }),
    );

    // Its customer merged into another: the hours follow to Zenith.
    const merged = await ok("POST", `/api/customers/${f.customers.acme}/merge`, {
      intoId: f.customers.zenith,
    });
    expect(await drift()).toEqual([]);
    report = await august();
    expect(report.customers).toEqual([
      expect.objectContaining({ customerId: f.customers.zenith, flights: 2, planned: 3 }),
    ]);
    // The merge undone: back to Acme.
    await ok("POST", `/api/merges/${merged.json().historyId}/undo`);
    expect(await drift()).toEqual([]);

    // Deleted: nothing left in August; restored: all of it back.
    await ok("DELETE", `/api/bookings/${booking.id}`);
    expect(await drift()).toEqual([]);
    expect((await august()).customers).toEqual([]);
    await ok("POST", `/api/bookings/${booking.id}/restore`);
    expect(await drift()).toEqual([]);
    expect((await august()).customers).toEqual([
      expect.objectContaining({
        customerId: f.customers.acme,
        flights: 2,
        cancelled: 1,
        planned: 3,
        flown: 1.25,
      }),
    ]);
  });

  it("takes in the CSV import's days with their flown hours", async () => {
    const { uploadURL } = (await ok("POST", "/api/csv/upload-url")).json();
    await ok(
      "PUT",
      uploadURL,
      "Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Hours,Actual Hours\n" +
        "Acme Offshore,EGNH Blackpool,Leman Alpha,AW139,2031-09-01,2031-09-02,2,1.75\n",
    );
    await ok("POST", "/api/csv/process", { csvUrl: uploadURL });
    expect(await drift()).toEqual([]);
    const september: ReportsAnswer = (
      await admin("GET", "/api/reports?from=2031-09-01&to=2031-09-30")
    ).json();
    expect(september.customers).toEqual([
      expect.objectContaining({
        customerId: f.customers.acme,
        flights: 2,
        planned: 4,
        flown: 3.5,
        recorded: 2,
      }),
    ]);
  });

  it("counts positioning legs' expected hours apart, following every write to the legs (docs/decisions/049)", async () => {
    const { base, rig, port } = f.locations;
    const customerId = (
      await ok("POST", "/api/customers", { name: "Positioning Air", color: "#123456" })
    ).json().id;
    // 1 and 2 October: out with passengers, home empty (1.25 h of 2.25 h positioning each day).
    const booking: Booking = await createBookingVia(
      admin,
      bookingPayload(f, {
        customerId,
        startDate: "2031-10-01",
        endDate: "2031-10-02",
        departureId: base,
        destinationId: base,
        allocatedAircraftId: f.aircraft["G-LDNA"],
        legs: [
          { departureTime: "08:00", fromId: base, toId: rig, expectedHours: "1", passengers: 8 },
          { departureTime: "10:00", fromId: rig, toId: base, expectedHours: "1.25", positioning: true },
        ],
      }),
    );
    expect(await drift()).toEqual([]);
    const october = async (): Promise<ReportsAnswer> =>
      (await admin("GET", "/api/reports?from=2031-10-01&to=2031-10-31")).json();
    let report = await october();
    const mine = (answer: ReportsAnswer) => answer.customers.find((row) => row.customerId === customerId);
    expect(mine(report)).toEqual(expect.objectContaining({ flights: 2, planned: 4.5, positioning: 2.5 }));
    expect(report.aircraft.find((a) => a.aircraftId === f.aircraft["G-LDNA"])).toEqual(
      expect.objectContaining({ planned: 4.5, positioning: 2.5 }),
    );
    expect(report.types.find((t) => t.aircraftTypeId === f.types.AW139)).toEqual(
      expect.objectContaining({ positioning: 2.5 }),
    );
    expect(report.trend.reduce((sum, week) => sum + week.positioning, 0)).toBe(2.5);

    // The first day's legs: a third, positioning out first; the second day cancelled: no hours at all.
    const [first] = booking.dailyDetails;
    const legs = await ok("PUT", `/api/bookings/${booking.id}/daily-details/2031-10-01/legs`, {
      legs: [
        { departureTime: "07:00", fromId: port, toId: base, expectedHours: "0.5", positioning: true },
        ...first!.legs,
      ],
      version: booking.version,
    });
    await ok("PATCH", `/api/bookings/${booking.id}/daily-details/2031-10-02/status`, {
      statusId: cancelled,
      version: legs.json().version,
    });
    expect(await drift()).toEqual([]);
    report = await october();
    expect(mine(report)).toEqual(
      expect.objectContaining({ flights: 1, cancelled: 1, planned: 2.75, positioning: 1.75 }),
    );
    // A leg no longer positioning takes its hours out of the positioning figure, not the planned.
    const [, out, home] = (
      await admin("GET", `/api/bookings/${booking.id}/daily-details/2031-10-01/legs`)
    ).json().legs;
    await ok("PUT", `/api/bookings/${booking.id}/daily-details/2031-10-01/legs`, {
      legs: [out, { ...home, positioning: false }],
    });
    expect(await drift()).toEqual([]);
    expect(mine(await october())).toEqual(expect.objectContaining({ planned: 2.25, positioning: 0 }));
  });
});
