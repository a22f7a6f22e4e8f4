/** `npm start`: reads the configuration, opens and migrates the database, seeds it, and serves. */
import { createServer } from "node:net";
import { buildApp } from "./app.ts";
import { scheduleDailySnapshots } from "./backups/snapshots.ts";
import { ConfigError, configHelp, loadDotEnv, parseConfig } from "./config.ts";
import { openDatabase } from "./db/connection.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { migrate } from "./db/migrate.ts";
import { seed } from "./seed/seed.ts";

function printHelp() {
  console.log(
    "Flight Scheduling server\n\nUsage: npm start [-- --help]\n\nEnvironment (a .env file is read if present):",
  );
  for (const [name, fallback, what] of configHelp)
    console.log(`  ${name.padEnd(15)} ${what}\n  ${"".padEnd(15)} default: ${fallback}`);
}

async function main() {
  if (process.argv.includes("--help") || process.argv.includes("-h")) return printHelp();
  loadDotEnv();
  const config = parseConfig(process.env);
  // Before anyone is created: a start that then fails to listen would print passwords nobody can use.
  await assertPortFree(config.PORT, config.HOST);
  // A server started before its database (a reboot, a restart of both) waits for it, saying so.
  const database = await openDatabase(config, (error, retryMs) =>
    console.error(
      `Waiting for the database at ${databaseHost(config.DATABASE_URL)}: ${(error as Error).message || error}. Trying again in ${retryMs / 1000} s.`,
    ),
  );
  try {
    await migrate(database.db);
    const created = await seed(database.db, {
      adminPassword: config.ADMIN_PASSWORD,
      demoData: config.DEMO_DATA,
      today: new Date(),
    });
    // Only generated passwords are printed: one the operator chose in ADMIN_PASSWORD stays out of logs.
    for (const user of created) {
      const role = user.canEdit ? "can edit" : "read-only";
      const password = user.generatedPassword
        ? `with password: ${user.generatedPassword}`
        : "with the password in ADMIN_PASSWORD";
      console.log(`Created user '${user.username}' (${role}) ${password}`);
    }
    if (created.some((user) => user.generatedPassword))
      console.log(
        "These passwords are shown only once; change them with `npm run user -- passwd <username>`.",
      );
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database, db: database.db, now: () => new Date() });
  let stopping = false;
  let stopSnapshots = () => {};
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, closing`);
    stopSnapshots();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  await app.listen({ port: config.PORT, host: config.HOST });
  // PostgreSQL has pg_dump and the operator's own backups; the embedded database keeps its own.
  if (database.kind === "pglite" && config.BACKUP_KEEP > 0) {
    const { client } = database;
    stopSnapshots = scheduleDailySnapshots({
      client,
      dataDir: config.DATA_DIR,
      keep: config.BACKUP_KEEP,
      log: app.log,
    });
  }
  console.log(`Flight Scheduling is running on http://localhost:${config.PORT} (database: ${database.kind})`);
}

/** Host and port of a connection string, without the password, for messages. */
function databaseHost(url: string | undefined): string {
  try {
    const { hostname, port } = new URL(url ?? "");
    return `${hostname || "localhost"}:${port || 5432}`;
  } catch {
    return "DATABASE_URL";
  }
}

class PortInUseError extends Error {}

function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new PortInUseError(
              `Port ${port} is already in use: stop the other server or choose another port with PORT.`,
            )
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof PortInUseError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
