import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { Db } from "./connection.ts";
import { rawRows } from "./raw-rows.ts";

const migrationsDir = new URL("./migrations/", import.meta.url);
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_001;

interface JournalEntry {
  tag: string;
}

/**
 * Applies the committed drizzle-kit migrations that have not run yet, in one transaction that holds
 * an advisory lock, so it is safe on every start and when two instances start at once.
 * drizzle-kit writes `"public".` into foreign keys; we strip it so tests can migrate a schema of their own.
 */
export async function migrate(
  db: Db,
  /** Stop after this migration: a test or bench of one migration first builds the schema before it. */
  options: { through?: string } = {},
): Promise<string[]> {
  const journal = JSON.parse(readFileSync(new URL("meta/_journal.json", migrationsDir), "utf8")) as {
    entries: JournalEntry[];
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await rawRows<{ tag: string }>(tx, sql`select tag from schema_migrations`);
    const applied = new Set(done.map((row) => row.tag));
    const ran: string[] = [];
    for (const { tag } of journal.entries) {
      if (applied.has(tag)) continue;
      const text = readFileSync(new URL(`${tag}.sql`, migrationsDir), "utf8").replaceAll('"public".', "");
      for (const statement of text.split("--> statement-breakpoint")) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${tag})`);
      ran.push(tag);
      if (tag === options.through) break;
    }
    return ran;
  });
}
