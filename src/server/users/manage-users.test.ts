import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { removeUser, setCanEdit, setPassword } from "./manage-users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });

it("ends a user's sessions when they are removed or their password changes", async () => {
  const viewer = await t.login("viewer");
  await setPassword(t.database.db, "viewer", "a-new-password");
  expect((await me(viewer)).statusCode).toBe(401);

  const again = await t.login("viewer", "a-new-password");
  await removeUser(t.database.db, "viewer");
  expect((await me(again)).statusCode).toBe(401);
});

it("applies a change of edit rights to the next request", async () => {
  const cookie = await t.login("Engineering");
  await setCanEdit(t.database.db, "Engineering", true);
  expect((await me(cookie)).json().can_edit).toBe(true);
});
