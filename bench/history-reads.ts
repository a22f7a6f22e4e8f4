/**
 * `npm run bench:history-reads`: every read of the history table, on ten years of it (1,000,000
 * records, as bench:scale builds them, with a customer, location and import record among every
 * hundred), run through EXPLAIN ANALYZE on PGlite: the SQL each runs, whether an index serves it, the
 * rows it touches and its time. The statements of the API's reads (the Activity feed, a booking's
 * history, the change flags) are captured as the code sends them; the single-booking lookups of a
 * stale write, a restore and a merge are written out the same way. Printed, not asserted.
 */
import { sql } from "drizzle-orm";
import { readChangeFlags } from "../src/server/change-flags/read-change-flags.ts";
import { openPglite } from "../src/server/db/connection.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { readBookingHistory, readHistoryPage } from "../src/server/history/read-history.ts";
import { seed } from "../src/server/seed/seed.ts";

const RECORDS = 1_000_000;

const database = await openPglite();
if (database.kind !== "pglite") throw new Error("unreachable");
const { db, client } = database;
await migrate(db);
await seed(db, { adminPassword: "bench password 1", demoData: false, today: new Date() });
const built = performance.now();
await db.execute(sql`
  insert into history (at, user_id, username, user_name, entity, entity_id, label, action, changes, details)
  select now() - make_interval(mins => ${RECORDS} - i), 1 + i % 3, 'admin', 'Administrator',
         (array['booking', 'customer', 'location', 'import'])[case when i % 100 < 97 then 1 else i % 100 - 95 end],
         1 + (i % 200000), 'Record ' || i, 'changed',
         jsonb_build_array(jsonb_build_object('field', 'Remarks', 'date', null, 'from', '--', 'to', 'Crew change ' || i)),
         case when i % 100 >= 97 then jsonb_build_object('bookingIds', jsonb_build_array(1 + i % 200000)) end
  from generate_series(1, ${RECORDS}) i`);
await db.execute(sql`analyze`);
console.log(
  `${RECORDS.toLocaleString("en-GB")} history records built in ${((performance.now() - built) / 1000).toFixed(1)} s\n`,
);

/** The statements `run` sends, each explained with its parameters. */
async function explain(title: string, run: () => Promise<unknown>) {
  const sent: { query: string; params: unknown[] }[] = [];
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: object) => {
    sent.push({ query: text, params: params ?? [] });
    return query(text, params, options);
  }) as typeof client.query;
  try {
    await run();
  } finally {
    client.query = query;
  }
  for (const statement of sent) await explainOne(title, statement.query, statement.params);
}

async function explainOne(title: string, query: string, params: unknown[]) {
  const plan = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, costs off) ${query}`, params);
  const lines = plan.rows.map((row) => row["QUERY PLAN"]);
  const shown = JSON.stringify(params);
  console.log(
    `## ${title}\n${query.replace(/\s+/g, " ").trim()}\n  params: ${shown.length > 120 ? `${shown.slice(0, 120)}…` : shown}`,
  );
  for (const line of lines) console.log(`  ${line.length > 160 ? `${line.slice(0, 160)}…` : line}`);
  console.log("");
}

const newest = Number((await client.query<{ id: string }>("select max(id) as id from history")).rows[0]!.id);
const base = { limit: 50 };
await explain("Activity, first page", () => readHistoryPage({ db, query: base }));
await explain("Activity, a page deep in it (before the 900,000th newest)", () =>
  readHistoryPage({ db, query: { ...base, before: newest - 900_000 } }),
);
await explain("Activity, one user's", () => readHistoryPage({ db, query: { ...base, userId: 2 } }));
await explain("Activity, one kind (imports)", () =>
  readHistoryPage({ db, query: { ...base, entity: "import" } }),
);
await explain("Activity, a rare kind (users: none in this history)", () =>
  readHistoryPage({ db, query: { ...base, entity: "user" } }),
);
const day = new Date(Date.now() - 400_000 * 60_000).toISOString().slice(0, 10);
await explain(`Activity, one day (${day})`, () =>
  readHistoryPage({ db, query: { ...base, from: day, to: day } }),
);
await explain("A booking's history (Edit Booking)", () => readBookingHistory({ db, id: 123_457 }));
/** User 1's flags built whole from history (a first read, or one after an acknowledgement), from `mark`. */
async function flagsFrom(mark: number) {
  await db.execute(sql`
    insert into change_marks (user_id, seen_up_to) values (1, ${mark})
    on conflict (user_id) do update set seen_up_to = excluded.seen_up_to`);
  return readChangeFlags({ db, userId: 1 });
}
await explain("Change flags, a user who looked a minute ago", () => flagsFrom(newest - 10));
await explain("Change flags, a user's first look (mark 0: at most 1,000 records)", () => flagsFrom(0));
await explain("Seen mark: the newest record", () =>
  db.execute(sql`select coalesce(max(id), 0) from history`),
);
await explainOne(
  "Stale write / restore: a booking's newest record",
  "select * from history where entity = 'booking' and entity_id = $1 order by id desc limit 1",
  [123_457],
);
await explainOne(
  "Merge: the merge record just written",
  "select id from history where entity = 'customer' and entity_id = $1 and action = 'merged' order by id desc limit 1",
  [42],
);
await database.close();
