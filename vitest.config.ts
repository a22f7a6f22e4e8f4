import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
    setupFiles: ["src/console-error-fails-test.ts"],
    globalSetup: ["src/server/testing/global-setup.ts"],
  },
});
