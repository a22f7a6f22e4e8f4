import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aircraftUnavailability } from "../db/schema.ts";
import { type Api, addFixtures, apiAs, bookingPayload, type Fixtures } from "../testing/booking-fixtures.ts";
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

const period = (overrides: object = {}) => ({
  aircraftId: f.aircraft["G-LDNA"],
  startDate: "2030-03-10",
  endDate: "2030-03-12",
  reason: "50 h check",
  ...overrides,
});

describe("aircraft unavailability", () => {
  it("creates, lists by window, changes and deletes a period", async () => {
    const created = await admin("POST", "/api/aircraft-unavailability", period({ reason: "  50 h check " }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, ...period() });

    const inWindow = await viewer("GET", "/api/aircraft-unavailability?from=2030-03-12&to=2030-03-31");
    expect(inWindow.json()).toEqual([created.json()]);
    const before = await viewer("GET", "/api/aircraft-unavailability?from=2030-03-01&to=2030-03-09");
    expect(before.json()).toEqual([]);

    const changed = await admin("PATCH", `/api/aircraft-unavailability/${id}`, {
      endDate: "2030-03-14",
      reason: "AOG: tail rotor gearbox",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...created.json(),
      endDate: "2030-03-14",
      reason: "AOG: tail rotor gearbox",
    });

    const deleted = await admin("DELETE", `/api/aircraft-unavailability/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await viewer("GET", "/api/aircraft-unavailability")).json()).toEqual([]);
    expect((await admin("DELETE", `/api/aircraft-unavailability/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ aircraftId: 999_999 }, "aircraftId: there is no aircraft with id 999999"],
    [{ aircraftId: "G-LDNA" }, "Please select an aircraft"],
    [{ startDate: "2030-02-30" }, "startDate: must be a date in the form yyyy-mm-dd"],
    [{ endDate: "" }, "End date is required"],
    [{ endDate: "2030-03-09" }, "End date must be on or after start date"],
    [{ reason: "   " }, "Reason is required"],
    [{ reason: "x".repeat(201) }, "Reason must be at most 200 characters"],
  ])("refuses %j with 400 and writes nothing", async (change, error) => {
    const response = await admin("POST", "/api/aircraft-unavailability", period(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await t.database.db.select().from(aircraftUnavailability)).toEqual([]);
  });

  it("refuses a change that would end a period before it starts, and leaves it as it was", async () => {
    const { id } = (await admin("POST", "/api/aircraft-unavailability", period())).json();
    const response = await admin("PATCH", `/api/aircraft-unavailability/${id}`, { startDate: "2030-03-13" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "End date must be on or after start date" });
    const [row] = await t.database.db.select().from(aircraftUnavailability);
    expect(row).toMatchObject({ startDate: "2030-03-10", endDate: "2030-03-12" });
    await admin("DELETE", `/api/aircraft-unavailability/${id}`);
  });

  it("is read by signed-in users and changed by editors only", async () => {
    expect((await apiAs(t, undefined)("GET", "/api/aircraft-unavailability")).statusCode).toBe(401);
    expect((await viewer("POST", "/api/aircraft-unavailability", period())).statusCode).toBe(403);
  });
});

describe("retiring an aircraft", () => {
  it("keeps it on its bookings and in the lists, marked retired, until it is brought back", async () => {
    const id = f.aircraft["G-MCGB"]!;
    const retired = await admin("PUT", `/api/aircraft/${id}`, {
      registration: "G-MCGB",
      aircraftTypeId: f.types.AW169,
      retired: true,
    });
    expect(retired.json()).toEqual({
      id,
      registration: "G-MCGB",
      aircraftTypeId: f.types.AW169,
      retired: true,
    });
    const types = (await viewer("GET", "/api/aircraft-types-with-aircraft")).json();
    const aw169 = types.find((t: { id: number }) => t.id === f.types.AW169);
    expect(aw169.aircraft).toContainEqual({ id, registration: "G-MCGB", retired: true });
    // Offered to no new booking, by the server too; a booking that has it keeps it.
    const refused = await admin("POST", "/api/bookings", {
      ...bookingPayload(f, { aircraftTypeId: f.types.AW169, allocatedAircraftId: id }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "allocatedAircraftId: aircraft G-MCGB is retired" });
    // A rename without the flag keeps it retired.
    const renamed = await admin("PUT", `/api/aircraft/${id}`, {
      registration: "G-MCGZ",
      aircraftTypeId: f.types.AW169,
    });
    expect(renamed.json()).toMatchObject({ registration: "G-MCGZ", retired: true });
    const back = await admin("PUT", `/api/aircraft/${id}`, {
      registration: "G-MCGB",
      aircraftTypeId: f.types.AW169,
      retired: false,
    });
    expect(back.json()).toMatchObject({ registration: "G-MCGB", retired: false });
  });
});

describe("a booking that has a retired aircraft", () => {
  it("keeps it, and choosing it again is no new allocation", async () => {
    const id = f.aircraft["G-NHVA"]!;
    const booking = (
      await admin(
        "POST",
        "/api/bookings",
        bookingPayload(f, { aircraftTypeId: f.types.EC135, allocatedAircraftId: id }),
      )
    ).json();
    await admin("PUT", `/api/aircraft/${id}`, {
      registration: "G-NHVA",
      aircraftTypeId: f.types.EC135,
      retired: true,
    });
    const again = await admin("PATCH", `/api/bookings/${booking.id}/allocated-aircraft`, {
      allocatedAircraftId: id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().allocatedAircraft).toEqual({ registration: "G-NHVA" });
    await admin("PUT", `/api/aircraft/${id}`, {
      registration: "G-NHVA",
      aircraftTypeId: f.types.EC135,
      retired: false,
    });
  });
});
