import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
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

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
});
afterAll(() => t.close());

const newRow = async (url: string, body: object) => (await admin("POST", url, body)).json().id as number;
const allBookings = async () => (await admin("GET", "/api/bookings")).json() as Booking[];

describe("merge into…", () => {
  it("moves every booking of a customer to the kept one in one go, deletes the duplicate and records its name", async () => {
    const duplicate = await newRow("/api/customers", { name: "Bristow", color: "#000000" });
    const kept = await newRow("/api/customers", { name: "Bristow Offshore", color: "#FF0000" });
    const a = await createBookingVia(admin, bookingPayload(f, { customerId: duplicate }));
    const b = await createBookingVia(
      admin,
      bookingPayload(f, { customerId: duplicate, startDate: "2025-04-01", endDate: "2025-04-01" }),
    );
    await createBookingVia(admin, bookingPayload(f, { customerId: kept }));

    const merged = await admin("POST", `/api/customers/${duplicate}/merge`, { intoId: kept });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toEqual({
      kept: { id: kept, name: "Bristow Offshore", color: "#FF0000" },
      bookingsMoved: 2,
    });
    const customers = (await admin("GET", "/api/customers")).json() as { id: number }[];
    expect(customers.some((c) => c.id === duplicate)).toBe(false);
    const moved = (await allBookings()).filter((booking) => [a.id, b.id].includes(booking.id));
    expect(moved.map((booking) => booking.customer.name)).toEqual(["Bristow Offshore", "Bristow Offshore"]);
    const [record] = (await admin("GET", "/api/history?entity=customer&limit=1")).json().entries;
    // The booking's own history shows the merge that moved it.
    expect((await admin("GET", `/api/bookings/${a.id}/history`)).json()[0]).toMatchObject({
      action: "merged",
      changes: [{ field: "Merged", from: "Bristow", to: "Bristow Offshore" }],
    });
    expect(record).toMatchObject({
      action: "merged",
      entityId: kept,
      details: { mergedId: duplicate, mergedName: "Bristow", bookingsMoved: 2, bookingIds: [a.id, b.id] },
    });
  });

  it("moves departures and every day's destination of a location, counting each booking once", async () => {
    const duplicate = await newRow("/api/locations", { name: "Blackpool" });
    const a = await createBookingVia(
      admin,
      bookingPayload(f, { departureId: duplicate, destinationId: duplicate }),
    );
    const b = await createBookingVia(admin, bookingPayload(f, { destinationId: duplicate }));
    const merged = await admin("POST", `/api/locations/${duplicate}/merge`, { intoId: f.locations.base });
    expect(merged.json()).toEqual({
      kept: { id: f.locations.base, name: "EGNH Blackpool" },
      bookingsMoved: 2,
    });
    const after = (await allBookings()).filter((booking) => [a.id, b.id].includes(booking.id));
    expect(after.map((booking) => booking.departureLocation.name)).toEqual([
      "EGNH Blackpool",
      "EGNH Blackpool",
    ]);
    expect(
      new Set(after.flatMap((booking) => booking.dailyDetails.map((day) => day.destinationLocation.name))),
    ).toEqual(new Set(["EGNH Blackpool"]));
  });

  it("refuses a merge into itself (400) or a missing row (404), changing nothing", async () => {
    const id = await newRow("/api/customers", { name: "Lonely" });
    const self = await admin("POST", `/api/customers/${id}/merge`, { intoId: id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: "intoId: a customer cannot be merged into itself" });
    const missing = await admin("POST", `/api/customers/${id}/merge`, { intoId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "intoId: customer 999999 not found" });
    expect((await admin("POST", `/api/locations/999998/merge`, { intoId: f.locations.base })).json()).toEqual(
      {
        error: "Location 999998 not found",
      },
    );
    const bad = await admin("POST", `/api/customers/${id}/merge`, { intoId: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("intoId");
    expect(((await admin("GET", "/api/customers")).json() as { id: number }[]).some((c) => c.id === id)).toBe(
      true,
    );
  });
});
