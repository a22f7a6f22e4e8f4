/**
 * Change flags' cost (docs/decisions/031): a month of 300 booking-days that someone else created and
 * then changed (600 unseen history records), read by a user who has acknowledged none of them. Printed,
 * from the same run, each as a multiple of the plain month read: the flags read, the two together (what
 * the browser asked for before `include=flags`), the month with the flags in one answer
 * (`?include=flags`, what the browser asks for now; the aim is within 1.2x), and the writer's own flags
 * read (nothing to flag, but 20,600 of its own records since its mark: what every refresh of a busy
 * writer's page costs), with the read cache on (the product's default) and off; and the first month read
 * after another user's change, plain and with the flags (the flags kept and moved on by that change,
 * docs/decisions/031). Medians of ROUNDS reads each, taken in turns.
 *
 *   npm run bench:flags                                      PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:flags    PostgreSQL
 *   FLAGS_ROUNDS=200 FLAGS_OWN_RECORDS=20000
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../src/server/auth/passwords.ts";
import { users } from "../src/server/db/schema.ts";
import { addFixtures, apiAs, bookingPayload } from "../src/server/testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD } from "../src/server/testing/test-app.ts";
import { addDays } from "../src/shared/dates.ts";

const ROUNDS = Number(process.env.FLAGS_ROUNDS ?? 200);
const FIRST = "2031-03-01";
const ROWS = 300;
const OWN_RECORDS = Number(process.env.FLAGS_OWN_RECORDS ?? 20_000);

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(cacheMb: string) {
  const t = await createTestApp({ env: { READ_CACHE_MB: cacheMb } });
  const f = await addFixtures(t.database.db);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await t.database.db.insert(users).values({ username: "sam", name: "Sam Jones", passwordHash });
  const readerCookie = await t.login("admin");
  const reader = apiAs(t, readerCookie);
  const sam = apiAs(t, await t.login("sam"));
  // Both marks before the writes: everything before is seen, and the writer's records are its own since
  // its mark: OWN_RECORDS made straight in the table (a busy writer's day, or the e2e administrator's run,
  // who never acknowledges all), which the reader then acknowledges, and the 600 below.
  await reader("GET", "/api/change-flags");
  await sam("GET", "/api/change-flags");
  await t.database.db.execute(sql`
    insert into history (user_id, username, user_name, entity, entity_id, label, action)
    select (select id from users where username = 'sam'), 'sam', 'Sam Jones', 'booking', 0, 'Earlier work', 'changed'
    from generate_series(1, ${OWN_RECORDS})`);
  await reader("POST", "/api/change-flags/acknowledge-all", { upTo: Number.MAX_SAFE_INTEGER });

  // Ten one-day bookings a day for 30 days, each then changed: 300 flagged rows.
  const changedIds: { id: number; day: string }[] = [];
  for (let i = 0; i < ROWS; i++) {
    const day = addDays(FIRST, i % 30);
    const created = await sam("POST", "/api/bookings", bookingPayload(f, { startDate: day, endDate: day }));
    const id = created.json().id as number;
    changedIds.push({ id, day });
    await sam("PATCH", `/api/bookings/${id}/daily-details/${day}/remarks`, { remarks: `Change ${i}` });
  }
  const month = () => reader("GET", `/api/bookings?from=${FIRST}&to=2031-03-31`);
  const monthWithFlags = () => reader("GET", `/api/bookings?from=${FIRST}&to=2031-03-31&include=flags`);
  // As a browser asks: compressed (Brotli, kept beside each kept answer).
  const compressed = (url: string) => () =>
    t.app.inject({ method: "GET", url, headers: { cookie: readerCookie, "accept-encoding": "br, gzip" } });
  const monthBr = compressed(`/api/bookings?from=${FIRST}&to=2031-03-31`);
  const monthWithFlagsBr = compressed(`/api/bookings?from=${FIRST}&to=2031-03-31&include=flags`);
  const sizes = [month, monthWithFlags, monthBr, monthWithFlagsBr].map(
    async (read) => (await read()).rawPayload.length,
  );
  const [monthBytes, oneBytes, monthBrBytes, oneBrBytes] = await Promise.all(sizes);
  const flags = () => reader("GET", "/api/change-flags");
  const ownFlags = () => sam("GET", "/api/change-flags");
  const flagged = (await flags()).json().flags.length as number;
  if ((await monthWithFlags()).json().flags.length !== flagged)
    throw new Error("the month carried other flags");
  if ((await ownFlags()).json().flags.length !== 0) throw new Error("the writer's own changes were flagged");

  const times = {
    month: [] as number[],
    flags: [] as number[],
    both: [] as number[],
    one: [] as number[],
    monthBr: [] as number[],
    oneBr: [] as number[],
    own: [] as number[],
    monthAfterChange: [] as number[],
    oneAfterChange: [] as number[],
  };
  const time = async (into: number[], read: () => Promise<unknown>) => {
    const start = performance.now();
    await read();
    into.push(performance.now() - start);
  };
  for (let round = 0; round < ROUNDS; round++) {
    await time(times.month, month);
    await time(times.flags, flags);
    await time(times.both, () => Promise.all([month(), flags()]));
    await time(times.one, monthWithFlags);
    await time(times.monthBr, monthBr);
    await time(times.oneBr, monthWithFlagsBr);
    await time(times.own, ownFlags);
  }
  // Then, in turns after the kept reads above, the first read after someone else's change (one remark
  // of a flagged booking): nothing is kept, the month is read again, and the flags are moved on by that
  // one record.
  for (let round = 0; round < ROUNDS; round++) {
    const changed = changedIds[round % changedIds.length]!;
    await sam("PATCH", `/api/bookings/${changed.id}/daily-details/${changed.day}/remarks`, {
      remarks: `M${round}`,
    });
    await time(times.monthAfterChange, month);
    await sam("PATCH", `/api/bookings/${changed.id}/daily-details/${changed.day}/remarks`, {
      remarks: `F${round}`,
    });
    await time(times.oneAfterChange, monthWithFlags);
  }
  const [m, fl, both, one, own, mBr, oneBr, mChanged, oneChanged] = [
    times.month,
    times.flags,
    times.both,
    times.one,
    times.own,
    times.monthBr,
    times.oneBr,
    times.monthAfterChange,
    times.oneAfterChange,
  ].map(median) as number[];
  const ratio = (ms: number) => `${ms.toFixed(2)} ms (${(ms / m!).toFixed(2)}x)`;
  console.info(
    `${t.database.kind}, read cache ${cacheMb} MB, ${flagged} flagged bookings: month ${m!.toFixed(2)} ms; ` +
      `flags ${ratio(fl!)}; month + flags together (two requests) ${ratio(both!)}; ` +
      `month with flags (one request, include=flags) ${ratio(one!)}; ` +
      `compressed as a browser asks: month ${mBr!.toFixed(2)} ms, with flags ${oneBr!.toFixed(2)} ms ` +
      `(${(oneBr! / mBr!).toFixed(2)}x); bytes: month ${monthBytes}, with flags ${oneBytes}, compressed ` +
      `${monthBrBytes} and ${oneBrBytes}; ` +
      `the writer's own flags (nothing flagged, ${OWN_RECORDS + 2 * ROWS} own records since its mark) ${ratio(own!)}; ` +
      `the first read after another user's change: month ${mChanged!.toFixed(2)} ms, with flags ` +
      `${oneChanged!.toFixed(2)} ms (${(oneChanged! / mChanged!).toFixed(2)}x)`,
  );
  await t.close();
}

await run("64");
await run("0");
