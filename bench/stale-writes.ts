/**
 * No silent overwrite under load (docs/decisions/028): 20 editors on 10 bookings for 60 s against the
 * real server over HTTP, each editing a random day's remarks or departure time of a random booking with
 * the version it last saw (its month read, or the answer of its last write). A refused write (409) is
 * counted as reported when its answer carries the booking now and who changed it; then the editor
 * applies theirs half the time (as 'Apply mine' would, with the new version) and keeps theirs otherwise.
 * Printed:
 *   - acknowledged writes, refused (409) writes and how many of those were reported, other answers;
 *   - lost updates: an acknowledged write neither in the final state nor superseded by a later
 *     acknowledged write to the same field (later = a higher booking version in the answers);
 *   - unseen overwrites: an acknowledged write whose field's previous acknowledged value came after the
 *     version its writer sent, i.e. it replaced a change its writer never saw.
 * The same editors without versions (the baseline, 10 s by default) show that the checks can fail:
 * their unseen overwrites are what versions refuse. 0 lost and 0 unseen expected with versions.
 *
 *   npm run bench:stale                             PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:stale   (or TEST_DATABASE_URL) PostgreSQL
 *   STALE_SECONDS=60 STALE_BASELINE_SECONDS=10 STALE_EDITORS=20 STALE_BOOKINGS=10
 */
import { and, eq } from "drizzle-orm";
import { bookings, dailyDetails } from "../src/server/db/schema.ts";
import { addFixtures, bookingPayload } from "../src/server/testing/booking-fixtures.ts";
import { createTestApp } from "../src/server/testing/test-app.ts";
import type { Booking } from "../src/shared/bookings.ts";

const SECONDS = Number(process.env.STALE_SECONDS ?? 60);
const BASELINE_SECONDS = Number(process.env.STALE_BASELINE_SECONDS ?? 10);
const EDITORS = Number(process.env.STALE_EDITORS ?? 20);
const BOOKINGS = Number(process.env.STALE_BOOKINGS ?? 10);
const DATES = ["2031-05-05", "2031-05-06", "2031-05-07"];
const FIELDS = [
  { path: "remarks", column: "remarks", body: (value: string) => ({ remarks: value }) },
  { path: "departure-time", column: "departureTime", body: (value: string) => ({ departureTime: value }) },
] as const;

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;

interface Ack {
  field: string;
  value: string;
  /** The version of the booking its writer had seen (sent with the write, except in the baseline). */
  basis: number;
  /** The booking's version in the write's answer. */
  answered: number;
}

async function phase(options: { seconds: number; withVersions: boolean }) {
  const t = await createTestApp();
  const f = await addFixtures(t.database.db);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const ids: number[] = [];
  const admin = await t.login("admin");
  for (let i = 0; i < BOOKINGS; i++) {
    const created = await fetch(`${address}/api/bookings`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json" },
      body: JSON.stringify(bookingPayload(f, { startDate: DATES[0], endDate: DATES.at(-1) })),
    });
    ids.push(((await created.json()) as Booking).id);
  }

  // Signed in one after another: sign-ins share a small concurrency limit (argon2 is costly).
  const cookies: string[] = [];
  for (let n = 0; n < EDITORS; n++) cookies.push(await t.login("admin"));
  const acks: Ack[] = [];
  const counts = { acknowledged: 0, refused: 0, reported: 0, reapplied: 0, other: new Map<number, number>() };
  let deadline = 0;

  async function editor(n: number) {
    const cookie = cookies[n]!;
    // Each editor as its own desk, so per-address limits see 20 desks, not one.
    const headers = {
      cookie,
      "content-type": "application/json",
      "x-forwarded-for": `10.9.${Math.floor(n / 200)}.${(n % 200) + 1}`,
    };
    const view = new Map<number, Booking>();
    const readMonth = async () => {
      const month = await fetch(`${address}/api/bookings?from=2031-05-01&to=2031-05-31`, { headers });
      for (const booking of (await month.json()) as Booking[]) view.set(booking.id, booking);
    };
    await readMonth();
    let seq = 0;
    while (Date.now() < deadline) {
      if (seq % 10 === 9) await readMonth();
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      const date = DATES[Math.floor(Math.random() * DATES.length)]!;
      const field = FIELDS[Math.floor(Math.random() * FIELDS.length)]!;
      const value = `e${n}s${++seq}`;
      let basis = view.get(id)!.version;
      let version = options.withVersions ? basis : undefined;
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await fetch(`${address}/api/bookings/${id}/daily-details/${date}/${field.path}`, {
          method: "PATCH",
          headers,
          body: JSON.stringify({ ...field.body(value), version }),
        });
        const answer = (await response.json()) as Booking & { booking?: Booking; changedBy?: unknown };
        if (response.status === 200) {
          counts.acknowledged++;
          acks.push({
            field: `${id}/${date}/${field.column}`,
            value,
            basis,
            answered: answer.version,
          });
          view.set(id, answer);
          break;
        }
        if (response.status === 409 && answer.booking) {
          counts.refused++;
          if (answer.changedBy !== undefined) counts.reported++;
          view.set(id, answer.booking);
          if (attempt > 0 || Math.random() < 0.5) break;
          counts.reapplied++;
          basis = answer.booking.version;
          version = basis;
          continue;
        }
        counts.other.set(response.status, (counts.other.get(response.status) ?? 0) + 1);
        break;
      }
    }
  }
  deadline = Date.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: EDITORS }, (_, n) => editor(n)));
  const seconds = (performance.now() - started) / 1000;

  // The final state, read from the database after every editor stopped.
  const final = new Map<string, string>();
  for (const id of ids) {
    const days = await t.database.db
      .select()
      .from(dailyDetails)
      .innerJoin(bookings, eq(bookings.id, dailyDetails.bookingId))
      .where(and(eq(dailyDetails.bookingId, id)));
    for (const { scheduler_booking_daily_details: day } of days) {
      for (const field of FIELDS) final.set(`${id}/${day.date}/${field.column}`, day[field.column]);
    }
  }
  const byField = new Map<string, Ack[]>();
  for (const ack of acks) byField.set(ack.field, [...(byField.get(ack.field) ?? []), ack]);
  let lost = 0;
  let unseen = 0;
  for (const [field, list] of byField) {
    list.sort((a, b) => a.answered - b.answered);
    const last = list.at(-1)!;
    // Every ack but the last is superseded by a later one; the last must be what the field holds.
    if (final.get(field) !== last.value) lost++;
    for (let i = 1; i < list.length; i++) {
      if (list[i - 1]!.answered > list[i]!.basis) unseen++;
    }
  }
  await t.close();
  return { seconds, counts, lost, unseen, fields: byField.size };
}

function print(name: string, r: Awaited<ReturnType<typeof phase>>) {
  const other = [...r.counts.other].map(([status, count]) => `${status}×${count}`).join(" ") || "none";
  console.log(
    `${name}: ${EDITORS} editors, ${BOOKINGS} bookings, ${r.seconds.toFixed(1)} s\n` +
      `  acknowledged writes ${r.counts.acknowledged} (${(r.counts.acknowledged / r.seconds).toFixed(1)}/s) over ${r.fields} fields\n` +
      `  refused (409) ${r.counts.refused}, reported to their writer ${r.counts.reported}, sent again on the new version ${r.counts.reapplied}\n` +
      `  other answers ${other}\n` +
      `  lost updates ${r.lost}\n` +
      `  unseen overwrites (an acknowledged write replacing a change its writer never saw) ${r.unseen}`,
  );
}

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`bench:stale on ${database}`);
if (BASELINE_SECONDS > 0) {
  print(
    "baseline, no versions sent (last write wins)",
    await phase({ seconds: BASELINE_SECONDS, withVersions: false }),
  );
}
print("with versions", await phase({ seconds: SECONDS, withVersions: true }));
