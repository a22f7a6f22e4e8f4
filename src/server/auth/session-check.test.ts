import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { INACTIVITY_TIMEOUT_MS } from "../../shared/auth.ts";
import { buildApp } from "../app.ts";
import { parseConfig } from "../config.ts";
import { rawRows } from "../db/raw-rows.ts";
import { sessions, users } from "../db/schema.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { hashToken } from "./sessions.ts";

/**
 * Sessions checked from memory (docs/decisions/019), with two instances on one database, each with its
 * own memory: whatever ends a session or changes a user's rights on one is obeyed by the other on the
 * very next request.
 */
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({
    config: parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused" }),
    database: t.database,
    db: t.database.db,
    now: () => t.clock.now,
  });
});
afterAll(async () => {
  await other.close();
  await t.close();
});
beforeEach(async () => {
  // Every test starts with users as createTestApp made them.
  await t.database.db
    .update(users)
    .set({ disabledAt: null, canEdit: false })
    .where(eq(users.username, "viewer"));
});

const me = (cookie: string, app: FastifyInstance = t.app) =>
  app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
const patchOf = (cookie: string, app: FastifyInstance) =>
  app.inject({
    method: "PATCH",
    url: "/api/bookings/999999/status",
    headers: { cookie },
    payload: { statusId: 1 },
  });

/** Both instances have checked the session, so both hold it in memory. */
async function signedInOnBoth(username: string) {
  const cookie = await t.login(username);
  expect((await me(cookie)).statusCode).toBe(200);
  expect((await me(cookie, other)).statusCode).toBe(200);
  return cookie;
}

describe("sessions checked from memory", () => {
  it("answers repeated requests of a session without asking the database again", async () => {
    const cookie = await signedInOnBoth("admin");
    const before = { ...t.app.sessionCheck.stats };
    for (let i = 0; i < 20; i++) expect((await me(cookie)).statusCode).toBe(200);
    expect(t.app.sessionCheck.stats.fromMemory - before.fromMemory).toBe(20);
    expect(t.app.sessionCheck.stats.fromDatabase).toBe(before.fromDatabase);
  });

  it("a sign-out on one instance ends the session on the other at once", async () => {
    const cookie = await signedInOnBoth("admin");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await me(cookie, other)).statusCode).toBe(401);
  });

  it("disabling a user on one instance ends their session on the other at once", async () => {
    const viewer = await signedInOnBoth("viewer");
    const admin = await t.login("admin");
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "viewer"));
    const disable = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${row!.id}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    expect((await me(viewer, other)).statusCode).toBe(401);
    expect((await me(viewer)).statusCode).toBe(401);
  });

  it("a right granted or removed on one instance holds on the other at once", async () => {
    const viewer = await signedInOnBoth("viewer");
    expect((await patchOf(viewer, other)).statusCode).toBe(403);
    // As `npm run user` or Settings would: straight in the database, through no instance at all.
    await t.database.db.update(users).set({ canEdit: true }).where(eq(users.username, "viewer"));
    // Past the guard: the booking does not exist.
    expect((await patchOf(viewer, other)).statusCode).toBe(404);
    expect((await me(viewer, other)).json()).toMatchObject({ can_edit: true });
    await t.database.db.update(users).set({ canEdit: false }).where(eq(users.username, "viewer"));
    expect((await patchOf(viewer, other)).statusCode).toBe(403);
  });

  it("a session deleted in the database (a password reset) is refused at once", async () => {
    const cookie = await signedInOnBoth("admin");
    const token = cookie.slice("sid=".length);
    await t.database.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(cookie, other)).statusCode).toBe(401);
  });

  it("still ends a session idle past the inactivity timeout, and keeps an active one touched", async () => {
    const idle = await signedInOnBoth("admin");
    const active = await signedInOnBoth("viewer");
    for (let waited = 0; waited < INACTIVITY_TIMEOUT_MS + 60_000; waited += 60_000) {
      t.clock.advance(60_000);
      expect((await me(active, other)).statusCode).toBe(200);
    }
    // The active session was seen through the other instance only, and this one still knows that.
    expect((await me(active)).statusCode).toBe(200);
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(idle, other)).statusCode).toBe(401);
  });

  it("a sign-in elsewhere changes nothing for the sessions already held", async () => {
    const cookie = await signedInOnBoth("admin");
    const counter = async () =>
      (
        await rawRows<{ auth_version: number | string }>(
          t.database.db,
          sql`select auth_version from data_version`,
        )
      )[0]!.auth_version;
    const before = await counter();
    await t.login("viewer");
    expect(await counter()).toBe(before);
    const fromDatabase = other.sessionCheck.stats.fromDatabase;
    expect((await me(cookie, other)).statusCode).toBe(200);
    expect(other.sessionCheck.stats.fromDatabase).toBe(fromDatabase);
  });
});
