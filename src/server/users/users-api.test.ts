import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManagedUser } from "../../shared/users.ts";
import { type Api, apiAs } from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let admin: Api;
let viewer: Api;

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
});
afterAll(() => t.close());

const signIn = (username: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username, password } });
const usersList = async () => (await admin("GET", "/api/users")).json() as ManagedUser[];
const byName = async (username: string) => (await usersList()).find((u) => u.username === username)!;

describe("users API", () => {
  it("admin manages users from the first start; /api/auth/me says so", async () => {
    expect((await admin("GET", "/api/auth/me")).json()).toMatchObject({
      username: "admin",
      can_manage_users: true,
    });
    expect((await viewer("GET", "/api/auth/me")).json()).toMatchObject({
      username: "viewer",
      can_manage_users: false,
    });
    const list = await usersList();
    expect(list.map((u) => u.username)).toEqual(expect.arrayContaining(["admin", "viewer", "Engineering"]));
    expect(await byName("admin")).toMatchObject({
      name: "Administrator",
      canEdit: true,
      canManageUsers: true,
      disabled: false,
      lastSignInAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toMatch(/hash|argon|password/i);
  });

  it("creates a user with a generated password shown once, who can then sign in", async () => {
    const created = await admin("POST", "/api/users", {
      username: "pilot",
      name: "Pat Pilot",
      canEdit: false,
      canManageUsers: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { password, ...user } = created.json();
    expect(password).toMatch(/^\S{16}$/);
    expect(user).toMatchObject({ username: "pilot", name: "Pat Pilot", canEdit: false, lastSignInAt: null });
    expect((await signIn("PILOT", password)).statusCode).toBe(200);
    expect(await byName("pilot")).toMatchObject({ lastSignInAt: expect.any(String) });

    const typed = await admin("POST", "/api/users", {
      username: "ops",
      name: "Ops Desk",
      canEdit: true,
      canManageUsers: false,
      password: "typed-password",
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json()).not.toHaveProperty("password");
    expect((await signIn("ops", "typed-password")).statusCode).toBe(200);
  });

  it("answers 409 for a username taken ignoring case, and 400 naming a bad field", async () => {
    const taken = await admin("POST", "/api/users", {
      username: "ADMIN",
      name: "Another",
      canEdit: true,
      canManageUsers: false,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: "A user named 'ADMIN' already exists" });
    const short = await admin("POST", "/api/users", {
      username: "shorty",
      name: "Shorty",
      canEdit: true,
      canManageUsers: false,
      password: "abc",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toContain("Password must be at least 8 characters");
    const blank = await admin("PATCH", `/api/users/${(await byName("pilot")).id}`, { name: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain("Name is required");
    expect((await admin("PATCH", "/api/users/99999", { canEdit: true })).statusCode).toBe(404);
  });

  it("a password reset answers the generated password once and ends that user's sessions", async () => {
    const pilot = await byName("pilot");
    const created = await admin("POST", `/api/users/${pilot.id}/password`, {});
    const cookie = `sid=${(await signIn("pilot", created.json().password)).cookies.find((c) => c.name === "sid")!.value}`;
    expect((await apiAs(t, cookie)("GET", "/api/auth/me")).statusCode).toBe(200);

    const reset = await admin("POST", `/api/users/${pilot.id}/password`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().password).toMatch(/^\S{16}$/);
    expect((await apiAs(t, cookie)("GET", "/api/auth/me")).statusCode).toBe(401);
    expect((await signIn("pilot", reset.json().password)).statusCode).toBe(200);

    const typed = await admin("POST", `/api/users/${pilot.id}/password`, { password: "chosen-password" });
    expect(typed.json()).toEqual({});
  });

  it("a disabled user cannot sign in and their sessions end at once; re-enabled they can", async () => {
    const ops = await byName("ops");
    const cookie = `sid=${(await signIn("ops", "typed-password")).cookies.find((c) => c.name === "sid")!.value}`;
    const disabled = await admin("PATCH", `/api/users/${ops.id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await apiAs(t, cookie)("GET", "/api/auth/me")).statusCode).toBe(401);
    const refused = await signIn("ops", "typed-password");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "This account is disabled; ask a user who manages users" });
    expect((await signIn("ops", "wrong-password")).json()).toEqual({ error: "Invalid username or password" });

    await admin("PATCH", `/api/users/${ops.id}`, { disabled: false });
    expect((await signIn("ops", "typed-password")).statusCode).toBe(200);
  });

  it("nobody disables themselves, and the last user who can manage users keeps that right", async () => {
    const me = await byName("admin");
    const self = await admin("PATCH", `/api/users/${me.id}`, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: "You cannot disable yourself" });
    const last = await admin("PATCH", `/api/users/${me.id}`, { canManageUsers: false });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      error: "Administrator is the last user who can manage users; give another user that right first",
    });

    // With a second manager, admin may give the right away, and then the other is the last one.
    const ops = await byName("ops");
    await admin("PATCH", `/api/users/${ops.id}`, { canManageUsers: true });
    expect((await admin("PATCH", `/api/users/${me.id}`, { canManageUsers: false })).statusCode).toBe(200);
    expect((await admin("GET", "/api/users")).statusCode).toBe(403);
    const opsApi = apiAs(
      t,
      `sid=${(await signIn("ops", "typed-password")).cookies.find((c) => c.name === "sid")!.value}`,
    );
    expect((await opsApi("PATCH", `/api/users/${ops.id}`, { disabled: true })).statusCode).toBe(409);
    expect((await opsApi("PATCH", `/api/users/${me.id}`, { canManageUsers: true })).statusCode).toBe(200);
    expect((await admin("GET", "/api/users")).statusCode).toBe(200);
  });

  it("rights changes take effect on the user's next request", async () => {
    const pilot = await byName("pilot");
    const pilotApi = apiAs(
      t,
      `sid=${(await signIn("pilot", "chosen-password")).cookies.find((c) => c.name === "sid")!.value}`,
    );
    expect((await pilotApi("POST", "/api/locations", { name: "Pilot Pad" })).statusCode).toBe(403);
    await admin("PATCH", `/api/users/${pilot.id}`, { canEdit: true });
    expect((await pilotApi("POST", "/api/locations", { name: "Pilot Pad" })).statusCode).toBe(201);
  });

  it("every users call answers 403 to users without the right and 401 without a session", async () => {
    const calls: [string, string, object?][] = [
      ["GET", "/api/users"],
      ["POST", "/api/users", { username: "x", name: "X", canEdit: true, canManageUsers: true }],
      ["PATCH", "/api/users/1", { canManageUsers: false }],
      ["POST", "/api/users/1/password", {}],
    ];
    for (const [method, url, body] of calls) {
      const refused = await viewer(method as "GET", url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ error: "Only users who can manage users may do this" });
      expect((await apiAs(t, undefined)(method as "GET", url, body)).statusCode).toBe(401);
    }
    expect((await usersList()).some((u) => u.username === "x")).toBe(false);
  });
});
