import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

/** 'Keep me signed in on this phone' (docs/decisions/032), enforced by the server. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(users).values({
    username: "pilot",
    name: "Pilot",
    canEdit: false,
    passwordHash: await passwordHashOf("viewer"),
  });
});
afterAll(() => t.close());

async function passwordHashOf(username: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
  return row!.passwordHash;
}

const DAY = 24 * 3600_000;
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
const endKept = (cookie?: string) =>
  t.app.inject({ method: "DELETE", url: "/api/auth/kept-sessions", headers: cookie ? { cookie } : {} });

async function signIn(username: string, keepSignedIn?: unknown) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password: TEST_PASSWORD, keepSignedIn },
  });
  const cookie = response.cookies.find((c) => c.name === "sid");
  return { response, cookie: `sid=${cookie?.value}` };
}

describe("kept sign-in", () => {
  it("keeps a read-only user's phone signed in for 30 days without idling out, then ends it", async () => {
    const { response, cookie } = await signIn("viewer", true);
    expect(response.json()).toMatchObject({ username: "viewer", can_edit: false, kept: true });
    t.clock.advance(29 * DAY);
    expect((await me(cookie)).json()).toMatchObject({ kept: true });
    t.clock.advance(DAY + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("gives an editor the normal rules whatever the browser asks: 15 minutes idle ends it", async () => {
    const { response, cookie } = await signIn("admin", true);
    expect(response.json()).not.toHaveProperty("kept");
    t.clock.advance(15 * 60_000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("leaves a read-only user who did not ask with the normal rules", async () => {
    const { cookie } = await signIn("viewer");
    expect((await me(cookie)).json()).not.toHaveProperty("kept");
    t.clock.advance(15 * 60_000 + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("stops keeping a session once its user is allowed to edit", async () => {
    const { cookie } = await signIn("pilot", true);
    await t.database.db.update(users).set({ canEdit: true }).where(eq(users.username, "pilot"));
    t.clock.advance(16 * 60_000);
    expect((await me(cookie)).statusCode).toBe(401);
    await t.database.db.update(users).set({ canEdit: false }).where(eq(users.username, "pilot"));
  });

  it("ends a user's own kept sign-ins from Settings, leaving their other sessions and other users' alone", async () => {
    const phone = await signIn("viewer", true);
    const desk = await signIn("viewer");
    const other = await signIn("pilot", true);
    expect((await endKept()).statusCode).toBe(401);
    const ended = await endKept(desk.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await me(phone.cookie)).statusCode).toBe(401);
    expect((await me(desk.cookie)).statusCode).toBe(200);
    expect((await me(other.cookie)).json()).toMatchObject({ kept: true });
  });

  it("refuses a keepSignedIn that is not true or false with a clear 400", async () => {
    const { response } = await signIn("viewer", "yes");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: expect.stringContaining("Keep me signed in must be true or false"),
    });
  });
});
