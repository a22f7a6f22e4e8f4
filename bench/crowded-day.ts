/**
 * A crowded day (docs/decisions/024): N bookings of one registration on one date, their times spread
 * over 0600-2000 for one to three hours each (so each overlaps a few hundred others, as a duplicated
 * import does). For N = 100, 400 and 800, in the same run and on the same database, through the real
 * app (routes, validation, history, conflicts), on the crowded day and on a quiet day (the baseline,
 * where the aircraft flies a few times and nothing clashes):
 *   - create: `POST /api/bookings` of one more flight, answered with its conflicts,
 *   - inline: `PATCH /api/bookings/{id}/daily-details/{date}/departure-time` of a flight there,
 *   - the 'Save anyway' previews of both (`POST /api/conflicts/preview-create` and
 *     `.../preview-departure-time/{id}/{date}`: the same write rolled back, docs/decisions/022),
 *   - the crowded day's `GET /api/conflicts`, with its size.
 * Medians printed, each crowded figure with its ratio to the quiet one (aim: within 3x). Printed, not
 * asserted.
 *
 *   npm run bench:crowded            PGlite only
 *   BENCH_DATABASE_URL=postgres://... npm run bench:crowded   (or TEST_DATABASE_URL) both
 */
import { fileURLToPath } from "node:url";
import { bookings, dailyDetails } from "../src/server/db/schema.ts";
import { addFixtures, apiAs, bookingPayload, type Fixtures } from "../src/server/testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../src/server/testing/test-app.ts";
import { addDays } from "../src/shared/dates.ts";

const SIZES = (process.env.CROWDED_SIZES ?? "100,400,800").split(",").map(Number);
const SAMPLES = Number(process.env.CROWDED_SAMPLES ?? 7);
const FIRST = "2032-03-01";

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}`;

/** `count` one-day bookings of G-LDNA on `date`, inserted in bulk (writing them one by one is what is measured). */
async function crowd(t: TestApp, f: Fixtures, date: string, count: number, first = 0): Promise<number[]> {
  const { db } = t.database;
  const rows = await db
    .insert(bookings)
    .values(
      Array.from({ length: count }, () => ({
        customerId: f.customers.acme,
        aircraftTypeId: f.types.AW139,
        departureId: f.locations.base,
        startDate: date,
        endDate: date,
        allocatedAircraftId: f.aircraft["G-LDNA"]!,
      })),
    )
    .returning({ id: bookings.id });
  await db.insert(dailyDetails).values(
    rows.map((row, i) => ({
      bookingId: row.id,
      date,
      destinationId: f.locations.rig,
      departureTime: count === 1 ? hhmm(first) : hhmm(360 + ((i * 7) % 840)),
      expectedAircraftHours: count === 1 ? "1" : String(1 + (i % 3)),
      bookingStatusId: f.statuses.confirmed,
    })),
  );
  return rows.map((row) => row.id);
}

async function measureOn(label: string, t: TestApp) {
  try {
    const f = await addFixtures(t.database.db);
    const api = apiAs(t, await t.login("admin"));
    const call = async (method: "GET" | "POST" | "PATCH", url: string, payload?: object) => {
      const started = performance.now();
      const response = await api(method, url, payload);
      const ms = performance.now() - started;
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return { ms, body: response.body };
    };
    const payload = (date: string, minute: number) =>
      bookingPayload(f, {
        startDate: date,
        endDate: date,
        departureTime: hhmm(minute),
        expectedHours: "1",
        allocatedAircraftId: f.aircraft["G-LDNA"]!,
        bookingStatusId: f.statuses.confirmed,
      });
    for (const [index, size] of SIZES.entries()) {
      const crowded = addDays(FIRST, index * 7);
      const quiet = addDays(crowded, 3);
      const [edited] = await crowd(t, f, crowded, size);
      // The quiet day: a flight at 0800 to edit; created flights follow two hours apart from 1200.
      const [quietEdited] = await crowd(t, f, quiet, 1, 480);
      const figures = new Map<string, { crowded: number[]; quiet: number[] }>();
      const note = (name: string, day: "crowded" | "quiet", ms: number) => {
        const held = figures.get(name) ?? { crowded: [], quiet: [] };
        held[day].push(ms);
        figures.set(name, held);
      };
      let answered = 0;
      let bytes = 0;
      let read = 0;
      // In turns, so neither day pays for the other's warm-up.
      for (let i = 0; i < SAMPLES; i++) {
        for (const [day, date, id, at] of [
          ["crowded", crowded, edited!, 720 + i],
          ["quiet", quiet, quietEdited!, 720 + 120 * i],
        ] as const) {
          const created = await call("POST", "/api/bookings", payload(date, at));
          note("create", day, created.ms);
          if (day === "crowded") answered = JSON.parse(created.body).conflicts.length;
          note(
            "preview create",
            day,
            (await call("POST", "/api/conflicts/preview-create", payload(date, at))).ms,
          );
          const time = { departureTime: hhmm(480 + ((i + 1) % 2) * 5) };
          const day1 = `${id}/${date}`;
          note(
            "preview inline",
            day,
            (await call("POST", `/api/conflicts/preview-departure-time/${day1}`, time)).ms,
          );
          note(
            "inline",
            day,
            (await call("PATCH", `/api/bookings/${id}/daily-details/${date}/departure-time`, time)).ms,
          );
        }
        const conflicts = await call("GET", `/api/conflicts?from=${crowded}&to=${crowded}`);
        read = conflicts.ms;
        bytes = conflicts.body.length;
      }
      console.log(`  ${label} ${size} flights (a crowded write answers ${answered} conflicts):`);
      for (const [name, { crowded: c, quiet: q }] of figures) {
        console.log(
          `    ${name.padEnd(15)} ${median(c).toFixed(1).padStart(6)} ms vs quiet ${median(q).toFixed(1).padStart(5)} ms = ${(median(c) / median(q)).toFixed(1)}x`,
        );
      }
      console.log(
        `    conflicts read  ${read.toFixed(1).padStart(6)} ms (last), ${(bytes / 1024).toFixed(0)} KB`,
      );
    }
  } finally {
    await t.close();
  }
}

export async function runCrowdedDayBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(
    `\na crowded day: one registration, N flights on one date; medians of ${SAMPLES} samples (aim: within 3x)`,
  );
  delete process.env.TEST_DATABASE_URL;
  await measureOn("PGlite", await createTestApp());
  if (url) {
    process.env.TEST_DATABASE_URL = url;
    await measureOn("PostgreSQL", await createTestApp());
  } else console.log("  PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runCrowdedDayBench();
