import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Booking, bookingSchema } from "../../shared/bookings.ts";
import { addDays, eachDate } from "../../shared/dates.ts";
import { moveDaysToRange } from "../../shared/range-move.ts";
import { rawRows } from "../db/raw-rows.ts";
import { bookings } from "../db/schema.ts";
import { type Api, addFixtures, apiAs, bookingPayload, type Fixtures } from "../testing/booking-fixtures.ts";
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

// Ranges within two months, so they overlap and edits grow, shrink and move them; a negative length
// is an end date before the start date, which must be refused and change nothing.
const range = fc.record({ start: fc.integer({ min: 0, max: 60 }), length: fc.integer({ min: -2, max: 8 }) });
const operation = fc.oneof(
  fc.record({ kind: fc.constant("create" as const), range }),
  fc.record({ kind: fc.constant("edit" as const), pick: fc.nat(), range, retype: fc.boolean() }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
);
const datesOf = ({ start, length }: { start: number; length: number }) => ({
  startDate: addDays("2025-01-01", start),
  endDate: addDays("2025-01-01", start + length - 1),
});

/** Bookings whose days are not exactly one per date of their range. */
async function bookingsBreakingTheRule(): Promise<unknown[]> {
  return rawRows<unknown>(
    t.database.db,
    sql`
    select b.id from scheduler_bookings b
    where (select count(*) from scheduler_booking_daily_details d where d."bookingId" = b.id)
            <> b."endDate" - b."startDate" + 1
       or exists (select 1 from scheduler_booking_daily_details d
                  where d."bookingId" = b.id and (d.date < b."startDate" or d.date > b."endDate"))`,
  );
}

describe("bookings and their days", () => {
  it("after any sequence of creates, edits and deletes, every booking has exactly one day per date of its range", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 10 }), async (operations) => {
        // Each run starts empty, so a failure shrinks to the operations that cause it.
        await t.database.db.delete(bookings);
        // What this run expects: each live booking with its days as last answered.
        const live = new Map<number, Booking>();
        const pick = (n: number) => [...live.values()][n % live.size];

        for (const op of operations) {
          if (op.kind === "create") {
            const response = await admin("POST", "/api/bookings", bookingPayload(f, datesOf(op.range)));
            if (op.range.length < 1) {
              expect(response.statusCode).toBe(400);
              continue;
            }
            expect(response.statusCode, response.body).toBe(201);
            // Read shape: what a later read answers, without the conflicts a write adds.
            const booking = bookingSchema.parse(response.json());
            live.set(booking.id, booking);
          } else if (op.kind === "edit" && live.size > 0) {
            const before = pick(op.pick)!;
            const { startDate, endDate } = datesOf(op.range);
            const response = await admin("PUT", `/api/bookings/${before.id}`, {
              customerId: before.customerId,
              aircraftTypeId: op.retype ? f.types.AW169 : before.aircraftTypeId,
              departureId: before.departureId,
              startDate,
              endDate,
            });
            if (op.range.length < 1) {
              expect(response.statusCode).toBe(400);
              continue;
            }
            expect(response.statusCode, response.body).toBe(200);
            const after = bookingSchema.parse(response.json());
            expect(after.dailyDetails.map((d) => d.date)).toEqual(eachDate(startDate, endDate));
            // A date that stays in the range keeps its day's row (its id), and holds the details, legs and
            // all, of the day that lands on it: the same day, or on a moved range the one at its position.
            const { moved } = moveDaysToRange(before.dailyDetails, before, { startDate, endDate });
            const idOn = new Map(before.dailyDetails.map((day) => [day.date, day.id]));
            for (const { date, from } of moved) {
              const landed = after.dailyDetails.find((day) => day.date === date);
              const { id: _id, date: _date, ...details } = from;
              expect(landed).toMatchObject(details);
              if (idOn.has(date)) expect(landed?.id).toBe(idOn.get(date));
            }
            live.set(after.id, after);
          } else if (op.kind === "delete" && live.size > 0) {
            const doomed = pick(op.pick)!;
            expect((await admin("DELETE", `/api/bookings/${doomed.id}`)).statusCode).toBe(200);
            live.delete(doomed.id);
          }
          expect(await bookingsBreakingTheRule()).toEqual([]);
        }

        // The API reads back exactly the bookings this run expects.
        const all: Booking[] = (await admin("GET", "/api/bookings")).json();
        expect(new Map(all.map((booking) => [booking.id, booking]))).toEqual(live);
      }),
      { numRuns: 40 },
    );
  });
});
