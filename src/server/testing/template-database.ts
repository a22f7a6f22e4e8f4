import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, type Db, openPglite, openPostgres } from "../db/connection.ts";
import { migrate } from "../db/migrate.ts";
import * as schema from "../db/schema.ts";

/**
 * One migrated database per test run, copied for each test file: a fresh PGlite runs initdb (about
 * 5 s on a loaded 2-core machine) and then the migrations, where a PGlite loaded from a dump of a
 * migrated one opens in under a second; PostgreSQL copies a database with `CREATE DATABASE … TEMPLATE`
 * (docs/decisions/041). Made once by the Vitest global setup, which hands the copy's place to the
 * test files in TEST_TEMPLATE (a dump file for PGlite, a database name for PostgreSQL).
 */
export async function makeTemplate(postgresUrl: string | undefined): Promise<{
  template: string;
  remove(): Promise<void>;
}> {
  if (postgresUrl) {
    const name = `template_${randomBytes(6).toString("hex")}`;
    await runOnce(postgresUrl, `create database ${name}`);
    const database = await openPostgres(withDatabase(postgresUrl, name));
    await migrate(database.db).finally(() => database.close());
    return { template: name, remove: () => runOnce(postgresUrl, `drop database if exists ${name}`) };
  }
  const database = await openPglite();
  if (database.kind !== "pglite") throw new Error("unreachable");
  await migrate(database.db);
  const dump = await database.client.dumpDataDir("none");
  await database.close();
  const file = join(tmpdir(), `charter-test-template-${randomBytes(6).toString("hex")}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { template: file, remove: async () => rmSync(file, { force: true }) };
}

/**
 * A migrated database of a test file's own, copied from the run's template, dropped again by `close`
 * on PostgreSQL. Without a template (a test file run outside Vitest's setup) it migrates from zero.
 */
export async function openFromTemplate(postgresUrl: string | undefined): Promise<Database> {
  const template = process.env.TEST_TEMPLATE;
  if (postgresUrl) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    await runOnce(postgresUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
    const database = await openPostgres(withDatabase(postgresUrl, name));
    if (!template) await migrate(database.db);
    const close = database.close;
    database.close = async () => {
      await close();
      await runOnce(postgresUrl, `drop database if exists ${name} with (force)`);
    };
    return database;
  }
  if (!template) {
    const database = await openPglite();
    await migrate(database.db);
    return database;
  }
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { kind: "pglite", db, client, close: () => client.close() };
}

function withDatabase(url: string, name: string) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

async function runOnce(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
