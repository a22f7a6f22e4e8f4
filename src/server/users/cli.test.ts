import { describe, expect, it } from "vitest";
import { migratedDataDir, runScript } from "../testing/processes.ts";

/**
 * The user command as an operator runs it, against a PGlite data directory of its own: what it prints
 * and its exit status. Each run starts a process that opens PGlite (seconds apiece on a loaded machine),
 * so every command's own behaviour is tested in-process (user-command.test.ts).
 */
describe("npm run user", { timeout: 120_000 }, () => {
  const env = { DATA_DIR: migratedDataDir("users-cli") };
  const user = (...args: string[]) => runScript("src/server/users/cli.ts", args, env);

  it("prints a new user's password, keeps them for the next run, and exits 1 with the error alone", () => {
    const added = user("add", "pilot", "--name", "Pat Pilot", "--read-only");
    expect(added.status).toBe(0);
    expect(added.stdout).toMatch(/Created user 'pilot' with password: \S{16}/);

    const duplicate = user("add", "pilot", "--name", "Again");
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr.trim()).toBe("A user named 'pilot' already exists.");

    expect(user("list").stdout).toMatch(/pilot\s+read-only\s+Pat Pilot/);
    const wrong = user("frobnicate");
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("Unknown command 'frobnicate'.");
  });
});
