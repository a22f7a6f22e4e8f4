/**
 * `npm run user -- <command>`: manage sign-in accounts on the configured database (PGlite in DATA_DIR,
 * or DATABASE_URL). With PGlite the server must be stopped first: the data directory is locked.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadDotEnv, parseConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { migrate } from "../db/migrate.ts";
import {
  addUser,
  listUsers,
  removeUser,
  setCanEdit,
  setCanManageUsers,
  setPassword,
  UserCommandError,
} from "./manage-users.ts";

const USAGE = `Usage:
  npm run user -- add <username> --name <name> [--read-only] [--password <p>]
  npm run user -- passwd <username> [--password <p>]
  npm run user -- set-edit <username> on|off
  npm run user -- set-manage <username> on|off
  npm run user -- list
  npm run user -- remove <username>`;

async function run(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      password: { type: "string" },
      "read-only": { type: "boolean", default: false },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, username, extra] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  const needsUsername = ["add", "passwd", "set-edit", "set-manage", "remove"].includes(command);
  if (needsUsername && !username) throw new UserCommandError(`'${command}' needs a username.\n${USAGE}`);
  if (!["add", "passwd", "set-edit", "set-manage", "list", "remove"].includes(command)) {
    throw new UserCommandError(`Unknown command '${command}'.\n${USAGE}`);
  }
  if ((command === "set-edit" || command === "set-manage") && extra !== "on" && extra !== "off") {
    throw new UserCommandError(
      `${command} needs 'on' or 'off', for example: npm run user -- ${command} viewer on`,
    );
  }
  if (command === "add" && !values.name) throw new UserCommandError("add needs --name <name>.");

  loadDotEnv();
  const database = await openDatabase(parseConfig(process.env));
  try {
    await migrate(database.db);
    const db = database.db;
    const user = username ?? "";
    switch (command) {
      case "add": {
        const password = await addUser(db, {
          username: user,
          name: values.name ?? "",
          canEdit: !values["read-only"],
          password: values.password,
        });
        console.log(`Created user '${user}'${values.password ? "." : ` with password: ${password}`}`);
        break;
      }
      case "passwd": {
        const password = await setPassword(db, user, values.password);
        console.log(
          `Password of '${user}' changed${values.password ? "." : ` to: ${password}`} Their sessions were ended.`,
        );
        break;
      }
      case "set-edit":
        await setCanEdit(db, user, extra === "on");
        console.log(`'${user}' ${extra === "on" ? "can now edit" : "is now read-only"}.`);
        break;
      case "set-manage":
        await setCanManageUsers(db, user, extra === "on");
        console.log(`'${user}' ${extra === "on" ? "can now manage users" : "can no longer manage users"}.`);
        break;
      case "list":
        for (const row of await listUsers(db)) {
          const rights = [
            row.canEdit ? "can edit" : "read-only",
            ...(row.canManageUsers ? ["manages users"] : []),
            ...(row.disabled ? ["disabled"] : []),
          ].join(", ");
          console.log(`${row.username.padEnd(20)} ${rights.padEnd(34)} ${row.name}`);
        }
        break;
      case "remove":
        await removeUser(db, user);
        console.log(`Removed user '${user}' and ended their sessions.`);
        break;
    }
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
