import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { addDays, daysBetween } from "../../shared/dates.ts";
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

/** A booking whose every day has its own time, hours, remarks and flown hours. */
async function bookingWithDistinctDays(startDate: string, length: number): Promise<Booking> {
  const endDate = addDays(startDate, length - 1);
  const { id } = await createBookingVia(admin, bookingPayload(f, { startDate, endDate }));
  for (let index = 0; index < length; index++) {
    const day = `/api/bookings/${id}/daily-details/${addDays(startDate, index)}`;
    await admin("PATCH", `${day}/remarks`, { remarks: `day ${index} of ${id}` });
    await admin("PATCH", `${day}/departure-time`, { departureTime: `0${index}30` });
    await admin("PATCH", `${day}/expected-hours`, { expectedHours: `${index + 1}.25` });
    await admin("PATCH", `${day}/actual-hours`, { actualHours: `${index}.50` });
  }
  return readBooking({ db: t.database.db, id });
}

const fields = ({
  departureTime,
  expectedAircraftHours,
  actualHours,
  remarks,
  destinationId,
  bookingStatusId,
}: Booking["dailyDetails"][number]) => ({
  departureTime,
  expectedAircraftHours,
  actualHours,
  remarks,
  destinationId,
  bookingStatusId,
});

describe("a range change in the Edit dialog (docs/decisions/042)", () => {
  it("moves every surviving day's fields with it: a move keeps each day by position, a resize keeps each day on its date", async () => {
    let base = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -3, max: 3 }),
        async (length, shift, grow) => {
          // Each run on dates of its own, so runs never meet.
          base += 40;
          const startDate = addDays("2031-01-01", base);
          const before = await bookingWithDistinctDays(startDate, length);
          const to = {
            startDate: addDays(before.startDate, shift),
            endDate: addDays(before.endDate, shift + grow),
          };
          if (to.endDate < to.startDate) return;
          const response = await admin("PUT", `/api/bookings/${before.id}`, {
            customerId: before.customerId,
            aircraftTypeId: before.aircraftTypeId,
            departureId: before.departureId,
            ...to,
          });
          expect(response.statusCode, response.body).toBe(200);
          const after: Booking = response.json();
          expect(after.dailyDetails.map((day) => day.date)[0]).toBe(to.startDate);
          expect(after.dailyDetails).toHaveLength(daysBetween(to.startDate, to.endDate) + 1);
          const moved = grow === 0 || before.endDate < to.startDate || to.endDate < before.startDate;
          for (const day of after.dailyDetails) {
            const source = before.dailyDetails.find(
              (old) => addDays(old.date, moved ? shift : 0) === day.date,
            );
            if (source) expect(fields(day), day.date).toEqual(fields(source));
            else
              expect(day, day.date).toMatchObject({ departureTime: "TBC", remarks: "--", actualHours: null });
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
