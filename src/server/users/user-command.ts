/**
 * What `npm run user -- <command>` does, apart from the process around it (cli.ts): read the
 * arguments, refusing a wrong one before any database is opened, then run the command and answer the
 * lines it prints. Tested in-process (users/user-command.test.ts); cli.test.ts runs the real process.
 */
import { parseArgs } from "node:util";
import type { Db } from "../db/connection.ts";
import {
  addUser,
  listUsers,
  removeUser,
  setCanEdit,
  setCanManageUsers,
  setPassword,
  UserCommandError,
} from "./manage-users.ts";

export const USAGE = `Usage:
  npm run user -- add <username> --name <name> [--read-only] [--password <p>]
  npm run user -- passwd <username> [--password <p>]
  npm run user -- set-edit <username> on|off
  npm run user -- set-manage <username> on|off
  npm run user -- list
  npm run user -- remove <username>`;

const COMMANDS = ["add", "passwd", "set-edit", "set-manage", "list", "remove"] as const;

export interface UserCommand {
  command: (typeof COMMANDS)[number];
  username: string;
  on: boolean;
  name: string;
  password?: string;
  readOnly: boolean;
}

/** The command the arguments ask for, or null for the usage; a wrong argument throws, naming it. */
export function parseUserCommand(args: string[]): UserCommand | null {
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
  if (values.help || !command) return null;
  const isCommand = (name: string): name is UserCommand["command"] =>
    (COMMANDS as readonly string[]).includes(name);
  if (!isCommand(command)) throw new UserCommandError(`Unknown command '${command}'.\n${USAGE}`);
  if (command !== "list" && !username) throw new UserCommandError(`'${command}' needs a username.\n${USAGE}`);
  if ((command === "set-edit" || command === "set-manage") && extra !== "on" && extra !== "off") {
    throw new UserCommandError(
      `${command} needs 'on' or 'off', for example: npm run user -- ${command} viewer on`,
    );
  }
  if (command === "add" && !values.name) throw new UserCommandError("add needs --name <name>.");
  return {
    command,
    username: username ?? "",
    on: extra === "on",
    name: values.name ?? "",
    password: values.password,
    readOnly: values["read-only"],
  };
}

/** Runs the command on the database; answers what it prints, a line each. */
export async function runUserCommand(db: Db, command: UserCommand): Promise<string[]> {
  const user = command.username;
  switch (command.command) {
    case "add": {
      const password = await addUser(db, {
        username: user,
        name: command.name,
        canEdit: !command.readOnly,
        password: command.password,
      });
      return [`Created user '${user}'${command.password ? "." : ` with password: ${password}`}`];
    }
    case "passwd": {
      const password = await setPassword(db, user, command.password);
      return [
        `Password of '${user}' changed${command.password ? "." : ` to: ${password}`} Their sessions were ended.`,
      ];
    }
    case "set-edit":
      await setCanEdit(db, user, command.on);
      return [`'${user}' ${command.on ? "can now edit" : "is now read-only"}.`];
    case "set-manage":
      await setCanManageUsers(db, user, command.on);
      return [`'${user}' ${command.on ? "can now manage users" : "can no longer manage users"}.`];
    case "list":
      return (await listUsers(db)).map((row) => {
        const rights = [
          row.canEdit ? "can edit" : "read-only",
          ...(row.canManageUsers ? ["manages users"] : []),
          ...(row.disabled ? ["disabled"] : []),
        ].join(", ");
        return `${row.username.padEnd(20)} ${rights.padEnd(34)} ${row.name}`;
      });
    case "remove":
      await removeUser(db, user);
      return [`Removed user '${user}' and ended their sessions.`];
  }
}
