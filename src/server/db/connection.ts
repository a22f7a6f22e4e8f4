import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
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
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  let release = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir);
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

/** Connects a pool to PostgreSQL. `searchPath` lets tests run in a schema of their own. */
export async function openPostgres(url: string, options: { searchPath?: string } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client that loses its connection emits 'error'; without a listener that would crash the process.
  pool.on("error", () => {});
  await pool.query("select 1");
  // Concurrent sessions can deadlock or fail to serialise; one connection (PGlite) never does.
  const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Db);
  return { kind: "postgres", db, pool, url, close: () => pool.end() };
}

export function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR);
}
