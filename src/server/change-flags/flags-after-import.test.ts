import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChangeFlags, MAX_FLAGS } from "../../shared/change-flags.ts";
import { addDays } from "../../shared/dates.ts";
import { hashPassword } from "../auth/passwords.ts";
import { users } from "../db/schema.ts";
import { type Api, apiAs } from "../testing/booking-fixtures.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
/** The administrator reads the flags of what Sam imports. */
let admin: Api;
let samCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(users).values({
    username: "sam",
    name: "Sam Jones",
    canEdit: true,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  admin = apiAs(t, await t.login("admin"));
  samCookie = await t.login("sam");
});
afterAll(() => t.close());

const HEADER =
  "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft\n";

/** Sam imports `rows` one-day bookings, each on a day of its own from `first`. */
async function samImports(rows: number, first: string) {
  const lines = Array.from(
    { length: rows },
    (_, i) => `Import Co,EGNH Blackpool,Leman Alpha,AW139,${addDays(first, i)},0900,1,`,
  );
  const imported = await csvClient(t, samCookie).importFile(`${HEADER}${lines.join("\n")}\n`);
  expect(imported.json(), imported.body).toMatchObject({ success: true, stats: { createdBookings: rows } });
}

const readFlags = async () => {
  const answer = await admin("GET", "/api/change-flags");
  expect(answer.statusCode, answer.body).toBe(200);
  return { bytes: answer.rawPayload.length, ...(answer.json() as ChangeFlags) };
};

const acknowledgeAll = async (flags: ChangeFlags) => {
  const upTo = Math.max(0, ...flags.flags.map((flag) => flag.upTo));
  expect((await admin("POST", "/api/change-flags/acknowledge-all", { upTo })).statusCode).toBe(200);
};

describe("change flags after a large import (docs/decisions/044)", () => {
  it("name the import once, list the newest bookings and count the rest, so the answer stays small", async () => {
    await acknowledgeAll(await readFlags());
    await samImports(1000, "2031-01-01");
    const after1000 = await readFlags();
    expect(after1000.flags).toHaveLength(MAX_FLAGS);
    expect(after1000.more).toBe(1000 - MAX_FLAGS);
    // Who, when and how many: not the import's 1,000 booking ids in each flag.
    expect(after1000.flags[0]!.newest).toMatchObject({
      action: "imported",
      user: { name: "Sam Jones" },
      details: { bookings: 1000 },
    });
    await acknowledgeAll(after1000);
    // Acknowledge all covers the bookings counted beyond the list too.
    expect(await readFlags()).toMatchObject({ flags: [], more: 0 });

    await samImports(3000, "2035-01-01");
    const after3000 = await readFlags();
    expect(after3000.flags).toHaveLength(MAX_FLAGS);
    expect(after3000.more).toBe(3000 - MAX_FLAGS);
    // Three times the import, the same answer's size (a flag's bytes vary only with its numbers).
    expect(after3000.bytes).toBeLessThan(after1000.bytes * 1.05);
    expect(after3000.bytes / MAX_FLAGS).toBeLessThan(500);
  });
});
