import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connection.ts";
import { openTestDatabase } from "../testing/test-app.ts";
import { parseUserCommand, runUserCommand } from "./user-command.ts";

/**
 * `npm run user`'s commands in-process, on a database of their own with no users: each answers the
 * lines the command prints, or throws the message it prints. cli.test.ts runs the real process.
 */
describe("npm run user's commands", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const user = async (...args: string[]) => {
    const command = parseUserCommand(args);
    if (!command) throw new Error("expected a command, not the usage");
    return (await runUserCommand(database.db, command)).join("\n");
  };

  it("adds, lists, changes and removes users, with clear errors", async () => {
    expect(await user("add", "pilot", "--name", "Pat Pilot", "--read-only")).toMatch(
      /^Created user 'pilot' with password: \S{16}$/,
    );
    await expect(user("add", "pilot", "--name", "Again")).rejects.toThrow(
      "A user named 'pilot' already exists.",
    );

    expect(await user("list")).toMatch(/pilot\s+read-only\s+Pat Pilot/);
    expect(await user("set-edit", "pilot", "on")).toBe("'pilot' can now edit.");
    expect(await user("list")).toMatch(/pilot\s+can edit\s+Pat Pilot/);
    expect(await user("set-manage", "pilot", "on")).toContain("'pilot' can now manage users.");
    expect(await user("list")).toMatch(/pilot\s+can edit, manages users\s+Pat Pilot/);

    expect(await user("passwd", "pilot", "--password", "new-secret-1")).toBe(
      "Password of 'pilot' changed. Their sessions were ended.",
    );
    expect(await user("passwd", "pilot")).toMatch(/^Password of 'pilot' changed to: \S{16} Their sessions/);

    // As on the Settings page, someone must always be able to manage users.
    await expect(user("remove", "pilot")).rejects.toThrow("'pilot' is the last user who can manage users");
    expect(await user("add", "chief", "--name", "Chief Pilot", "--password", "chief-secret-1")).toBe(
      "Created user 'chief'.",
    );
    await user("set-manage", "chief", "on");
    expect(await user("remove", "pilot")).toBe("Removed user 'pilot' and ended their sessions.");
    expect(await user("list")).not.toContain("pilot");
    await expect(user("remove", "pilot")).rejects.toThrow("There is no user named 'pilot'.");
  });

  it("refuses wrong arguments before any database is opened, naming what is wrong", () => {
    expect(parseUserCommand([])).toBeNull();
    expect(parseUserCommand(["--help"])).toBeNull();
    expect(() => parseUserCommand(["set-edit", "pilot", "maybe"])).toThrow("set-edit needs 'on' or 'off'");
    expect(() => parseUserCommand(["frobnicate"])).toThrow("Unknown command 'frobnicate'.");
    expect(() => parseUserCommand(["remove"])).toThrow("'remove' needs a username.");
    expect(() => parseUserCommand(["add", "pilot"])).toThrow("add needs --name <name>.");
  });
});
