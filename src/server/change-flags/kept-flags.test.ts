import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeFlags } from "../../shared/change-flags.ts";
import { addDays } from "../../shared/dates.ts";
import { hashPassword } from "../auth/passwords.ts";
import { users } from "../db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";
import { readChangeFlags } from "./read-change-flags.ts";

// Each user's flags are kept and moved on by the records written since (docs/decisions/031, "Flags kept
// and moved on"); whatever happened, the kept answer must be the one a read of the whole history gives.

let t: TestApp;
let f: Fixtures;
let admin: Api;
let sam: Api;
let lee: Api;
const ADMIN = 1;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await t.database.db.insert(users).values([
    { username: "sam", name: "Sam Jones", passwordHash },
    { username: "lee", name: "Lee Park", passwordHash },
  ]);
  admin = apiAs(t, await t.login("admin"));
  sam = apiAs(t, await t.login("sam"));
  lee = apiAs(t, await t.login("lee"));
});
afterAll(() => t.close());

const keptFlags = async (): Promise<ChangeFlags> => {
  const response = await admin("GET", "/api/change-flags");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const wholeFlags = async () =>
  JSON.parse(JSON.stringify(await readChangeFlags({ db: t.database.db, userId: ADMIN })));

/** A small seeded generator, so a failing walk can be walked again. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe("change flags kept between reads", () => {
  it("answer what a read of the whole history answers, after every kind of change, on random walks", async () => {
    for (const seed of [7, 29, 113]) {
      const pick = random(seed);
      const live: number[] = [];
      /** Each booking's first day, where its remarks are edited. */
      const firstDay = new Map<number, string>();
      const deleted: number[] = [];
      for (let step = 0; step < 45; step++) {
        const writer = [sam, lee, admin][pick(3)]!;
        const booking = live[pick(Math.max(1, live.length))];
        const action = booking === undefined ? 0 : pick(10);
        const start = addDays("2027-01-04", pick(20));
        if (action <= 2) {
          const made = await createBookingVia(
            writer,
            bookingPayload(f, { startDate: start, endDate: addDays(start, pick(3)) }),
          );
          live.push(made.id);
          firstDay.set(made.id, made.startDate);
        } else if (action <= 4) {
          await writer("PATCH", `/api/bookings/${booking}/daily-details/${firstDay.get(booking!)}/remarks`, {
            remarks: `Step ${seed}.${step}`,
          });
        } else if (action === 5) {
          await writer("PUT", `/api/bookings/${booking}`, {
            customerId: pick(2) ? f.customers.acme : f.customers.zenith,
            aircraftTypeId: f.types.AW139,
            departureId: f.locations.base,
            startDate: start,
            endDate: addDays(start, 1),
          });
          firstDay.set(booking!, start);
        } else if (action === 6) {
          expect((await writer("DELETE", `/api/bookings/${booking}`)).statusCode).toBe(200);
          live.splice(live.indexOf(booking!), 1);
          deleted.push(booking!);
        } else if (action === 7 && deleted.length > 0) {
          const back = deleted.pop()!;
          const restored = await writer("POST", `/api/bookings/${back}/restore`);
          expect(restored.statusCode, restored.body).toBe(200);
          live.push(restored.json().id);
          firstDay.set(restored.json().id, restored.json().startDate);
        } else if (action === 8) {
          const flags = (await keptFlags()).flags;
          const flag = flags[pick(Math.max(1, flags.length))];
          if (flag)
            await admin("POST", "/api/change-flags/acknowledge", {
              bookingId: flag.bookingId,
              upTo: flag.upTo,
            });
        } else {
          // A customer renamed: every flag whose newest record names no one booking shows the new name.
          await writer("PUT", `/api/customers/${f.customers.zenith}`, {
            name: `Zenith Energy ${seed}.${step}`,
            color: "#445566",
          });
        }
        expect(await keptFlags(), `seed ${seed}, step ${step}`).toEqual(await wholeFlags());
      }
      const all = (await keptFlags()).flags;
      expect(all.length).toBeGreaterThan(0);
      const upTo = Math.max(...all.map((flag) => flag.upTo));
      await admin("POST", "/api/change-flags/acknowledge-all", { upTo });
      expect(await keptFlags()).toEqual(await wholeFlags());
    }
  });

  it("flag the bookings a customer merge moved, named as they are now", async () => {
    const acme = await createBookingVia(
      sam,
      bookingPayload(f, { startDate: "2027-03-01", endDate: "2027-03-01" }),
    );
    await keptFlags();
    const spare = (
      await sam("POST", "/api/customers", { name: "Acme Offshore Ltd", color: "#112233" })
    ).json();
    const moved = await createBookingVia(
      admin,
      bookingPayload(f, { customerId: spare.id, startDate: "2027-03-02", endDate: "2027-03-02" }),
    );
    const merge = await lee("POST", `/api/customers/${spare.id}/merge`, { intoId: f.customers.acme });
    expect(merge.statusCode, merge.body).toBe(200);
    const flags = await keptFlags();
    expect(flags.flags.map((flag) => flag.bookingId)).toEqual(expect.arrayContaining([moved.id, acme.id]));
    expect(flags).toEqual(await wholeFlags());

    // The merge's flags name the bookings as they are now: after a rename of the customer kept, and
    // after the reader's own change of a moved booking's dates (which flags nothing).
    await lee("PUT", `/api/customers/${f.customers.acme}`, { name: "Acme Offshore Group", color: "#112233" });
    const renamed = await keptFlags();
    expect(renamed.flags.find((flag) => flag.bookingId === moved.id)?.label).toMatch(/^Acme Offshore Group/);
    expect(renamed).toEqual(await wholeFlags());
    await admin("PUT", `/api/bookings/${moved.id}`, {
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      startDate: "2027-03-09",
      endDate: "2027-03-10",
    });
    const own = await keptFlags();
    expect(own.flags.find((flag) => flag.bookingId === moved.id)?.label).toMatch(/09\/03\/27/);
    expect(own).toEqual(await wholeFlags());
  });
});

// History ids come from a sequence: a record can commit after a later one was read. PGlite runs one
// transaction at a time, so only PostgreSQL can show it; CI runs this file with TEST_DATABASE_URL too.
describe.runIf(process.env.TEST_DATABASE_URL)("change flags kept on PostgreSQL", () => {
  it("take in a record that commits after a later record was read", async () => {
    const [late, next, last] = await Promise.all(
      ["2027-05-03", "2027-05-04", "2027-05-05"].map((day) =>
        createBookingVia(admin, bookingPayload(f, { startDate: day, endDate: day })),
      ),
    );
    await admin("POST", "/api/change-flags/acknowledge-all", {
      upTo: Math.max(0, ...(await keptFlags()).flags.map((flag) => flag.upTo)),
    });
    await keptFlags();
    if (t.database.kind !== "postgres") throw new Error("this test needs PostgreSQL");
    const slow = await t.database.pool.connect();
    try {
      // Sam's slow write takes its record's id first and commits last.
      await slow.query("begin");
      await slow.query(
        `insert into history (user_id, username, user_name, entity, entity_id, label, action, changes)
         values ((select id from users where username = 'sam'), 'sam', 'Sam Jones', 'booking', $1,
           'Acme Offshore, AW139, 03/05/27', 'changed', '[]')`,
        [late!.id],
      );
      await sam("PATCH", `/api/bookings/${next!.id}/daily-details/2027-05-04/remarks`, { remarks: "First" });
      expect((await keptFlags()).flags.map((flag) => flag.bookingId)).toEqual([next!.id]);
      await slow.query("commit");
    } finally {
      slow.release();
    }
    await sam("PATCH", `/api/bookings/${last!.id}/daily-details/2027-05-05/remarks`, { remarks: "Then" });
    const flags = await keptFlags();
    expect(flags.flags.map((flag) => flag.bookingId)).toEqual([last!.id, next!.id, late!.id]);
    expect(flags).toEqual(await wholeFlags());
  });
});
