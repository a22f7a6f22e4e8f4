import { createServer } from "node:net";
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

  it("refuses a busy port in one line naming PORT, before creating anyone", async () => {
    const port = freePort();
    const busy = createServer().listen(port, "127.0.0.1");
    await new Promise((resolve) => busy.once("listening", resolve));
    const env = { DATA_DIR: tempDir("busy-port"), PORT: String(port), HOST: "127.0.0.1" };
    const result = runScript("src/server/main.ts", [], env);
    busy.close();
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Port ${port} is already in use: stop the other server or choose another port with PORT.`,
    );
    expect(result.stdout).not.toContain("Created user");
    // Nobody was created, so the next start creates admin and prints its password.
    const next = await startServer({ DATA_DIR: env.DATA_DIR }, freePort());
    expect(next.output()).toMatch(/Created user 'admin' \(can edit\) with password: \S+/);
    expect(await next.stop()).toBe(0);
  });

  it("creates admin even when a user was added before the first start, and never prints ADMIN_PASSWORD", async () => {
    const dir = tempDir("user-first");
    const added = runScript("src/server/users/cli.ts", ["add", "ops", "--name", "Ops", "--read-only"], {
      DATA_DIR: dir,
    });
    expect(added.status).toBe(0);
    const server = await startServer({ DATA_DIR: dir, ADMIN_PASSWORD: "chosen-by-the-operator" }, freePort());
    expect(server.output()).toContain("Created user 'admin' (can edit) with the password in ADMIN_PASSWORD");
    expect(server.output()).not.toContain("chosen-by-the-operator");
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "Admin", password: "chosen-by-the-operator" }),
    });
    expect(login.status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});
