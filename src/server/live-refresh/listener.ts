import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { isLiveRefreshTable, LIVE_REFRESH_TABLES } from "../../shared/live-refresh.ts";
import { COUNTERS_CHANNEL } from "../db/change-counters.ts";
import type { Database } from "../db/connection.ts";
import type { EventHub } from "./hub.ts";

/**
 * LISTENs on the live-refresh channels (migration 0001: each trigger notifies a channel named after
 * its table, with the table's schema as payload) and publishes every change of our schema to the hub.
 * It also listens to the change counters moving (`data_version`, migration 0064), for `onCountersMoved`.
 */
export interface ChangeListener {
  /** Resolves once LISTEN is in place (or, on PostgreSQL, once the first attempt failed and retries run). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ListenerOptions {
  log: FastifyBaseLogger;
  /** How often the PostgreSQL connection is checked with a query, to notice a silently dead socket. */
  pingMs?: number;
  /** Longest wait between reconnection attempts. */
  maxRetryMs?: number;
  /**
   * Called when a change counter moved on any instance (the notification names no schema, so another
   * schema's move calls it too), and after a reconnection, since moves made meanwhile were not heard.
   */
  onCountersMoved?: () => void;
}

export function createChangeListener(database: Database, hub: EventHub, options: ListenerOptions) {
  return database.kind === "pglite"
    ? pgliteListener(database, hub, options)
    : postgresListener(database, hub, options);
}

async function currentSchema(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<string> {
  const { rows } = await query("select current_schema() as schema");
  return (rows[0] as { schema: string }).schema;
}

function publisher(hub: EventHub, schema: string) {
  return (channel: string, payload: string | undefined) => {
    // The payload is "schema version" (migration 0007).
    const [from, version] = (payload ?? "").split(" ");
    // Another schema's change (another app or test on the same server) is not ours.
    if (from !== schema || !isLiveRefreshTable(channel)) return;
    hub.publish({ type: "change", table: channel, version: Number(version) || undefined });
  };
}

/** PGlite is in this process: its own listen API, nothing to reconnect. */
function pgliteListener(
  database: Extract<Database, { kind: "pglite" }>,
  hub: EventHub,
  { onCountersMoved }: ListenerOptions,
): ChangeListener {
  const unlisteners: (() => Promise<void>)[] = [];
  return {
    async start() {
      const publish = publisher(hub, await currentSchema((text) => database.client.query(text)));
      for (const table of LIVE_REFRESH_TABLES) {
        unlisteners.push(await database.client.listen(table, (payload) => publish(table, payload)));
      }
      if (onCountersMoved) unlisteners.push(await database.client.listen(COUNTERS_CHANNEL, onCountersMoved));
    },
    async stop() {
      for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => {});
    },
  };
}

/**
 * One dedicated connection, not a pooled one: LISTEN belongs to a session, and a pool would hand the
 * connection to other queries and close it when idle. When the connection drops (a restart, a
 * failover, pg_terminate_backend) it reconnects with backoff, LISTENs again, and publishes `resync`,
 * since changes made while it was away were not heard.
 */
function postgresListener(
  database: Extract<Database, { kind: "postgres" }>,
  hub: EventHub,
  { log, pingMs = 30_000, maxRetryMs = 5_000, onCountersMoved }: ListenerOptions,
): ChangeListener {
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  let publish: ReturnType<typeof publisher>;
  let applicationName = "live-refresh";

  async function connect() {
    const client = new pg.Client({
      connectionString: database.url,
      application_name: applicationName,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    client.on("notification", (message) => {
      if (message.channel === COUNTERS_CHANNEL) onCountersMoved?.();
      else publish(message.channel, message.payload);
    });
    client.on("error", (error) => {
      if (client === current) log.warn({ err: error }, "live refresh: lost the database connection");
      drop(client);
    });
    client.on("end", () => drop(client));
    try {
      await client.connect();
      const channels = onCountersMoved ? [...LIVE_REFRESH_TABLES, COUNTERS_CHANNEL] : LIVE_REFRESH_TABLES;
      await client.query(channels.map((channel) => `LISTEN ${channel}`).join("; "));
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  }

  function drop(client: pg.Client) {
    if (client !== current) return;
    current = undefined;
    client.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (stopped || retryTimer) return;
    const delay = Math.min(100 * 2 ** failures, maxRetryMs);
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        failures = 0;
        log.info("live refresh: listening again");
        hub.publish({ type: "resync" });
        onCountersMoved?.();
      } catch (error) {
        failures += 1;
        log.warn({ err: error }, "live refresh: reconnecting failed; trying again");
        scheduleReconnect();
      }
    }, delay);
  }

  async function ping() {
    const client = current;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("ping timed out")), 10_000);
    });
    try {
      await Promise.race([client.query("select 1"), timeout]);
    } catch (error) {
      log.warn({ err: error }, "live refresh: the listening connection does not answer");
      drop(client);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async start() {
      const schema = await currentSchema((text) => database.pool.query(text));
      publish = publisher(hub, schema);
      // Names the connection in pg_stat_activity (and lets a test find it); at most 63 bytes.
      applicationName = `live-refresh ${schema}`.slice(0, 63);
      pingTimer = setInterval(ping, pingMs);
      pingTimer.unref();
      try {
        await connect();
      } catch (error) {
        log.error({ err: error }, "live refresh: could not LISTEN; retrying");
        scheduleReconnect();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
