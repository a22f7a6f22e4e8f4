import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CrewMember } from "../../shared/crew.ts";
import { type Api, addFixtures, apiAs, type Fixtures } from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let viewer: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
});
afterAll(() => t.close());

const add = async (body: Record<string, unknown>) => {
  const response = await admin("POST", "/api/crew", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CrewMember;
};
const userId = async (username: string) =>
  ((await admin("GET", "/api/users")).json() as Array<{ id: number; username: string }>).find(
    (user) => user.username === username,
  )!.id;

describe("crew members", () => {
  it("are added with their ratings, base and account, read by everyone, and listed by name", async () => {
    const hughes = await add({
      name: "Hughes",
      role: "captain",
      ratedTypeIds: [f.types.EC135, f.types.AW139],
      baseId: f.locations.base,
      phone: "+44 (0) 7700 900123",
      userId: await userId("viewer"),
    });
    expect(hughes).toMatchObject({
      name: "Hughes",
      role: "captain",
      duty: "",
      ratedTypeIds: [f.types.AW139, f.types.EC135].sort((a, b) => a - b),
      baseId: f.locations.base,
      active: true,
      version: 1,
    });
    await add({ name: "Ahmed", role: "other", duty: "Winch operator" });
    const list = (await viewer("GET", "/api/crew")).json() as CrewMember[];
    expect(list.map((member) => member.name)).toEqual(["Ahmed", "Hughes"]);
  });

  it("refuses a name already used (in any case), an unknown type or base, and an account that is someone else's", async () => {
    await add({ name: "Okafor", role: "first officer" });
    const duplicate = await admin("POST", "/api/crew", { name: "OKAFOR", role: "captain" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe("A crew member with this name already exists");

    const unknownType = await admin("POST", "/api/crew", {
      name: "Reid",
      role: "captain",
      ratedTypeIds: [999_999],
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error).toBe("ratedTypeIds[0]: there is no aircraft type with id 999999");
    const unknownBase = await admin("POST", "/api/crew", { name: "Reid", role: "captain", baseId: 999_999 });
    expect(unknownBase.json().error).toBe("baseId: there is no location with id 999999");
    const badRole = await admin("POST", "/api/crew", { name: "Reid", role: "pilot" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error).toContain("Role must be one of: captain, first officer, other");

    const taken = await admin("POST", "/api/crew", {
      name: "Reid",
      role: "captain",
      userId: await userId("viewer"),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("userId: that user account is already Hughes's");
    expect(((await admin("GET", "/api/crew")).json() as CrewMember[]).some((m) => m.name === "Reid")).toBe(
      false,
    );
  });

  it("changes a member as the form holds it, refuses an edit made on an older version, and saving the same changes nothing", async () => {
    const patel = await add({ name: "Patel", role: "first officer", ratedTypeIds: [f.types.AW139] });
    const edited = await admin("PUT", `/api/crew/${patel.id}`, {
      name: "Patel",
      role: "captain",
      ratedTypeIds: [f.types.AW139],
      version: patel.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ role: "captain", version: 2 });

    const stale = await admin("PUT", `/api/crew/${patel.id}`, {
      name: "Patel",
      role: "other",
      version: patel.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      "Patel was changed by someone else since you opened it; open it again to see their change",
    );

    const same = await admin("PUT", `/api/crew/${patel.id}`, {
      name: "Patel",
      role: "captain",
      ratedTypeIds: [f.types.AW139],
      version: 2,
    });
    expect(same.json().version).toBe(2);
    const missing = await admin("PUT", "/api/crew/999999", { name: "Nobody", role: "captain" });
    expect(missing.statusCode).toBe(404);
  });
});
