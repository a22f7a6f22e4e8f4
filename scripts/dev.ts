/**
 * `npm run dev`: the API server (restarted by tsx when its code changes) and the Vite dev server with hot
 * reload, which proxies /api to it. Open the address Vite prints.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const apiPort = process.env.PORT ?? "3000";

const api: ChildProcess = spawn(
  process.execPath,
  ["--import", "tsx", "--watch-path=src/server", "--watch-path=src/shared", "src/server/main.ts"],
  { cwd: root, stdio: "inherit", env: { ...process.env, PORT: apiPort } },
);

const vite = await createServer({ configFile: `${root}vite.config.ts` });
await vite.listen();
vite.printUrls();
console.log(`  ➜  API:     http://localhost:${apiPort}/api (proxied from Vite)`);

let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  api.kill("SIGTERM");
  await vite.close();
  process.exit(code);
};
api.on("exit", (code) => {
  if (!stopping) {
    console.error(`The API server stopped (exit code ${code}).`);
    void stop(code ?? 1);
  }
});
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
