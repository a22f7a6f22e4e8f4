import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./e2e/support/users.ts";

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

// The config is read again in every worker; the environment carries the first reading's choices there.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "charter-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests against the real server on a fresh PGlite database in a temporary directory, driving
 * Debian's Chromium (never a downloaded browser). `npm run test:e2e` builds the web app first if needed.
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI: a shared 2-core runner occasionally starves a browser test; a retried pass is still
  // reported as flaky in the list output.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    viewport: { width: 1600, height: 1000 },
    locale: "en-GB",
    timezoneId: "Europe/London",
    acceptDownloads: true,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  webServer: {
    command: "tsx scripts/ensure-web-build.ts && tsx e2e/support/start-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(process.env.E2E_DATA_DIR, "db"),
      DEMO_DATA: "0",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
    },
  },
});
