import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { hashPassword } from "../auth/passwords.ts";
import { parseConfig } from "../config.ts";
import type { AppContext } from "../context.ts";
import { type Database, openPglite } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { seed } from "../seed/seed.ts";
import { openScratchPostgres } from "./scratch-schema.ts";
import { openFromTemplate } from "./template-database.ts";

export const TEST_PASSWORD = "correct horse battery";

/**
 * A fresh database for one test file, migrated (a copy of the run's template) unless `empty` is asked
 * for: in-memory PGlite, or, when TEST_DATABASE_URL is set, a database of its own on that PostgreSQL
 * server (an empty one is a schema of its own), dropped again by `close`.
 */
export async function openTestDatabase(options: { empty?: boolean } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (options.empty) return url ? openScratchPostgres(url, "test") : openPglite();
  return openFromTemplate(url);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock; every request after this sees the new time. */
  clock: { now: Date; advance(ms: number): void };
  /** Signs in and returns the Cookie header to send with later requests. */
  login(username: "admin" | "viewer" | "Engineering" | string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database with the reference data and three users, all with
 * TEST_PASSWORD: `admin` (can edit), `viewer` (read-only) and `Engineering` (read-only, never idles out).
 */
export async function createTestApp(
  options: {
    demoData?: boolean;
    eventStream?: AppContext["eventStream"];
    serverLimits?: AppContext["serverLimits"];
    /** Settings beyond the test defaults, as the environment would give them. */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seed(database.db, {
    adminPassword: TEST_PASSWORD,
    demoData: options.demoData ?? false,
    today: new Date(),
  });
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await database.db
    .insert(users)
    .values([
      { username: "viewer", name: "Viewer", canEdit: false, passwordHash },
      { username: "Engineering", name: "Engineering", canEdit: false, passwordHash },
    ])
    .onConflictDoNothing();

  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config = parseConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: "unused",
    // As behind a proxy on this machine: tests set X-Forwarded-For to act from several addresses.
    TRUST_PROXY: "127.0.0.1",
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    db: database.db,
    now: () => clock.now,
    eventStream: options.eventStream,
    serverLimits: options.serverLimits,
  });

  return {
    app,
    database,
    clock,
    async login(username, password = TEST_PASSWORD) {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password },
      });
      if (response.statusCode !== 200) throw new Error(`login as ${username} failed: ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === "sid");
      return `sid=${cookie?.value}`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
