import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../../", import.meta.url).pathname;
const tsx = join(root, "node_modules/.bin/tsx");

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `${prefix}-`));

/**
 * A data directory of its own holding a migrated database with no users, as a first start leaves it
 * before creating admin: a copy of the run's template (global-setup.ts), or an empty directory when a
 * file runs outside Vitest's setup. For tests that start the server or a command but do not test a
 * first start.
 */
export function migratedDataDir(prefix: string): string {
  const dir = tempDir(prefix);
  const template = process.env.TEST_DATA_DIR_TEMPLATE;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** Runs a TypeScript entry point of ours to completion, as a user would from a terminal. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(tsx, [join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Starts `npm start`'s server in a child process and resolves once it listens on `port`. As `npm start`
 * does, one node process loads TypeScript through `--import tsx`: the `tsx` command would be a second
 * process relaying signals, which kills the server outright when it does not answer one within 30 ms.
 */
export async function startServer(env: Record<string, string>, port: number) {
  const server = spawnServer(env, port);
  await server.listening();
  return server;
}

/** Starts the server as `startServer` does, without waiting: `listening()` waits. */
export function spawnServer(env: Record<string, string>, port: number) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(root, "src/server/main.ts")], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, so a test can kill the server and every child as a crash would.
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  async function listening() {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not answer /api/health within 60 s:\n${output}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output: () => output,
    listening,
    /** Resolves with the exit code once the process has ended. */
    exited,
    /** `kill -9` of the whole process group (node and any helper), as a crash or an OOM kill does. */
    kill9Group() {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    },
    /** Sends SIGTERM and waits for the exit code. */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** A port unlikely to be in use, different for each call within a run. */
// Below Linux's ephemeral range (32768-60999), where outgoing connections (to PostgreSQL, fetch)
// take their local ports and could hold one of ours at the moment a server starts.
let nextPort = 20_000 + Math.floor(Math.random() * 12_000);
export const freePort = () => nextPort++;
