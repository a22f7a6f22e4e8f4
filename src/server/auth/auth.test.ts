import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/auth/me", headers: cookie ? { cookie } : {} });
const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers });

describe("sign-in", () => {
  it("answers the user and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const response = await login({ username: "admin", password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: "admin",
      name: "Administrator",
      can_edit: true,
      can_manage_users: true,
    });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
  });

  it("answers the same 401 for a wrong password and an unknown user", async () => {
    const wrong = await login({ username: "admin", password: "nope" }, { "x-forwarded-for": "10.9.0.1" });
    const unknown = await login({ username: "ghost", password: "nope" }, { "x-forwarded-for": "10.9.0.2" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Invalid username or password" });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("asks for the missing username or password", async () => {
    const response = await login({ username: "admin" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Password is required/);
  });

  it("rejects a body that is not valid JSON, or not JSON at all", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{username:",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: "The request body is not valid JSON" });
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/plain" },
      payload: "username=admin",
    });
    expect(form.statusCode).toBe(415);
  });

  it("refuses a state-changing request from another site", async () => {
    const response = await login(
      { username: "admin", password: TEST_PASSWORD },
      { origin: "https://evil.example", host: "localhost:80" },
    );
    expect(response.statusCode).toBe(403);
    const sameSite = await login(
      { username: "admin", password: TEST_PASSWORD },
      { origin: "http://localhost:80", host: "localhost:80" },
    );
    expect(sameSite.statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("knows the signed-in user, and nobody without a cookie", async () => {
    const cookie = await t.login("viewer");
    expect((await me(cookie)).json()).toMatchObject({ username: "viewer", can_edit: false });
    const anonymous = await me();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty("error");
  });

  it("ends the session on the server at logout", async () => {
    const cookie = await t.login("admin");
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("issues a new session id at every sign-in and ends the previous one", async () => {
    const first = await t.login("admin");
    const again = await login({ username: "admin", password: TEST_PASSWORD }, { cookie: first });
    const second = `sid=${again.cookies.find((c) => c.name === "sid")?.value}`;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("expires after 15 minutes without a request, and activity keeps it alive", async () => {
    const cookie = await t.login("admin");
    t.clock.advance(14 * 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(14 * 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("never idles out the Engineering wall display", async () => {
    const cookie = await t.login("Engineering");
    t.clock.advance(11 * 3600_000);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("ends a busy session 12 hours after sign-in, however active", async () => {
    const cookie = await t.login("admin");
    // A request every 10 minutes for 11 h 50 min keeps it alive...
    for (let step = 0; step < 71; step++) {
      t.clock.advance(10 * 60_000);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    // ...but not past 12 hours.
    t.clock.advance(11 * 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("keeps the wall display signed in for 30 days, then asks it to sign in again", async () => {
    const cookie = await t.login("Engineering");
    t.clock.advance(29 * 24 * 3600_000);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("sign-in limit", () => {
  it("answers 429 after 10 failures for one username from one address, saying when to retry, and lifts it after 15 minutes", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login(
        { username: "viewer", password: "wrong" },
        { "x-forwarded-for": "10.1.0.1" },
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(
      { username: "viewer", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.1.0.1" },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/Try again in 15 minutes/);
    t.clock.advance(15 * 60_000 + 1000);
    const later = await login(
      { username: "viewer", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.1.0.1" },
    );
    expect(later.statusCode).toBe(200);
  });

  it("does not lock the real user out at their own address when someone elsewhere guesses their password", async () => {
    for (let i = 0; i < 12; i++) {
      await login({ username: "Engineering", password: "wrong" }, { "x-forwarded-for": "10.3.0.1" });
    }
    const attacker = await login(
      { username: "Engineering", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.3.0.1" },
    );
    expect(attacker.statusCode).toBe(429);
    const atTheirDesk = await login(
      { username: "Engineering", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.3.0.2" },
    );
    expect(atTheirDesk.statusCode).toBe(200);
  });

  it("answers 429 to an address that fails for many usernames (spraying), and not to others", async () => {
    for (let i = 0; i < 30; i++) {
      await login({ username: `nobody${i}`, password: "wrong" }, { "x-forwarded-for": "10.2.0.1" });
    }
    const blocked = await login(
      { username: "admin", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.2.0.1" },
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login(
      { username: "admin", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.2.0.2" },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it("cannot be raced: of 100 concurrent guesses at most 10 are checked, and the right one at 60 is refused", async () => {
    const guesses = Array.from({ length: 100 }, (_, i) =>
      login(
        { username: "viewer", password: i === 60 ? TEST_PASSWORD : `wrong${i}` },
        { "x-forwarded-for": "10.4.0.1" },
      ),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses[60]).not.toBe(200);
    // 401 is a checked wrong password; 503 means no check slot was free (nothing checked).
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
  });

  it("matches usernames ignoring case", async () => {
    const response = await login(
      { username: "ENGINEERING", password: TEST_PASSWORD },
      { "x-forwarded-for": "10.5.0.1" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe("Engineering");
  });
});

describe("routing", () => {
  it("reports health without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("answers unknown API paths with a JSON 404 and other paths with the web app", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: "Not found: GET /api/nothing-here" });
    const page = await t.app.inject({ method: "GET", url: "/some/page" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
  });
});

describe("request bodies", () => {
  it("treats an empty JSON body as no body, so a bodiless call with the JSON content type works", async () => {
    const cookie = await t.login("admin");
    const logout = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, "content-type": "application/json" },
      payload: "",
    });
    expect(logout.statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: " ",
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toMatch(/expected object/);
  });
});
