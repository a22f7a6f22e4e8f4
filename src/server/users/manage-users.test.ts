import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { addUser, removeUser, setCanEdit, setCanManageUsers, setPassword } from "./manage-users.ts";

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

it("records each command's change in the history as the command line's, as Settings would", async () => {
  const admin = await t.login("admin");
  await addUser(t.database.db, { username: "cli-pilot", name: "Cli Pilot", canEdit: false });
  await setCanEdit(t.database.db, "cli-pilot", true);
  await setPassword(t.database.db, "cli-pilot", "another-password");
  await removeUser(t.database.db, "cli-pilot");
  const page = await t.app.inject({ method: "GET", url: "/api/history", headers: { cookie: admin } });
  expect(page.statusCode, page.body).toBe(200);
  const records = (
    page.json().entries as {
      label: string;
      action: string;
      user: { name: string };
      changes: { field: string }[];
    }[]
  )
    .filter((record) => record.label === "Cli Pilot (cli-pilot)")
    .reverse();
  expect(
    records.map((record) => [record.action, record.user.name, record.changes.map((c) => c.field)]),
  ).toEqual([
    ["created", "Command line", ["Can edit", "Can manage users"]],
    ["changed", "Command line", ["Can edit"]],
    ["changed", "Command line", ["Password"]],
    ["deleted", "Command line", []],
  ]);
});

it("keeps the rules of the Settings page: the password's length and the last user who manages users", async () => {
  await expect(setPassword(t.database.db, "Engineering", "short")).rejects.toThrow(
    "Password must be at least 8 characters.",
  );
  await expect(setCanManageUsers(t.database.db, "admin", false)).rejects.toThrow(
    "Administrator is the last user who can manage users; give another user that right first.",
  );
  await expect(removeUser(t.database.db, "admin")).rejects.toThrow(
    "'admin' is the last user who can manage users; give another user that right first.",
  );
  expect((await me(await t.login("admin"))).json().can_manage_users).toBe(true);
});
