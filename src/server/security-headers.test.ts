import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "./app.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("are on API answers, errors included, and the API is never cached", async () => {
    for (const url of ["/api/health", "/api/bookings", "/api/nothing-here"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("same-origin");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("are on pages, and forbid framing and inline script", async () => {
    const response = await t.app.inject({ method: "GET", url: "/some/page" });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
