import { rmSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright";
import { buildWebIfStale } from "../scripts/ensure-web-build.ts";
import { freePort, startServer, tempDir } from "../src/server/testing/processes.ts";

/** The admin password of a bench's server, for its seeding through the API. */
export const BENCH_ADMIN_PASSWORD = "bench-admin-password";

/**
 * A browser bench's surroundings: the web app built, `npm start`'s server on an empty PGlite database
 * in a temporary folder, and Debian's Chromium; all of it stopped and removed afterwards.
 */
export async function withBrowserBench<T>(
  name: string,
  run: (bench: { baseURL: string; browser: Browser }) => Promise<T>,
): Promise<T> {
  await buildWebIfStale();
  const dataDir = tempDir(name);
  const server = await startServer(
    { DATA_DIR: join(dataDir, "db"), DEMO_DATA: "0", ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD },
    freePort(),
  );
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    return await run({ baseURL: server.url, browser });
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** "min 12 ms, median 15 ms, max 30 ms [12, 14, 15, 20, 30]" of a bench's runs. */
export function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => `${Math.round(n)} ms`;
  return `min ${f(sorted[0]!)}, median ${f(sorted[Math.floor(sorted.length / 2)]!)}, max ${f(sorted.at(-1)!)}  [${sorted.map(Math.round).join(", ")}]`;
}
