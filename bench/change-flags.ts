/**
 * Change flags' cost (docs/decisions/031): a month of 300 booking-days that someone else created and
 * then changed (600 unseen history records), read by a user who has acknowledged none of them. Printed,
 * from the same run: the plain month read, the flags read, and the two together (what the browser asks
 * for) as a multiple of the month read, with the read cache on (the product's default) and off. The
 * aim is the pair within 1.2x of the month read. Medians of ROUNDS reads each, taken in turns.
 *
 *   npm run bench:flags                                      PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:flags    PostgreSQL
 *   FLAGS_ROUNDS=200
 */
import { hashPassword } from "../src/server/auth/passwords.ts";
import { users } from "../src/server/db/schema.ts";
import { addFixtures, apiAs, bookingPayload } from "../src/server/testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD } from "../src/server/testing/test-app.ts";
import { addDays } from "../src/shared/dates.ts";

const ROUNDS = Number(process.env.FLAGS_ROUNDS ?? 200);
const FIRST = "2031-03-01";
const ROWS = 300;

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(cacheMb: string) {
  const t = await createTestApp({ env: { READ_CACHE_MB: cacheMb } });
  const f = await addFixtures(t.database.db);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await t.database.db.insert(users).values({ username: "sam", name: "Sam Jones", passwordHash });
  const reader = apiAs(t, await t.login("admin"));
  const sam = apiAs(t, await t.login("sam"));
  await reader("GET", "/api/change-flags"); // the reader's mark: everything before is seen

  // Ten one-day bookings a day for 30 days, each then changed: 300 flagged rows.
  for (let i = 0; i < ROWS; i++) {
    const day = addDays(FIRST, i % 30);
    const created = await sam("POST", "/api/bookings", bookingPayload(f, { startDate: day, endDate: day }));
    const id = created.json().id as number;
    await sam("PATCH", `/api/bookings/${id}/daily-details/${day}/remarks`, { remarks: `Change ${i}` });
  }
  const month = () => reader("GET", `/api/bookings?from=${FIRST}&to=2031-03-31`);
  const flags = () => reader("GET", "/api/change-flags");
  const flagged = (await flags()).json().flags.length as number;

  const times = { month: [] as number[], flags: [] as number[], both: [] as number[] };
  const time = async (into: number[], read: () => Promise<unknown>) => {
    const start = performance.now();
    await read();
    into.push(performance.now() - start);
  };
  for (let round = 0; round < ROUNDS; round++) {
    await time(times.month, month);
    await time(times.flags, flags);
    await time(times.both, () => Promise.all([month(), flags()]));
  }
  const [m, fl, both] = [median(times.month), median(times.flags), median(times.both)];
  console.info(
    `${t.database.kind}, read cache ${cacheMb} MB, ${flagged} flagged bookings: month ${m.toFixed(2)} ms, ` +
      `flags ${fl.toFixed(2)} ms, month + flags together ${both.toFixed(2)} ms = ${(both / m).toFixed(2)}x the month read`,
  );
  await t.close();
}

await run("64");
await run("0");
