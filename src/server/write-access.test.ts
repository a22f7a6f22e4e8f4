import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aircraft,
  aircraftType,
  bookingStatus,
  bookings,
  customer,
  dailyDetails,
  location,
} from "./db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "./testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let viewer: Api;
let engineering: Api;
let anonymous: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  engineering = apiAs(t, await t.login("Engineering"));
  anonymous = apiAs(t, undefined);
});
afterAll(() => t.close());

let serial = 0;
/** A name no other row of this file uses. */
const unique = (prefix: string) => `${prefix} ${++serial}`;
const newBooking = async () =>
  (await createBookingVia(admin, bookingPayload(f, { startDate: "2025-07-01", endDate: "2025-07-02" }))).id;
const newRow = async (url: string, body: object) => (await admin("POST", url, body)).json().id as number;

interface WriteCall {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as Fastify lists it. */
  route: string;
  success: number;
  /** Makes what the call acts on (fresh each time, so a delete has something to delete). */
  prepare(): Promise<{ url: string; body?: object }>;
}

const day = (field: string) => `/api/bookings/:id/daily-details/:date/${field}`;
/** A PATCH of one day; `body` is a function because the fixtures exist only once the tests start. */
const onDay = (field: string, body: () => object) => async () => ({
  url: `/api/bookings/${await newBooking()}/daily-details/2025-07-02/${field}`,
  body: body(),
});

/** Every write call of the bookings and reference-data APIs. */
const writeCalls: WriteCall[] = [
  {
    method: "POST",
    route: "/api/bookings",
    success: 201,
    prepare: async () => ({ url: "/api/bookings", body: bookingPayload(f) }),
  },
  {
    method: "PUT",
    route: "/api/bookings/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}`,
      body: {
        customerId: f.customers.zenith,
        aircraftTypeId: f.types.AW169,
        departureId: f.locations.port,
        startDate: "2025-07-02",
        endDate: "2025-07-04",
      },
    }),
  },
  {
    method: "DELETE",
    route: "/api/bookings/:id",
    success: 200,
    prepare: async () => ({ url: `/api/bookings/${await newBooking()}` }),
  },
  {
    method: "PATCH",
    route: day("destination"),
    success: 200,
    prepare: onDay("destination", () => ({ destinationId: f.locations.port })),
  },
  {
    method: "PATCH",
    route: day("remarks"),
    success: 200,
    prepare: onDay("remarks", () => ({ remarks: "changed" })),
  },
  {
    method: "PATCH",
    route: day("departure-time"),
    success: 200,
    prepare: onDay("departure-time", () => ({ departureTime: "1200" })),
  },
  {
    method: "PATCH",
    route: day("expected-hours"),
    success: 200,
    prepare: onDay("expected-hours", () => ({ expectedHours: "4" })),
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/aircraft-type",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/aircraft-type`,
      body: { aircraftTypeId: f.types.EC135 },
    }),
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/status",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/status`,
      body: { statusId: f.statuses.confirmed },
    }),
  },
  {
    method: "PATCH",
    route: "/api/bookings/:id/allocated-aircraft",
    success: 200,
    prepare: async () => ({
      url: `/api/bookings/${await newBooking()}/allocated-aircraft`,
      body: { allocatedAircraftId: f.aircraft["G-LDNC"] },
    }),
  },
  {
    method: "POST",
    route: "/api/customers",
    success: 201,
    prepare: async () => ({ url: "/api/customers", body: { name: unique("Customer"), color: "#101010" } }),
  },
  {
    method: "PUT",
    route: "/api/customers/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/customers/${await newRow("/api/customers", { name: unique("Customer") })}`,
      body: { name: unique("Renamed customer"), color: "#202020" },
    }),
  },
  {
    method: "POST",
    route: "/api/locations",
    success: 201,
    prepare: async () => ({ url: "/api/locations", body: { name: unique("Location") } }),
  },
  {
    method: "PUT",
    route: "/api/locations/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/locations/${await newRow("/api/locations", { name: unique("Location") })}`,
      body: { name: unique("Renamed location") },
    }),
  },
  {
    method: "POST",
    route: "/api/aircraft-types",
    success: 201,
    prepare: async () => ({ url: "/api/aircraft-types", body: { title: unique("Type") } }),
  },
  {
    method: "PUT",
    route: "/api/aircraft-types/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft-types/${await newRow("/api/aircraft-types", { title: unique("Type") })}`,
      body: { title: unique("Renamed type") },
    }),
  },
  {
    method: "DELETE",
    route: "/api/aircraft-types/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft-types/${await newRow("/api/aircraft-types", { title: unique("Type") })}`,
    }),
  },
  {
    method: "POST",
    route: "/api/aircraft",
    success: 201,
    prepare: async () => ({
      url: "/api/aircraft",
      body: { registration: unique("G-"), aircraftTypeId: f.types.EC135 },
    }),
  },
  {
    method: "PUT",
    route: "/api/aircraft/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft/${await newRow("/api/aircraft", { registration: unique("G-"), aircraftTypeId: f.types.EC135 })}`,
      body: { registration: unique("G-"), aircraftTypeId: f.types.AW139 },
    }),
  },
  {
    method: "DELETE",
    route: "/api/aircraft/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/aircraft/${await newRow("/api/aircraft", { registration: unique("G-"), aircraftTypeId: f.types.EC135 })}`,
    }),
  },
  {
    method: "POST",
    route: "/api/booking-statuses",
    success: 201,
    prepare: async () => ({ url: "/api/booking-statuses", body: { statusText: unique("Status") } }),
  },
  {
    method: "PUT",
    route: "/api/booking-statuses/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/booking-statuses/${await newRow("/api/booking-statuses", { statusText: unique("Status") })}`,
      body: { statusText: unique("Renamed status"), statusColour: "#303030", statusConfirmed: true },
    }),
  },
  {
    method: "DELETE",
    route: "/api/booking-statuses/:id",
    success: 200,
    prepare: async () => ({
      url: `/api/booking-statuses/${await newRow("/api/booking-statuses", { statusText: unique("Status") })}`,
    }),
  },
];

/** Every row of every table these calls can change, to show a refused call changed nothing. */
async function snapshot() {
  const { db } = t.database;
  const tables = [bookings, dailyDetails, customer, location, aircraftType, aircraft, bookingStatus];
  return Promise.all(tables.map((table) => db.select().from(table).orderBy(asc(table.id))));
}

/** `METHOD /path` for every route, read from Fastify's route tree. */
function listRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? "") + match[2];
    parents[depth] = path;
    for (const method of match[3]?.split(", ") ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe("write calls", () => {
  it("the table below lists every write route of the bookings and reference-data APIs", () => {
    const mine = /^\/api\/(bookings|customers|locations|aircraft|booking-statuses)/;
    const writes = listRoutes(t.app).filter((route) => {
      const [method, path] = route.split(" ");
      return !["GET", "HEAD"].includes(method!) && mine.test(path!);
    });
    expect(writes.sort()).toEqual(writeCalls.map((call) => `${call.method} ${call.route}`).sort());
  });

  it.each(writeCalls)(
    "$method $route: 401 without a session, 403 read-only, nothing changed; an editor succeeds",
    async (call) => {
      const { url, body } = await call.prepare();
      const before = await snapshot();

      const signedOut = await anonymous(call.method, url, body);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      expect(signedOut.json()).toEqual({ error: expect.any(String) });
      for (const readOnly of [viewer, engineering]) {
        const refused = await readOnly(call.method, url, body);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json()).toEqual({ error: "Read-only users cannot make changes" });
      }
      expect(await snapshot()).toEqual(before);

      const done = await admin(call.method, url, body);
      expect(done.statusCode, done.body).toBe(call.success);
    },
  );

  it("refuses a read-only user before reading the body, so a bad body still gets 403", async () => {
    const response = await viewer("POST", "/api/bookings", { nonsense: true });
    expect(response.statusCode).toBe(403);
  });
});
