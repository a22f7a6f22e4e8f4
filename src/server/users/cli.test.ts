import { describe, expect, it } from "vitest";
import { migratedDataDir, runScript } from "../testing/processes.ts";

/** The user command as an operator runs it, against a PGlite data directory of its own. */
// Each command starts a process that opens PGlite: seconds apiece on a loaded CI machine.
describe("npm run user", { timeout: 180_000 }, () => {
  const env = { DATA_DIR: migratedDataDir("users-cli") };
  const user = (...args: string[]) => runScript("src/server/users/cli.ts", args, env);

  it("adds, lists, changes and removes users, with clear errors", () => {
    const added = user("add", "pilot", "--name", "Pat Pilot", "--read-only");
    expect(added.status).toBe(0);
    expect(added.stdout).toMatch(/Created user 'pilot' with password: \S{16}/);

    const duplicate = user("add", "pilot", "--name", "Again");
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain("A user named 'pilot' already exists.");

    expect(user("list").stdout).toMatch(/pilot\s+read-only\s+Pat Pilot/);
    expect(user("set-edit", "pilot", "on").status).toBe(0);
    expect(user("list").stdout).toMatch(/pilot\s+can edit\s+Pat Pilot/);
    expect(user("set-manage", "pilot", "on").stdout).toContain("'pilot' can now manage users.");
    expect(user("list").stdout).toMatch(/pilot\s+can edit, manages users\s+Pat Pilot/);

    const passwd = user("passwd", "pilot", "--password", "new-secret-1");
    expect(passwd.status).toBe(0);

    // As on the Settings page, someone must always be able to manage users.
    const last = user("remove", "pilot");
    expect(last.status).toBe(1);
    expect(last.stderr).toContain("'pilot' is the last user who can manage users");
    expect(user("add", "chief", "--name", "Chief Pilot", "--password", "chief-secret-1").status).toBe(0);
    expect(user("set-manage", "chief", "on").status).toBe(0);
    expect(user("remove", "pilot").status).toBe(0);
    expect(user("list").stdout).not.toContain("pilot");

    const unknown = user("remove", "pilot");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("There is no user named 'pilot'.");
    expect(user("set-edit", "pilot", "maybe").stderr).toContain("set-edit needs 'on' or 'off'");
    expect(user("frobnicate").status).toBe(1);
  });
});
