import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export class DataDirLockedError extends Error {}

/** Directories this process has open: a second open in the same process gets its own message. */
const openHere = new Set<string>();

/** Whether this process holds `dataDir`'s lock (taken with lockDataDir and not yet released). */
export const isLockedHere = (dataDir: string) => openHere.has(resolve(dataDir));

/** How long a start waits for a lock that is being released (a process that was just killed). */
const RELEASE_WAIT_MS = 2_000;

/**
 * Takes the data directory for this process with an exclusive `flock` on `scheduler.lock`, held by a
 * small `flock` child whose only input is a pipe from us. The kernel drops the lock when that child
 * exits, and the child exits as soon as the pipe closes, which happens the moment this process ends,
 * however it ends (`kill -9`, a crash, a container stop). So a lock cannot go stale: not for a zombie,
 * not for a new process that got the old pid, not for an empty or unreadable file. The pid written
 * into the file is only there to name the owner in the error. See docs/decisions/007.
 * Resolves to the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  if (openHere.has(dir)) {
    throw new DataDirLockedError(`The data directory ${dir} is already open in this process.`);
  }
  const path = join(dir, "scheduler.lock");
  const deadline = Date.now() + RELEASE_WAIT_MS;
  for (;;) {
    const holder = await tryFlock(path);
    if (holder) {
      openHere.add(dir);
      writeFileSync(path, String(process.pid));
      return async () => {
        openHere.delete(dir);
        await holder.release();
      };
    }
    if (Date.now() >= deadline) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const owner = readOwner(path);
  throw new DataDirLockedError(
    `The data directory ${dir} is in use by another process${owner ? ` (pid ${owner})` : ""}. ` +
      "Stop that process first; to run several instances, use PostgreSQL (DATABASE_URL).",
  );
}

function readOwner(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Starts the `flock` child; resolves to its handle once it holds the lock, or null when another does. */
function tryFlock(path: string): Promise<{ release(): Promise<void> } | null> {
  return new Promise((done, fail) => {
    const child = spawn(
      "flock",
      ["--exclusive", "--nonblock", "--conflict-exit-code", "75", path, "sh", "-c", "echo locked; exec cat"],
      { stdio: ["pipe", "pipe", "ignore"] },
    );
    const exited = new Promise<void>((ended) => child.once("exit", () => ended()));
    child.once("error", (error: NodeJS.ErrnoException) => {
      fail(
        new DataDirLockedError(
          error.code === "ENOENT"
            ? "Locking the data directory needs the `flock` command (util-linux); install it, or use PostgreSQL (DATABASE_URL)."
            : `Could not lock the data directory: ${error.message}. Check that DATA_DIR names a directory this user may write to.`,
        ),
      );
    });
    let held = false;
    child.once("exit", (code) => {
      if (held) return;
      if (code === 75) done(null);
      else
        fail(
          new DataDirLockedError(
            `Could not lock the data directory: flock could not open ${path} (exit code ${code}). ` +
              "Check that the directory exists and that this user may create files in it, or set DATA_DIR to one that does.",
          ),
        );
    });
    child.stdout.once("data", () => {
      // Held: from here the child lives until our end of its input closes. It must not keep us alive.
      held = true;
      child.unref();
      for (const stream of [child.stdin, child.stdout]) (stream as unknown as { unref?(): void }).unref?.();
      done({
        async release() {
          child.ref(); // waited for now: keep the process alive until the lock is gone
          child.stdin.end();
          await exited;
        },
      });
    });
  });
}
