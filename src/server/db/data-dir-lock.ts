import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the data directory for this process by creating `scheduler.lock` holding our pid.
 * A lock left by a process that no longer runs (a crash, `kill -9`) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, "scheduler.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: "wx" });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(path, "utf8"));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${resolve(dataDir)} is in use by another process (pid ${owner}). ` +
            "Stop that process first; to run several instances, use PostgreSQL (DATABASE_URL).",
        );
      }
      if (owner === process.pid) {
        throw new DataDirLockedError(
          `The data directory ${resolve(dataDir)} is already open in this process.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${resolve(dataDir)}.`);
}
