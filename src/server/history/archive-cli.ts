/**
 * `npm run history:archive -- --older-than 5y --to FILE`: moves the history records older than that
 * many years to FILE (docs/decisions/034). Kept by default: nothing is archived unless an operator runs
 * this. On the configured database (PGlite in DATA_DIR, with the server stopped, or DATABASE_URL).
 */
import { ConfigError, loadDotEnv, parseConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import { ARCHIVE_USAGE, ArchiveError, archiveHistory, parseArchiveArgs } from "./archive-history.ts";

async function run(args: string[]): Promise<void> {
  // Bad arguments are one sentence (ArchiveError), before the database is opened.
  const parsed = parseArchiveArgs(args, new Date());
  if (parsed.help) {
    console.log(ARCHIVE_USAGE);
    return;
  }
  const { before, file } = parsed;
  loadDotEnv();
  const database = await openDatabase(parseConfig(process.env));
  try {
    await migrate(database.db);
    const { count } = await archiveHistory({ db: database.db, before, file });
    const day = before.toISOString().slice(0, 10);
    console.log(
      count === 0
        ? `No history recorded before ${day}: nothing archived, no file written.`
        : `Archived ${count} history records from before ${day} to ${file}, then removed them from the database.`,
    );
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error) => {
  const known =
    error instanceof ArchiveError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
