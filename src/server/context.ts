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
  /** Connection limits (see app.ts and docs/decisions/007); tests shorten the request timeout. */
  serverLimits?: Partial<ServerLimits>;
}

export interface ServerLimits {
  /** The whole request (headers and body) must arrive within this; a slow sender is cut off. */
  requestTimeoutMs: number;
  /** A connection with no traffic either way is closed after this (live streams beat every 15 s). */
  connectionTimeoutMs: number;
  /** Headers must arrive within this, or the connection is closed. */
  headersTimeoutMs: number;
  /** Open connections at most; more are refused at once, keeping file handles for the database. */
  maxConnections: number;
  /** Connections that unfinished requests may never take, for requests that arrive whole (connection-guard.ts). */
  connectionReserve: number;
  /** Connections from one client address at most (not applied behind TRUST_PROXY: the proxy caps them). */
  maxConnectionsPerAddress: number;
  /** Live-update streams per user (all their sessions) and per client address. */
  maxStreamsPerUser: number;
  maxStreamsPerAddress: number;
}
