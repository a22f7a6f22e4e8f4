/**
 * `npm run user -- <command>`: manage sign-in accounts on the configured database (PGlite in DATA_DIR,
 * or DATABASE_URL). With PGlite the server must be stopped first: the data directory is locked.
 */
import { ConfigError, loadDotEnv, parseConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import { UserCommandError } from "./manage-users.ts";
import { parseUserCommand, runUserCommand, USAGE } from "./user-command.ts";

async function run(args: string[]): Promise<void> {
  const command = parseUserCommand(args);
  if (!command) {
    console.log(USAGE);
    return;
  }
  loadDotEnv();
  const database = await openDatabase(parseConfig(process.env));
  try {
    await migrate(database.db);
    for (const line of await runUserCommand(database.db, command)) console.log(line);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error) => {
  const known =
    error instanceof UserCommandError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
