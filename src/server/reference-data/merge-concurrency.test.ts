import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer } from "../db/schema.ts";
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
let api: Api;
let fixtures: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, await t.login("admin"));
  fixtures = await addFixtures(t.database.db);
});
afterAll(() => t.close());

/**
 * Merges while editors move the merged customer's bookings onto the kept one and change their dates
 * (docs/decisions/026): on PostgreSQL these deadlocked and answered 500. Locks are now taken reference
 * rows first, and a transaction PostgreSQL undoes is run again.
 */
describe("merging customers while their bookings are edited", () => {
  it("answers every request with success or a 4xx, never a 500, in 10 rounds", async () => {
    const answers: number[] = [];
    for (let round = 1; round <= 10; round++) {
      const [merged, kept] = await t.database.db
        .insert(customer)
        .values([
          { name: `Merge Race ${round} A`, color: "#112233" },
          { name: `Merge Race ${round} B`, color: "#445566" },
        ])
        .returning();
      const start = `2034-0${1 + (round % 9)}-1${round % 10}`;
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        const booking = await createBookingVia(
          api,
          bookingPayload(fixtures, { customerId: merged!.id, startDate: start, endDate: start }),
        );
        ids.push(booking.id);
      }
      const edits = ids.map((id, i) =>
        api("PUT", `/api/bookings/${id}`, {
          customerId: i % 2 ? kept!.id : merged!.id,
          aircraftTypeId: fixtures.types.AW139,
          departureId: fixtures.locations.base,
          startDate: start,
          endDate: start,
        }),
      );
      const results = await Promise.all([
        api("POST", `/api/customers/${merged!.id}/merge`, { intoId: kept!.id }),
        ...edits,
      ]);
      const [merge, ...edited] = results.map((r) => r.statusCode);
      answers.push(merge!, ...edited);
      expect(merge).toBe(200);
      // Onto the kept customer always works; onto the merged one works before the merge, and after it
      // is a 400 naming the customer that no longer exists.
      for (const [i, status] of edited.entries()) expect([200, ...(i % 2 ? [] : [400])]).toContain(status);
      const left = await api("GET", `/api/bookings?from=${start}&to=${start}`);
      const customers = new Set(
        (left.json() as { id: number; customer: { id: number } }[])
          .filter((b) => ids.includes(b.id))
          .map((b) => b.customer.id),
      );
      // The merge went through: nothing is left on the merged customer.
      expect([...customers]).toEqual([kept!.id]);
    }
    const failed = answers.filter((status) => status >= 500).length;
    console.log(`merges racing edits: ${answers.length} answers, ${failed} 5xx`);
    expect(failed).toBe(0);
  });
});
