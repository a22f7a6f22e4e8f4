import type { Config } from "./config.ts";
import type { Database, Db } from "./db/connection.ts";

/** What every route needs, passed explicitly when the app is built. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The clock; tests pass their own to move time forward. */
  now: () => Date;
  /** Live-refresh stream timing; tests shorten the heartbeat (and so the session check). */
  eventStream?: { heartbeatMs?: number };
}
