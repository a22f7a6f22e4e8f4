import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { isDatabaseUnavailable } from "../database-unavailable.ts";
import { DatabaseOpenError, databaseDir, refuseHalfEmpty } from "./data-dir.ts";
import { isLockedHere, lockDataDir } from "./data-dir-lock.ts";
import { retryTransactions } from "./retry-transaction.ts";
import * as schema from "./schema.ts";

/** The Drizzle database, whichever driver is underneath. Both speak the same Postgres SQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A Drizzle transaction handle; functions that take `{ tx }` run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database =
  | { kind: "pglite"; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

/**
 * Opens PGlite on `dataDir` (in memory when undefined, for tests), taking an exclusive lock on the
 * directory first: two processes on one PGlite directory corrupt it, and PGlite has no lock of its own.
 * The database is where the directory's pointer says (a restore's switch), and a directory with files
 * but no database is refused rather than initialised over (docs/decisions/024). A database that does
 * not open is a DatabaseOpenError, whose message says what to restore.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  try {
    if (dataDir) refuseHalfEmpty(dataDir);
    const client = dataDir ? await startPglite(dataDir) : await PGlite.create();
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      kind: "pglite",
      db,
      client,
      async close() {
        try {
          await client.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * PGlite's own start parameters, and WAL recycling off. PGlite is PostgreSQL in single-user mode, which
 * has no checkpointer: it checkpoints only when asked (an import's end, a snapshot's start: backups
 * and csv-import) and when it closes, never because the WAL grew, so the WAL holds every write since.
 * A checkpoint then keeps the WAL it no longer needs as segments to reuse, up to what the busiest stretch
 * wrote (800 MB after two 5 MB imports); with recycling off it deletes them (docs/decisions/050).
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "wal_recycle=off"];

/**
 * Starts PGlite on `dir`, a database directory inside `dataDir` (by default its current one), for a
 * caller that holds `dataDir`'s lock: the one way this project opens a PGlite database on disk (the
 * server, the commands, a restore's look at the database it replaces). Any failure is a
 * DatabaseOpenError, one sentence saying what to restore.
 */
export async function startPglite(dataDir: string, dir = databaseDir(dataDir)): Promise<PGlite> {
  if (!isLockedHere(dataDir)) throw new Error(`startPglite needs the lock on ${dataDir} (lockDataDir)`);
  try {
    // PostgreSQL creates postmaster.pid at every start, writes its pid into it, and deletes it on a
    // clean close; it refuses to start over one that is empty, the trace of a process killed between
    // creating and writing it (1 of 56 kill points in a restore left one, after which nothing opened
    // the database; docs/decisions/046). Any start can be cut short in that window. Inside PGlite the file
    // guards nothing: every PGlite writes the same made-up pid, so it cannot tell whether its writer is
    // alive. Our lock can, and the caller holds it: no other process of ours can have this directory
    // open, so a postmaster.pid here is left over from one that ended, whatever it holds, and is ours to
    // remove.
    rmSync(join(dir, "postmaster.pid"), { force: true });
    return await PGlite.create(dir, { startParams: START_PARAMS });
  } catch (error) {
    throw new DatabaseOpenError(dataDir, error);
  }
}

/** Connects a pool to PostgreSQL. `searchPath` lets tests run in a schema of their own. */
export async function openPostgres(url: string, options: { searchPath?: string } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While the database is away a request waits this long for a connection, then answers 503.
    connectionTimeoutMillis: 5_000,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // A client that loses its connection emits 'error', idle or checked out (in a transaction, say);
  // without a listener that ends the process. The pool drops the broken client on release, and the
  // query under way fails with the same error, which the request answers as 503 (database-unavailable.ts).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  // Concurrent sessions can deadlock or fail to serialise; one connection (PGlite) never does.
  const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db);
  return { kind: "postgres", db, pool, url, close: () => pool.end() };
}

/**
 * Opens the configured database. `waitForPostgres` keeps trying while PostgreSQL cannot be reached
 * (the server started before its database, or during a restart), calling it before each wait;
 * any other failure (a wrong password, a missing database) is thrown at once.
 */
export async function openDatabase(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  waitForPostgres?: (error: unknown, retryMs: number) => void,
): Promise<Database> {
  if (!config.DATABASE_URL) return openPglite(config.DATA_DIR);
  for (let attempt = 0; ; attempt++) {
    try {
      return await openPostgres(config.DATABASE_URL);
    } catch (error) {
      if (!waitForPostgres || !isDatabaseUnavailable(error)) throw error;
      const retryMs = Math.min(500 * 2 ** attempt, 5_000);
      waitForPostgres(error, retryMs);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
