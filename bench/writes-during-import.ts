/**
 * Other desks' writes while a large CSV import runs (decision 046): Sam imports IMPORT_ROWS bookings
 * and, once it is under way, the administrator edits a remark and a departure time, acknowledges the
 * flags, and a viewer signs in. Prints each one's time idle (before the import) and during it. Before
 * migration 0070 each waited for the import to commit on PostgreSQL (15 s in an 18 s import).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/writes-during-import.ts
 *   npx tsx bench/writes-during-import.ts     PGlite (one connection: the writes queue behind the import)
 *   IMPORT_ROWS=30000 (default)
 */
import {
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
} from "../src/server/testing/booking-fixtures.ts";
import { csvClient } from "../src/server/testing/csv-test-client.ts";
import { createTestApp } from "../src/server/testing/test-app.ts";
import { addDays } from "../src/shared/dates.ts";

const ROWS = Number(process.env.IMPORT_ROWS ?? 30_000);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;

const t = await createTestApp();
const f = await addFixtures(t.database.db);
const admin = apiAs(t, await t.login("admin"));
const viewer = apiAs(t, await t.login("viewer"));
const booking = await createBookingVia(
  admin,
  bookingPayload(f, { startDate: "2026-05-06", endDate: "2026-05-06" }),
);
const day = `/api/bookings/${booking.id}/daily-details/2026-05-06`;

let edits = 0;
async function timed(what: string, call: () => Promise<{ statusCode: number; body: string } | string>) {
  const started = performance.now();
  const answer = await call();
  if (typeof answer !== "string" && answer.statusCode >= 300) throw new Error(`${what}: ${answer.body}`);
  return performance.now() - started;
}
const round = async () => ({
  remarks: await timed("remarks", () => admin("PATCH", `${day}/remarks`, { remarks: `Edit ${++edits}` })),
  time: await timed("departure time", () =>
    admin("PATCH", `${day}/departure-time`, { departureTime: edits % 2 ? "0900" : "1000" }),
  ),
  acknowledge: await timed("acknowledge", async () => {
    const upTo = (await viewer("GET", "/api/history?limit=1")).json().entries[0].id;
    return viewer("POST", "/api/change-flags/acknowledge-all", { upTo });
  }),
  signIn: await timed("sign-in", () => t.login("viewer")),
});

const idle = await round();
const header =
  "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft\n";
const rows = Array.from({ length: ROWS }, (_, i) => {
  const minute = String(Math.floor(i / 1000) % 60).padStart(2, "0");
  const hour = String(6 + Math.floor(i / 60_000)).padStart(2, "0");
  return `Import Co,EGNH Blackpool,Leman Alpha,AW139,${addDays("2031-01-01", i % 1000)},${hour}${minute},1,`;
});
const importStarted = performance.now();
const importing = csvClient(t, await t.login("admin")).importFile(`${header}${rows.join("\n")}\n`);
// Well into the import: it parses and checks first, then writes in one transaction.
await new Promise((resolve) => setTimeout(resolve, Number(process.env.DURING_AFTER_MS ?? 1_500)));
const during = await round();
const duringEnded = performance.now() - importStarted;
const imported = await importing;
const importMs = performance.now() - importStarted;
if (!imported.json().success) throw new Error(imported.body.slice(0, 500));
const ms = (n: number) => `${n.toFixed(0)} ms`;
console.log(`${t.database.kind}: ${ROWS} rows imported in ${(importMs / 1000).toFixed(1)} s`);
for (const key of Object.keys(idle) as (keyof typeof idle)[]) {
  console.log(
    `  ${key.padEnd(12)} idle ${ms(idle[key]).padStart(8)}   during the import ${ms(during[key]).padStart(8)}`,
  );
}
console.log(
  `  the four during the import ended ${(duringEnded / 1000).toFixed(1)} s after it began` +
    (duringEnded < importMs ? " (before it ended)" : " (after it ended: they waited)"),
);
await t.close();
