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

export interface ChangeCountersReader {
  /** The counters as of after `request` arrived, read once however many parts of it ask. */
  counters: (request: object) => Promise<ChangeCounters>;
  close: () => Promise<void>;
}

/**
 * The channel every move of a counter notifies (migration 0064, one statement trigger on the counters'
 * row), with no payload: PGlite's counters below, and the live streams' session sweep
 * (live-refresh/session-sweep.ts), listen to it.
 */
export const COUNTERS_CHANNEL = "data_version";

// Straight through the driver: Drizzle's query builder more than doubles this query's cost, paid on
// every burst of reads. float8 so both drivers answer numbers (bigint comes back as text).
const COUNTERS =
  "select version::float8 as data, auth_version::float8 as auth, marks_version::float8 as marks from data_version";

/**
 * The change counters as of after a request arrived, read once per request however many parts of it
 * ask (the session check, then the read cache), with requests arriving together sharing one query.
 * Whatever any instance acknowledged before the request arrived has moved them.
 *
 * On PGlite the counters are kept in memory between writes (docs/decisions/012, "Counters in memory on
 * PGlite"): this process is the only one on the data directory (it holds the lock), and every move of
 * a counter notifies `data_version` (migration 0064). PGlite hands the notification over while the
 * writing statement's answer is read, before the writer's code runs on, so no write is acknowledged
 * before its move is known here. On PostgreSQL another instance's notification can arrive after that
 * instance answered its writer, so there every burst of requests reads the counters.
 */
export function changeCountersReader(database: Database): ChangeCountersReader {
  const query = async () => {
    const { rows } =
      database.kind === "pglite"
        ? await database.client.query<ChangeCounters>(COUNTERS)
        : await database.pool.query<ChangeCounters>(COUNTERS);
    return rows[0] ?? { data: 0, auth: 0, marks: 0 };
  };
  let close = async () => {};
  let read = sharedRead(query);
  if (database.kind === "pglite") {
    let listening = false;
    let moves = 0;
    let known: Promise<ChangeCounters> | undefined;
    const listen = database.client
      .listen(COUNTERS_CHANNEL, () => {
        moves++;
        known = undefined;
      })
      .then((unlisten) => {
        listening = true;
        return unlisten;
      });
    const fromDatabase = sharedRead(query);
    read = () => {
      if (known) return known;
      const before = moves;
      const reading = fromDatabase();
      // Kept only when no move was notified while it was read: the answer may be from before that move.
      if (listening)
        void reading.then(
          () => {
            if (moves === before) known ??= reading;
          },
          () => {},
        );
      return reading;
    };
    close = async () => {
      listening = false;
      known = undefined;
      // The database may be closed already (a test closing it first): nothing is left to stop then.
      await (await listen)().catch(() => {});
    };
  }
  const byRequest = new WeakMap<object, Promise<ChangeCounters>>();
  return {
    counters: (request) => {
      let counters = byRequest.get(request);
      if (!counters) {
        counters = read();
        byRequest.set(request, counters);
      }
      return counters;
    },
    close,
  };
}
