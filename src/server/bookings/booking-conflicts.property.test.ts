import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { addDays } from "../../shared/dates.ts";
import {
  aircraft,
  aircraftUnavailability,
  bookingStatus,
  bookings,
  customer,
  dailyDetails,
  fleetSettings,
} from "../db/schema.ts";
import { readConflicts } from "../fleet/read-conflicts.ts";
import { addFixtures, type Fixtures, TEST_ACTOR } from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { readBookingWithConflicts, withConflicts } from "./booking-conflicts.ts";
import { readBooking, readBookingsJson } from "./read-bookings.ts";
import { updateDailyDetail } from "./update-daily-detail.ts";

/**
 * A write's answer is read narrowly (docs/decisions/037): one booking's neighbours, by functions planned
 * once per connection. On random fleets (bookings of one to four days, allocated or not, on any status,
 * times in every form, unavailability, retired aircraft), each booking's answer must be what the full
 * conflicts read over its dates says about it, and its read shape what a read of its dates gives.
 */
const RUNS = Number(process.env.CONFLICT_RUNS ?? 30);
const SEED = Number(process.env.CONFLICT_SEED ?? 20261127);
const FIRST = "2032-03-01";
const TIMES = ["0700", "07:30", "0800", "16", "2300", "2330", "0000", "TBC", "14:00/PAX TBC", "soon"];
const HOURS = ["0", "0.5", "1", "2.25", "3.5", "23.5"];
const FLEET = { AW139: ["G-LDNA", "G-LDNB", "G-LDNC"], EC135: ["G-NHVA", "G-NHVB"] } as const;

let t: TestApp;
let f: Fixtures;
let statusIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  statusIds = (await t.database.db.select().from(bookingStatus)).map((s) => s.id);
});
afterAll(() => t.close());

const bookingArb = fc.record({
  type: fc.constantFrom("AW139", "EC135" as const),
  start: fc.integer({ min: 0, max: 6 }),
  days: fc.array(
    fc.record({ time: fc.constantFrom(...TIMES), hours: fc.constantFrom(...HOURS), status: fc.nat() }),
    { minLength: 1, maxLength: 4 },
  ),
  aircraft: fc.integer({ min: -1, max: 2 }),
  customer: fc.boolean(),
});
const scenarioArb = fc.record({
  bookings: fc.array(bookingArb, { minLength: 1, maxLength: 14 }),
  periods: fc.array(
    fc.record({
      registration: fc.constantFrom(...FLEET.AW139, ...FLEET.EC135),
      start: fc.integer({ min: 0, max: 8 }),
      length: fc.integer({ min: 0, max: 3 }),
    }),
    { maxLength: 3 },
  ),
  retired: fc.subarray([...FLEET.AW139, ...FLEET.EC135], { maxLength: 2 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

async function store(scenario: Scenario): Promise<number[]> {
  const { db } = t.database;
  await db.delete(bookings);
  await db.delete(aircraftUnavailability);
  await db.update(aircraft).set({ retired: false });
  for (const registration of scenario.retired) {
    await db.update(aircraft).set({ retired: true }).where(eq(aircraft.id, f.aircraft[registration]!));
  }
  for (const period of scenario.periods) {
    await db.insert(aircraftUnavailability).values({
      aircraftId: f.aircraft[period.registration]!,
      startDate: addDays(FIRST, period.start),
      endDate: addDays(FIRST, period.start + period.length),
      reason: "check",
    });
  }
  const ids: number[] = [];
  for (const b of scenario.bookings) {
    const registration = b.aircraft < 0 ? undefined : FLEET[b.type][b.aircraft % FLEET[b.type].length];
    const startDate = addDays(FIRST, b.start);
    const [row] = await db
      .insert(bookings)
      .values({
        customerId: b.customer ? f.customers.acme : f.customers.zenith,
        aircraftTypeId: f.types[b.type],
        departureId: f.locations.base,
        startDate,
        endDate: addDays(startDate, b.days.length - 1),
        allocatedAircraftId: registration ? f.aircraft[registration]! : null,
      })
      .returning();
    await db.insert(dailyDetails).values(
      b.days.map((day, index) => ({
        bookingId: row!.id,
        date: addDays(startDate, index),
        destinationId: f.locations.rig,
        departureTime: day.time,
        expectedAircraftHours: day.hours,
        bookingStatusId: statusIds[day.status % statusIds.length]!,
      })),
    );
    ids.push(row!.id);
  }
  return ids;
}

it("answers each booking's conflicts as the full conflicts read over its dates does", async () => {
  const { db } = t.database;
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (scenario) => {
      for (const id of await store(scenario)) {
        const answered = await readBookingWithConflicts({ db, id });
        // Its conflicts fall on its dates or the next (a flight past midnight); the full read of those
        // dates reads every flight that can share one with it.
        const full = await readConflicts({ db, from: answered.startDate, to: addDays(answered.endDate, 1) });
        const own = full.filter((c) => c.bookingIds.includes(id));
        expect(answered.conflicts).toEqual(own);
        // The writes that read the booking first (create, date range, status, aircraft) answer the same.
        expect((await withConflicts(db, await readBooking({ db, id }))).conflicts).toEqual(own);
        // And the booking itself is what a read of its dates shows.
        const { conflicts: _conflicts, ...booking } = answered;
        const read = JSON.parse(
          await readBookingsJson({ db, from: answered.startDate, to: answered.endDate }),
        ) as Booking[];
        expect(booking).toEqual(read.find((b) => b.id === id));
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
}, 300_000);

/**
 * Everything a booking's conflicts are read from, changed the ways the app and an operator's SQL can:
 * each must move the conflicts counter (migration 0066), or an edit that keeps conflicts answers stale
 * ones (docs/decisions/037, "Conflicts kept").
 */
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant("time" as const), at: fc.nat(), value: fc.constantFrom(...TIMES) }),
  fc.record({ kind: fc.constant("hours" as const), at: fc.nat(), value: fc.constantFrom(...HOURS) }),
  fc.record({ kind: fc.constant("status" as const), at: fc.nat(), value: fc.nat() }),
  fc.record({ kind: fc.constant("aircraft" as const), at: fc.nat(), value: fc.integer({ min: -1, max: 2 }) }),
  fc.record({ kind: fc.constant("move" as const), at: fc.nat(), value: fc.integer({ min: -2, max: 2 }) }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("retire" as const), at: fc.constantFrom(...FLEET.AW139, ...FLEET.EC135) }),
  fc.record({
    kind: fc.constant("unavailable" as const),
    at: fc.constantFrom(...FLEET.AW139, ...FLEET.EC135),
    value: fc.integer({ min: 0, max: 8 }),
  }),
  fc.record({ kind: fc.constant("rename" as const), value: fc.nat() }),
  fc.record({ kind: fc.constant("turnaround" as const), value: fc.integer({ min: 0, max: 600 }) }),
);
type Change = typeof changeArb extends fc.Arbitrary<infer C> ? C : never;

async function apply(change: Change, ids: number[]) {
  const { db } = t.database;
  if (change.kind === "retire") {
    await db.update(aircraft).set({ retired: true }).where(eq(aircraft.id, f.aircraft[change.at]!));
    return;
  }
  if (change.kind === "unavailable") {
    const startDate = addDays(FIRST, change.value);
    await db
      .insert(aircraftUnavailability)
      .values({ aircraftId: f.aircraft[change.at]!, startDate, endDate: startDate, reason: "check" });
    return;
  }
  if (change.kind === "rename") {
    await db
      .update(customer)
      .set({ name: `Acme ${change.value}` })
      .where(eq(customer.id, f.customers.acme));
    return;
  }
  if (change.kind === "turnaround") {
    await db
      .insert(fleetSettings)
      .values({ turnaroundMinutes: change.value })
      .onConflictDoUpdate({ target: fleetSettings.id, set: { turnaroundMinutes: change.value } });
    return;
  }
  const id = ids[change.at % ids.length]!;
  const days = await db.select().from(dailyDetails).where(eq(dailyDetails.bookingId, id));
  if (days.length === 0) return;
  const day = days[change.at % days.length]!;
  if (change.kind === "time")
    await db.update(dailyDetails).set({ departureTime: change.value }).where(eq(dailyDetails.id, day.id));
  if (change.kind === "hours")
    await db
      .update(dailyDetails)
      .set({ expectedAircraftHours: change.value })
      .where(eq(dailyDetails.id, day.id));
  if (change.kind === "status")
    await db
      .update(dailyDetails)
      .set({ bookingStatusId: statusIds[change.value % statusIds.length]! })
      .where(eq(dailyDetails.id, day.id));
  if (change.kind === "delete") await db.delete(bookings).where(eq(bookings.id, id));
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) return;
  if (change.kind === "aircraft") {
    const registrations = Object.values(FLEET).flat();
    const registration = change.value < 0 ? undefined : registrations[change.value + (change.at % 3)];
    await db
      .update(bookings)
      .set({ allocatedAircraftId: registration ? f.aircraft[registration]! : null })
      .where(eq(bookings.id, id));
  }
  if (change.kind === "move") {
    // The whole booking a few days on or back: its days' dates, then its own (never overlapping itself).
    for (const d of [...days].sort((a, b) =>
      change.value > 0 ? b.date.localeCompare(a.date) : a.date.localeCompare(b.date),
    ))
      await db
        .update(dailyDetails)
        .set({ date: addDays(d.date, change.value) })
        .where(eq(dailyDetails.id, d.id));
    await db
      .update(bookings)
      .set({
        startDate: addDays(booking.startDate, change.value),
        endDate: addDays(booking.endDate, change.value),
      })
      .where(eq(bookings.id, id));
  }
}

it("answers each booking's conflicts, kept between edits of remarks, destination and actual hours, as the full read does after any change", async () => {
  const { db } = t.database;
  const edits = [{ remarks: "Kept" }, { destinationId: 0 }, { actualHours: "1.50" }] as const;
  await fc.assert(
    fc.asyncProperty(
      scenarioArb,
      fc.array(changeArb, { minLength: 1, maxLength: 4 }),
      async (scenario, changes) => {
        await db.update(customer).set({ name: "Acme Offshore" }).where(eq(customer.id, f.customers.acme));
        const ids = await store(scenario);
        const editEach = async (round: number) => {
          for (const id of ids) {
            const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
            if (!booking) continue;
            const edit = edits[(id + round) % edits.length]!;
            const answered = await updateDailyDetail({
              db,
              actor: TEST_ACTOR,
              bookingId: id,
              date: booking.startDate,
              change:
                "destinationId" in edit
                  ? { destinationId: round % 2 ? f.locations.port : f.locations.rig }
                  : edit,
            });
            const full = await readConflicts({
              db,
              from: answered.startDate,
              to: addDays(answered.endDate, 1),
            });
            expect(answered.conflicts).toEqual(full.filter((c) => c.bookingIds.includes(id)));
          }
        };
        // Read and kept, answered from memory, then after each change.
        await editEach(0);
        await editEach(1);
        for (const [round, change] of changes.entries()) {
          await apply(change, ids);
          await editEach(round + 2);
        }
      },
    ),
    { numRuns: RUNS, seed: SEED },
  );
}, 300_000);
