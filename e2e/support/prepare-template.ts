/**
 * The browser tests' template database, made once per run by global-setup.ts: migrated, seeded with the
 * reference data and `admin` (ADMIN_PASSWORD), plus the read-only users with known passwords (through
 * the server's own user code, as `npm run user -- add` does). Each worker's server starts on a copy.
 */
import { parseConfig } from "../../src/server/config.ts";
import { openDatabase } from "../../src/server/db/connection.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import { seed } from "../../src/server/seed/seed.ts";
import { addUser } from "../../src/server/users/manage-users.ts";
import { users } from "./users.ts";

const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await migrate(database.db);
  // The admin user comes from the seed (with ADMIN_PASSWORD); seeding first keeps it the first user.
  await seed(database.db, { adminPassword: config.ADMIN_PASSWORD, demoData: false, today: new Date() });
  for (const user of [users.viewer, users.engineering]) {
    await addUser(database.db, {
      username: user.username,
      name: user.name,
      canEdit: false,
      password: user.password,
    });
  }
} finally {
  await database.close();
}
