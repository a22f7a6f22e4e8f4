import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSchema } from "../../shared/bookings.ts";
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
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  // Around the window 2025-03-10..2025-03-20.
  const ranges = {
    before: ["2025-03-01", "2025-03-09"],
    endsOnFrom: ["2025-03-08", "2025-03-10"],
    inside: ["2025-03-12", "2025-03-14"],
    spans: ["2025-03-05", "2025-03-25"],
    startsOnTo: ["2025-03-20", "2025-03-22"],
    after: ["2025-03-21", "2025-03-23"],
  };
  for (const [name, [startDate, endDate]] of Object.entries(ranges)) {
    ids[name] = (await createBookingVia(admin, bookingPayload(f, { startDate, endDate }))).id;
  }
});
afterAll(() => t.close());

const idsOf = async (api: Api, url: string) => {
  const response = await api("GET", url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((b) => b.id);
};

describe("GET /api/bookings", () => {
  it("needs a session", async () => {
    const response = await apiAs(t, undefined)("GET", "/api/bookings");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it("answers every booking to a read-only user, by start date then id", async () => {
    expect(await idsOf(viewer, "/api/bookings")).toEqual([
      ids.before,
      ids.spans,
      ids.endsOnFrom,
      ids.inside,
      ids.startsOnTo,
      ids.after,
    ]);
  });

  it("answers the spec's read shape with the days sorted by date", async () => {
    const created = await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2026-01-30",
        endDate: "2026-02-01",
        allocatedAircraftId: f.aircraft["G-LDNB"],
        departureTime: "0930/ref",
        expectedHours: "2.5",
        remarks: "Crew change",
      }),
    );
    const [booking] = (await admin("GET", "/api/bookings?from=2026-01-30&to=2026-01-30")).json();
    expect(bookingSchema.strict().parse(booking)).toEqual(booking);
    expect(booking).toEqual({
      id: created.id,
      version: created.version,
      startDate: "2026-01-30",
      endDate: "2026-02-01",
      customerId: f.customers.acme,
      customer: { id: f.customers.acme, name: "Acme Offshore", color: "#112233" },
      departureId: f.locations.base,
      departureLocation: { name: "EGNH Blackpool" },
      aircraftTypeId: f.types.AW139,
      aircraftType: { id: f.types.AW139, title: "AW139" },
      allocatedAircraftId: f.aircraft["G-LDNB"],
      allocatedAircraft: { registration: "G-LDNB" },
      dailyDetails: ["2026-01-30", "2026-01-31", "2026-02-01"].map((date) => ({
        id: expect.any(Number),
        date,
        destinationId: f.locations.rig,
        destinationLocation: { name: "Leman Alpha" },
        departureTime: "0930/ref",
        expectedAircraftHours: "2.50",
        actualHours: null,
        remarks: "Crew change",
        bookingStatusId: f.statuses.pending,
        // One leg, the day's own (docs/decisions/049).
        legs: [
          {
            id: expect.any(Number),
            departureTime: "0930/ref",
            fromId: f.locations.base,
            toId: f.locations.rig,
            expectedHours: "2.50",
            passengers: null,
            positioning: false,
            crew: { captainId: null, firstOfficerId: null, otherIds: [] },
          },
        ],
      })),
    });
    const deleted = await admin("DELETE", `/api/bookings/${created.id}`);
    expect(deleted.statusCode).toBe(200);
  });

  it("answers null for a booking without an allocated aircraft", async () => {
    const [booking] = (await admin("GET", "/api/bookings?from=2025-03-01&to=2025-03-01")).json();
    expect(booking).toMatchObject({ allocatedAircraftId: null, allocatedAircraft: null });
  });

  it("answers only bookings overlapping [from, to], both ends included", async () => {
    expect(await idsOf(admin, "/api/bookings?from=2025-03-10&to=2025-03-20")).toEqual([
      ids.spans,
      ids.endsOnFrom,
      ids.inside,
      ids.startsOnTo,
    ]);
  });

  it("leaves a missing bound open", async () => {
    expect(await idsOf(admin, "/api/bookings?from=2025-03-21")).toEqual([
      ids.spans,
      ids.startsOnTo,
      ids.after,
    ]);
    expect(await idsOf(admin, "/api/bookings?to=2025-03-07")).toEqual([ids.before, ids.spans]);
  });

  it("answers a window of 400 days, the longest allowed", async () => {
    expect((await admin("GET", "/api/bookings?from=2025-01-01&to=2026-02-04")).statusCode).toBe(200);
  });

  it("answers an empty list for a window with no bookings", async () => {
    expect(await idsOf(admin, "/api/bookings?from=2030-01-01&to=2030-01-31")).toEqual([]);
  });

  it.each([
    ["/api/bookings?from=2025-02-30", "The from date must be in the form yyyy-mm-dd"],
    ["/api/bookings?to=March", "The to date must be in the form yyyy-mm-dd"],
    ["/api/bookings?from=2025-3-1", "The from date must be in the form yyyy-mm-dd"],
    ["/api/bookings?from=2025-03-20&to=2025-03-10", "The from date must be on or before the to date"],
    [
      "/api/bookings?from=2020-01-01&to=2025-12-31",
      "A window may span at most 400 days; ask for a shorter from-to range",
    ],
  ])("answers 400 for %s", async (url, error) => {
    const response = await admin("GET", url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });
});
