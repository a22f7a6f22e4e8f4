/**
 * The browser tests' server: on its fresh database it first creates the read-only users with known
 * passwords (through the server's own user code, as `npm run user -- add` does), then starts the real
 * server exactly as `npm start` does.
 */
import { parseConfig } from "../../src/server/config.ts";
import { openDatabase } from "../../src/server/db/connection.ts";
import { migrate } from "../../src/server/db/migrate.ts";
import { seed } from "../../src/server/seed/seed.ts";
import { addUser, listUsers } from "../../src/server/users/manage-users.ts";
import { users } from "./users.ts";

const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await migrate(database.db);
  // The admin user comes from the seed (with ADMIN_PASSWORD); seeding first keeps it the first user.
  await seed(database.db, {
    adminPassword: config.ADMIN_PASSWORD,
    demoData: config.DEMO_DATA,
    today: new Date(),
  });
  const existing = new Set((await listUsers(database.db)).map((user) => user.username));
  for (const user of [users.viewer, users.engineering]) {
    if (existing.has(user.username)) continue;
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

await import("../../src/server/main.ts");
