/**
 * The size of another user's change flags answer after one large CSV import (docs/decisions/044): Sam
 * imports IMPORT_ROWS bookings, then the administrator reads `GET /api/change-flags`. Prints the rows,
 * the import's time, the answer's bytes, flags and time, and the next read's time after one more change.
 *
 *   npx tsx bench/flags-after-import.ts                                      PGlite
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/flags-after-import.ts    PostgreSQL
 *   IMPORT_ROWS=30000 (the figure in docs/decisions/044)
 */
import { hashPassword } from "../src/server/auth/passwords.ts";
import { users } from "../src/server/db/schema.ts";
import { apiAs } from "../src/server/testing/booking-fixtures.ts";
import { csvClient } from "../src/server/testing/csv-test-client.ts";
import { createTestApp, TEST_PASSWORD } from "../src/server/testing/test-app.ts";
import { addDays } from "../src/shared/dates.ts";

const ROWS = Number(process.env.IMPORT_ROWS ?? 30_000);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;

const t = await createTestApp();
await t.database.db.insert(users).values({
  username: "sam",
  name: "Sam Jones",
  canEdit: true,
  passwordHash: await hashPassword(TEST_PASSWORD),
});
const admin = apiAs(t, await t.login("admin"));
await admin("GET", "/api/change-flags");
// One row per booking: a thousand days, each with up to 60 departure minutes, so no two are duplicates.
const header =
  "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft\n";
const rows = Array.from({ length: ROWS }, (_, i) => {
  const minute = String(Math.floor(i / 1000) % 60).padStart(2, "0");
  const hour = String(6 + Math.floor(i / 60_000)).padStart(2, "0");
  return `Import Co,EGNH Blackpool,Leman Alpha,AW139,${addDays("2031-01-01", i % 1000)},${hour}${minute},1,`;
});
const started = performance.now();
const imported = await csvClient(t, await t.login("sam")).importFile(`${header}${rows.join("\n")}\n`);
const importMs = performance.now() - started;
if (imported.statusCode !== 200 || !imported.json().success) throw new Error(imported.body.slice(0, 500));
const readStarted = performance.now();
const flags = await admin("GET", "/api/change-flags");
const readMs = performance.now() - readStarted;
const answer = flags.json();
console.log(
  `${ROWS} rows imported in ${(importMs / 1000).toFixed(1)} s; flags answer ${flags.rawPayload.length} bytes, ` +
    `${answer.flags.length} flags${answer.more === undefined ? "" : ` and ${answer.more} more`}, read in ${readMs.toFixed(0)} ms`,
);
// The next read after one more change: the flags are built anew (the state holds 200 of them), which
// counts the import's bookings again.
const again = await csvClient(t, await t.login("sam")).importFile(
  `${header}Import Co,EGNH Blackpool,Leman Alpha,AW139,2040-01-01,0900,1,\n`,
);
if (!again.json().success) throw new Error(again.body.slice(0, 500));
const nextStarted = performance.now();
await admin("GET", "/api/change-flags");
console.log(`the next read after one more change: ${(performance.now() - nextStarted).toFixed(0)} ms`);
await t.close();
