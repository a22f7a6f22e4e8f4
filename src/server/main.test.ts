import { describe, expect, it } from "vitest";
import { freePort, runScript, startServer, tempDir } from "./testing/processes.ts";

/** `npm start` as a newcomer runs it: a fresh data directory, the printed admin password, a clean stop. */
// Each case starts the server as a process of its own: slow on a loaded CI machine.
describe("npm start", { timeout: 180_000 }, () => {
  it("prints every setting with --help", () => {
    const help = runScript("src/server/main.ts", ["--help"], {});
    expect(help.status).toBe(0);
    for (const name of [
      "PORT",
      "HOST",
      "DATA_DIR",
      "DATABASE_URL",
      "ADMIN_PASSWORD",
      "DEMO_DATA",
      "COOKIE_SECURE",
      "LOG_LEVEL",
    ]) {
      expect(help.stdout).toContain(name);
    }
  });

  it("stops with a message naming a bad variable", () => {
    const result = runScript("src/server/main.ts", [], { PORT: "eighty", DATA_DIR: tempDir("bad-config") });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
  });

  it("creates admin with a printed password, serves, keeps data, and stops cleanly on SIGTERM", async () => {
    const env = { DATA_DIR: tempDir("start") };
    const server = await startServer(env, freePort());
    const printed = /Created user 'admin' \(can edit\) with password: (\S+)/.exec(server.output());
    expect(printed).not.toBeNull();
    expect(server.output()).toMatch(/Created user 'viewer' \(read-only\) with password/);
    expect(server.output()).toMatch(/Created user 'Engineering' \(read-only\) with password/);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: printed?.[1] }),
    });
    expect(login.status).toBe(200);
    expect(await server.stop()).toBe(0);

    // The second start finds its users and prints no password again.
    const again = await startServer(env, freePort());
    expect(again.output()).not.toContain("Created user");
    const health = await fetch(`${again.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
    expect(await again.stop()).toBe(0);
  });
});
