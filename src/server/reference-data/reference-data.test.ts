import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aircraftSchema,
  aircraftTypeWithAircraftSchema,
  bookingStatusSchema,
  customerSchema,
  locationSchema,
} from "../../shared/reference-data.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
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

async function expectAnswer(
  api: Api,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  body: unknown,
  status: number,
  error: string,
) {
  const response = await api(method, url, body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error });
}

describe("reads", () => {
  it.each([
    "/api/customers",
    "/api/locations",
    "/api/aircraft-types",
    "/api/booking-statuses",
    "/api/aircraft-types-with-aircraft",
    "/api/aircraft-by-type/1",
  ])("%s needs a session", async (url) => {
    const response = await apiAs(t, undefined)("GET", url);
    expect(response.statusCode).toBe(401);
  });

  it("lists customers and locations sorted by name, ignoring case", async () => {
    await admin("POST", "/api/customers", { name: "bravo air", color: "#000000" });
    await admin("POST", "/api/locations", { name: "aberdeen" });
    const customers = (await viewer("GET", "/api/customers")).json();
    expect(customers.map((c: { name: string }) => c.name)).toEqual([
      "Acme Offshore",
      "bravo air",
      "Zenith Energy",
    ]);
    expect(customers[0]).toEqual(customerSchema.strict().parse(customers[0]));
    const locations = (await viewer("GET", "/api/locations")).json();
    expect(locations.map((l: { name: string }) => l.name)).toEqual([
      "aberdeen",
      "EGNH Blackpool",
      "EGNJ Humberside",
      "Leman Alpha",
    ]);
    expect(locations[0]).toEqual(locationSchema.strict().parse(locations[0]));
  });

  it("lists aircraft types by title and statuses in the order they were added", async () => {
    expect((await viewer("GET", "/api/aircraft-types")).json()).toEqual([
      { id: f.types.AW139, title: "AW139" },
      { id: f.types.AW169, title: "AW169" },
      { id: f.types.EC135, title: "EC135" },
    ]);
    const statuses = (await viewer("GET", "/api/booking-statuses")).json();
    expect(statuses.map((s: { statusText: string }) => s.statusText)).toEqual([
      "Pending",
      "Provisional",
      "Confirmed",
      "Cancelled",
      "Completed",
    ]);
    expect(statuses[2]).toEqual({
      id: f.statuses.confirmed,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      statusText: "Confirmed",
      statusColour: "#10B981",
      statusConfirmed: true,
      occupiesAircraft: true,
    });
    expect(bookingStatusSchema.strict().parse(statuses[2])).toEqual(statuses[2]);
  });

  it("lists each aircraft type with its aircraft, a type without aircraft too", async () => {
    const created = await admin("POST", "/api/aircraft-types", { title: "AS350" });
    const types = (await viewer("GET", "/api/aircraft-types-with-aircraft")).json();
    expect(types).toEqual([
      { id: created.json().id, title: "AS350", aircraft: [] },
      {
        id: f.types.AW139,
        title: "AW139",
        aircraft: ["G-LDNA", "G-LDNB", "G-LDNC"].map((registration) => ({
          id: f.aircraft[registration],
          registration,
          retired: false,
        })),
      },
      {
        id: f.types.AW169,
        title: "AW169",
        aircraft: ["G-MCGA", "G-MCGB"].map((registration) => ({
          id: f.aircraft[registration],
          registration,
          retired: false,
        })),
      },
      {
        id: f.types.EC135,
        title: "EC135",
        aircraft: ["G-NHVA", "G-NHVB"].map((registration) => ({
          id: f.aircraft[registration],
          registration,
          retired: false,
        })),
      },
    ]);
    expect(aircraftTypeWithAircraftSchema.strict().parse(types[1])).toEqual(types[1]);
    await admin("DELETE", `/api/aircraft-types/${created.json().id}`);
  });

  it("lists the aircraft of one type, and answers 404 for an unknown type", async () => {
    const response = await viewer("GET", `/api/aircraft-by-type/${f.types.AW169}`);
    expect(response.json()).toEqual([
      { id: f.aircraft["G-MCGA"], registration: "G-MCGA", aircraftTypeId: f.types.AW169, retired: false },
      { id: f.aircraft["G-MCGB"], registration: "G-MCGB", aircraftTypeId: f.types.AW169, retired: false },
    ]);
    expect(aircraftSchema.strict().parse(response.json()[0])).toEqual(response.json()[0]);
    const unknown = await viewer("GET", "/api/aircraft-by-type/9999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Aircraft type 9999 not found" });
    const bad = await viewer("GET", "/api/aircraft-by-type/AW139");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Aircraft type id must be a positive whole number" });
  });
});

describe("customers and locations", () => {
  it("creates a customer with a trimmed name and the default colour", async () => {
    const response = await admin("POST", "/api/customers", { name: "  Heli Tours  " });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: "Heli Tours", color: "#3B82F6" });
  });

  it("creates a location and answers its id", async () => {
    const response = await admin("POST", "/api/locations", { name: " Dudgeon OSP " });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: "Dudgeon OSP" });
  });

  it("answers 409 for a name that exists, ignoring case", async () => {
    await expectAnswer(
      admin,
      "POST",
      "/api/customers",
      { name: "ACME offshore" },
      409,
      "Customer already exists",
    );
    await expectAnswer(
      admin,
      "POST",
      "/api/locations",
      { name: " leman alpha" },
      409,
      "Location already exists",
    );
  });

  it.each([
    ["/api/customers", {}, "Customer name is required"],
    ["/api/customers", { name: "   " }, "Customer name is required"],
    ["/api/customers", { name: "x".repeat(101) }, "Customer name must be at most 100 characters"],
    ["/api/customers", { name: 7 }, "Customer name must be text"],
    ["/api/customers", { name: "Red", color: "red" }, "color: must be a hex colour such as #3B82F6"],
    ["/api/customers", { name: "Red", color: "#F00" }, "color: must be a hex colour such as #3B82F6"],
    ["/api/locations", { name: "" }, "Location name is required"],
    ["/api/locations", { name: "x".repeat(101) }, "Location name must be at most 100 characters"],
  ])("POST %s %j answers 400", async (url, body, error) => {
    await expectAnswer(admin, "POST", url, body, 400, error);
  });

  it("renames and recolours a customer, and renames a location", async () => {
    const customer = await admin("PUT", `/api/customers/${f.customers.zenith}`, {
      name: "Zenith Group",
      color: "#ABCDEF",
    });
    expect(customer.json()).toEqual({ id: f.customers.zenith, name: "Zenith Group", color: "#ABCDEF" });
    const location = await admin("PUT", `/api/locations/${f.locations.port}`, {
      name: "EGNJ Humberside Intl",
    });
    expect(location.json()).toEqual({ id: f.locations.port, name: "EGNJ Humberside Intl" });
    // A change of case only is not a duplicate of itself.
    const recased = await admin("PUT", `/api/locations/${f.locations.port}`, {
      name: "egnj humberside intl",
    });
    expect(recased.statusCode).toBe(200);
  });

  it("answers 409 for a rename onto another name and 404 for an unknown id", async () => {
    await expectAnswer(
      admin,
      "PUT",
      `/api/customers/${f.customers.zenith}`,
      { name: "acme offshore" },
      409,
      "Customer already exists",
    );
    await expectAnswer(
      admin,
      "PUT",
      `/api/locations/${f.locations.port}`,
      { name: "LEMAN ALPHA" },
      409,
      "Location already exists",
    );
    await expectAnswer(
      admin,
      "PUT",
      "/api/customers/9999",
      { name: "Nobody" },
      404,
      "Customer 9999 not found",
    );
    await expectAnswer(
      admin,
      "PUT",
      "/api/locations/9999",
      { name: "Nowhere" },
      404,
      "Location 9999 not found",
    );
  });
});

describe("aircraft types, aircraft and statuses", () => {
  it("creates, renames and deletes an aircraft type", async () => {
    const created = await admin("POST", "/api/aircraft-types", { title: " H145 " });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({ id, title: "H145" });
    expect((await admin("PUT", `/api/aircraft-types/${id}`, { title: "H145 D3" })).json()).toEqual({
      id,
      title: "H145 D3",
    });
    await expectAnswer(
      admin,
      "PUT",
      `/api/aircraft-types/${id}`,
      { title: "aw139" },
      409,
      "Aircraft type already exists",
    );
    await expectAnswer(admin, "POST", "/api/aircraft-types", { title: "" }, 400, "Title is required");
    expect((await admin("DELETE", `/api/aircraft-types/${id}`)).json()).toEqual({ id, title: "H145 D3" });
    await expectAnswer(
      admin,
      "DELETE",
      `/api/aircraft-types/${id}`,
      undefined,
      404,
      `Aircraft type ${id} not found`,
    );
  });

  it("registers, re-registers and deletes an aircraft; registrations are unique ignoring case", async () => {
    const created = await admin("POST", "/api/aircraft", {
      registration: "G-NEWA",
      aircraftTypeId: f.types.EC135,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toEqual({
      id,
      registration: "G-NEWA",
      aircraftTypeId: f.types.EC135,
      retired: false,
    });
    await expectAnswer(
      admin,
      "POST",
      "/api/aircraft",
      { registration: "g-newa", aircraftTypeId: f.types.AW139 },
      409,
      "An aircraft with this registration already exists",
    );
    await expectAnswer(
      admin,
      "POST",
      "/api/aircraft",
      { registration: "G-NEWB", aircraftTypeId: 9999 },
      400,
      "aircraftTypeId: there is no aircraft type with id 9999",
    );
    await expectAnswer(
      admin,
      "POST",
      "/api/aircraft",
      { registration: "G-NEWB" },
      400,
      "Please select an aircraft type",
    );
    const moved = await admin("PUT", `/api/aircraft/${id}`, {
      registration: "G-NEWC",
      aircraftTypeId: f.types.AW169,
    });
    expect(moved.json()).toEqual({
      id,
      registration: "G-NEWC",
      aircraftTypeId: f.types.AW169,
      retired: false,
    });
    expect((await admin("DELETE", `/api/aircraft/${id}`)).statusCode).toBe(200);
    await expectAnswer(
      admin,
      "PUT",
      `/api/aircraft/${id}`,
      { registration: "X", aircraftTypeId: 1 },
      404,
      `Aircraft ${id} not found`,
    );
  });

  it("creates, updates and deletes a status with the spec's defaults", async () => {
    const created = await admin("POST", "/api/booking-statuses", { statusText: "On hold" });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      id,
      statusText: "On hold",
      statusColour: "#6B7280",
      statusConfirmed: false,
    });
    const updated = await admin("PUT", `/api/booking-statuses/${id}`, {
      statusText: "Held",
      statusColour: "#123456",
      statusConfirmed: true,
    });
    expect(updated.json()).toMatchObject({
      id,
      statusText: "Held",
      statusColour: "#123456",
      statusConfirmed: true,
    });
    await expectAnswer(
      admin,
      "POST",
      "/api/booking-statuses",
      { statusText: "PENDING" },
      409,
      "Status already exists",
    );
    await expectAnswer(
      admin,
      "POST",
      "/api/booking-statuses",
      { statusText: "X", statusConfirmed: "yes" },
      400,
      "statusConfirmed: Invalid input: expected boolean, received string",
    );
    expect((await admin("DELETE", `/api/booking-statuses/${id}`)).statusCode).toBe(200);
  });
});

describe("deleting or changing what bookings use answers 409 with the count", () => {
  beforeAll(async () => {
    for (const startDate of ["2025-06-01", "2025-06-10"]) {
      await createBookingVia(
        admin,
        bookingPayload(f, {
          startDate,
          endDate: startDate,
          aircraftTypeId: f.types.AW169,
          allocatedAircraftId: f.aircraft["G-MCGB"],
          bookingStatusId: f.statuses.confirmed,
        }),
      );
    }
  });

  it("an aircraft type bookings use", async () => {
    await expectAnswer(
      admin,
      "DELETE",
      `/api/aircraft-types/${f.types.AW169}`,
      undefined,
      409,
      "Aircraft type AW169 is used by 2 bookings; change their aircraft type first",
    );
  });

  it("an aircraft type that still has aircraft", async () => {
    await expectAnswer(
      admin,
      "DELETE",
      `/api/aircraft-types/${f.types.EC135}`,
      undefined,
      409,
      "Aircraft type EC135 has 2 aircraft; delete them or change their type first",
    );
  });

  it("an allocated aircraft, deleted or moved to another type", async () => {
    await expectAnswer(
      admin,
      "DELETE",
      `/api/aircraft/${f.aircraft["G-MCGB"]}`,
      undefined,
      409,
      "Aircraft G-MCGB is allocated to 2 bookings; allocate them another aircraft first",
    );
    await expectAnswer(
      admin,
      "PUT",
      `/api/aircraft/${f.aircraft["G-MCGB"]}`,
      { registration: "G-MCGB", aircraftTypeId: f.types.AW139 },
      409,
      "Aircraft G-MCGB is allocated to 2 bookings; allocate them another aircraft before changing its type",
    );
    // A new registration on the same type is fine.
    const renamed = await admin("PUT", `/api/aircraft/${f.aircraft["G-MCGB"]}`, {
      registration: "G-MCGZ",
      aircraftTypeId: f.types.AW169,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("a status that days use, counted per booking", async () => {
    await expectAnswer(
      admin,
      "DELETE",
      `/api/booking-statuses/${f.statuses.confirmed}`,
      undefined,
      409,
      "Status Confirmed is used by 2 bookings; give them another status first",
    );
  });
});
