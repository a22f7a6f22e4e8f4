import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { spawnServer } from "../../src/server/testing/processes.ts";
import { E2E_ADMIN_PASSWORD } from "./users.ts";

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The real server, started exactly as `npm start` starts it, on a copy of the run's template data
 * directory (global-setup.ts): one per Playwright worker, so tests in different workers never share
 * a database, and a worker restarted after a failure starts from a clean copy (docs/decisions/041).
 */
export async function startWorkerServer() {
  const template = process.env.E2E_TEMPLATE_DIR;
  const runDir = process.env.E2E_RUN_DIR;
  if (!template || !runDir)
    throw new Error("E2E_TEMPLATE_DIR is unset: run the browser tests with playwright test");
  const dir = mkdtempSync(join(runDir, "worker-"));
  cpSync(template, join(dir, "db"), { recursive: true });
  const server = spawnServer(
    { DATA_DIR: join(dir, "db"), DEMO_DATA: "0", ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, LOG_LEVEL: "warn" },
    await freePort(),
  );
  await server.listening();
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
