import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildWebIfStale } from "../../scripts/ensure-web-build.ts";
import { E2E_ADMIN_PASSWORD } from "./users.ts";

/**
 * Once per run: builds the web app if it is stale, and makes the template data directory every
 * worker's server starts from a copy of (worker-server.ts). Workers read its place from
 * E2E_TEMPLATE_DIR; the directory goes when the run ends.
 */
export default async function globalSetup() {
  await buildWebIfStale((message) => console.log(message));
  const root = mkdtempSync(join(tmpdir(), "charter-e2e-"));
  const template = join(root, "template");
  execFileSync("node_modules/.bin/tsx", ["e2e/support/prepare-template.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      DATA_DIR: template,
      DEMO_DATA: "0",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
    },
  });
  process.env.E2E_TEMPLATE_DIR = template;
  process.env.E2E_RUN_DIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
