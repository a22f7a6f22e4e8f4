import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

/** Without TRUST_PROXY, headers a client writes itself do not change who it is. */
describe("with no proxy trusted (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "" } });
  });
  afterAll(() => t.close());

  it("ignores a rotating X-Forwarded-For: the sign-in limit still holds", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "viewer", password: "wrong" },
        headers: { "x-forwarded-for": `10.60.0.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "viewer", password: TEST_PASSWORD },
      headers: { "x-forwarded-for": "10.60.1.1" },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it("checks Origin against Host, not against an X-Forwarded-Host the client chose", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: {
        host: "scheduler.example",
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("TRUST_PROXY", () => {
  it("reads a hop count, addresses and networks, and refuses anything else naming the variable", () => {
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
    ]);
    expect(parseConfig({}).TRUST_PROXY).toBeUndefined();
    expect(() => parseConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});

/** With PUBLIC_ORIGIN set, a state-changing request's Origin must be exactly it, scheme included. */
describe("PUBLIC_ORIGIN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: "https://ops.example.com" } });
  });
  afterAll(() => t.close());

  const logout = (origin: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { host: "ops.example.com", origin } });

  it("refuses the same host over another scheme or port, and accepts the exact origin", async () => {
    expect((await logout("http://ops.example.com")).statusCode).toBe(403);
    expect((await logout("https://ops.example.com:8443")).statusCode).toBe(403);
    expect((await logout("https://ops.example.com")).statusCode).toBe(200);
  });

  it("takes an origin only, and refuses anything else naming the variable", () => {
    expect(parseConfig({ PUBLIC_ORIGIN: "HTTPS://Ops.Example.com:443/" }).PUBLIC_ORIGIN).toBe(
      "https://ops.example.com",
    );
    expect(parseConfig({ PUBLIC_ORIGIN: "http://10.0.0.5:3000" }).PUBLIC_ORIGIN).toBe("http://10.0.0.5:3000");
    for (const bad of ["ops.example.com", "https://ops.example.com/app", "ftp://ops.example.com", "https://"])
      expect(() => parseConfig({ PUBLIC_ORIGIN: bad })).toThrow(/PUBLIC_ORIGIN/);
  });
});

/** Unset, the scheme is compared only where a trusted proxy says which one the browser used. */
describe("the scheme without PUBLIC_ORIGIN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
  });
  afterAll(() => t.close());

  const logout = (origin: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { host: "ops.example.com", origin, ...headers },
    });

  it("refuses http when the trusted proxy says https, and accepts https", async () => {
    const https = { "x-forwarded-proto": "https" };
    expect((await logout("http://ops.example.com", https)).statusCode).toBe(403);
    expect((await logout("https://ops.example.com", https)).statusCode).toBe(200);
  });

  it("accepts either scheme when the proxy does not say", async () => {
    expect((await logout("https://ops.example.com")).statusCode).toBe(200);
  });
});
