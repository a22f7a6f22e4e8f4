import type { Database } from "./connection.ts";
import { sharedRead } from "./shared-read.ts";

/**
 * The database's change counters: `data` for the read cache (decision 012), `auth` for sessions (019),
 * `marks` for each user's change flags (031).
 */
export interface ChangeCounters {
  data: number;
  auth: number;
  marks: number;
}

/**
 * The change counters as of after a request arrived, read once per request however many parts of it
 * ask (the session check, then the read cache), with requests arriving together sharing one query.
 * Whatever any instance acknowledged before the request arrived has moved them.
 */
export function changeCountersReader(database: Database): (request: object) => Promise<ChangeCounters> {
  // Straight through the driver: Drizzle's query builder more than doubles this query's cost, paid on
  // every burst of reads. float8 so both drivers answer numbers (bigint comes back as text).
  const text =
    "select version::float8 as data, auth_version::float8 as auth, marks_version::float8 as marks from data_version";
  const read = sharedRead(async () => {
    const { rows } =
      database.kind === "pglite"
        ? await database.client.query<ChangeCounters>(text)
        : await database.pool.query<ChangeCounters>(text);
    return rows[0] ?? { data: 0, auth: 0, marks: 0 };
  });
  const byRequest = new WeakMap<object, Promise<ChangeCounters>>();
  return (request) => {
    let counters = byRequest.get(request);
    if (!counters) {
      counters = read();
      byRequest.set(request, counters);
    }
    return counters;
  };
}
