import { execFileSync } from "node:child_process";
import { chownSync, existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./processes.ts";

/** The newest PostgreSQL server binaries installed (Debian puts them in /usr/lib/postgresql/N/bin). */
export function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin/pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

/**
 * A PostgreSQL cluster of a test's own, in a temporary directory on its own port, which the test may
 * stop and start at will: the shared server on 5432 is never touched. PostgreSQL refuses to run as
 * root, so under root it runs as the `postgres` user, which owns the directory.
 */
export function createPrivatePostgres(bin: string, port: number) {
  const dir = tempDir("private-pg");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = join(bin, tool);
    const [file, list] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    return execFileSync(file, list, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 120_000,
    });
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", options, "-w", "start"]),
    /** `fast` as a service manager stops it; `immediate` as a crash does (recovery at the next start). */
    stop: (mode: "fast" | "immediate" = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]),
    destroy() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
