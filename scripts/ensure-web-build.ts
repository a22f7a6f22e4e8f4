/**
 * Run before the server by `npm start`: builds the web app when dist/web is missing or older than its
 * sources (src/web, src/shared, the Vite config, package.json), so a fresh checkout just works.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = join(root, "dist/web/index.html");
const sources = ["src/web", "src/shared", "vite.config.ts", "package.json"].map((path) => join(root, path));

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    // Tests do not go into the bundle.
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

export function webBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

/** Builds the web app into dist/web when it is missing or older than its sources. */
export async function buildWebIfStale(log: (message: string) => void = () => undefined) {
  if (!webBuildIsStale()) return;
  log(existsSync(builtIndex) ? "The web app is out of date; building it..." : "Building the web app...");
  const { build } = await import("vite");
  await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn" });
  log("Web app built into dist/web.");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWebIfStale(console.log);
