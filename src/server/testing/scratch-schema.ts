import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openPostgres } from "../db/connection.ts";

async function runOnce(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * PostgreSQL in a schema of its own, dropped again by `close`, so tests and benchmarks running side
 * by side on one server never see each other's rows and leave the database as they found it.
 */
export async function openScratchPostgres(url: string, prefix: "test" | "bench"): Promise<Database> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  await runOnce(url, `create schema ${schema}`);
  const database = await openPostgres(url, { searchPath: schema });
  const close = database.close;
  database.close = async () => {
    await close();
    await runOnce(url, `drop schema ${schema} cascade`);
  };
  return database;
}
