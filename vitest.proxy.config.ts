import { defineConfig } from "vitest/config";

/** `npm run test:proxy`: deploy/nginx.conf in front of two instances (see deploy/proxy.test.ts). */
export default defineConfig({
  test: {
    include: ["deploy/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    environment: "node",
  },
});
