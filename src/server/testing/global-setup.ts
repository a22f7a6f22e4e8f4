import { rmSync } from "node:fs";
import { openPglite } from "../db/connection.ts";
import { migrate } from "../db/migrate.ts";
import { tempDir } from "./processes.ts";
import { makeTemplate } from "./template-database.ts";

/**
 * Vitest's global setup: the run's migrated template database (TEST_TEMPLATE), and a migrated PGlite
 * data directory (TEST_DATA_DIR_TEMPLATE) that the tests starting the server or a command as a process
 * copy where they do not test a first start (`migratedDataDir`): a first start runs initdb and every
 * migration, about 9 s here against under 3 s. Both are removed when the run ends.
 */
export default async function setup() {
  const [{ template, remove }, dataDir] = await Promise.all([
    makeTemplate(process.env.TEST_DATABASE_URL),
    migratedDataDirTemplate(),
  ]);
  process.env.TEST_TEMPLATE = template;
  process.env.TEST_DATA_DIR_TEMPLATE = dataDir;
  return async () => {
    await remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function migratedDataDirTemplate() {
  const dir = tempDir("data-dir-template");
  const database = await openPglite(dir);
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  return dir;
}
