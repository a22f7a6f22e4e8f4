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
      historyId: expect.any(Number),
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
      historyId: expect.any(Number),
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

describe("usage and undo of a merge (docs/decisions/023)", () => {
  it("says how many bookings a merge would move, then undoes a customer merge exactly", async () => {
    const duplicate = await newRow("/api/customers", { name: "Babcock", color: "#112233" });
    const kept = await newRow("/api/customers", { name: "Babcock Offshore", color: "#445566" });
    const a = await createBookingVia(admin, bookingPayload(f, { customerId: duplicate }));
    const b = await createBookingVia(
      admin,
      bookingPayload(f, { customerId: duplicate, startDate: "2025-04-02", endDate: "2025-04-02" }),
    );
    const own = await createBookingVia(admin, bookingPayload(f, { customerId: kept }));
    expect((await admin("GET", `/api/customers/${duplicate}/usage`)).json()).toEqual({ bookings: 2 });
    expect((await admin("GET", "/api/customers/999999/usage")).statusCode).toBe(404);

    const { historyId } = (await admin("POST", `/api/customers/${duplicate}/merge`, { intoId: kept })).json();
    const undone = await admin("POST", `/api/merges/${historyId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({
      entity: "customer",
      restored: { id: duplicate, name: "Babcock" },
      bookingsMoved: 2,
    });
    const customers = (await admin("GET", "/api/customers")).json() as { id: number; color: string }[];
    expect(customers.find((c) => c.id === duplicate)).toEqual({
      id: duplicate,
      name: "Babcock",
      color: "#112233",
    });
    const byId = new Map((await allBookings()).map((booking) => [booking.id, booking.customerId]));
    expect([byId.get(a.id), byId.get(b.id), byId.get(own.id)]).toEqual([duplicate, duplicate, kept]);
    const [record] = (await admin("GET", "/api/history?entity=customer&limit=1")).json().entries;
    expect(record).toMatchObject({
      action: "restored",
      entityId: duplicate,
      changes: [{ field: "Merge undone", from: "Babcock Offshore", to: "Babcock" }],
      details: { undoneMergeId: historyId, bookingsMoved: 2 },
    });

    // Undone once, it cannot be undone again.
    const again = await admin("POST", `/api/merges/${historyId}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain("has changed since the merge");
  });

  it("undoes a location merge, putting back departures and each day's destination", async () => {
    const duplicate = await newRow("/api/locations", { name: "Humberside dup" });
    const a = await createBookingVia(admin, bookingPayload(f, { departureId: duplicate }));
    const b = await createBookingVia(admin, bookingPayload(f, { destinationId: duplicate }));
    const untouched = await createBookingVia(admin, bookingPayload(f, {}));
    expect((await admin("GET", `/api/locations/${duplicate}/usage`)).json()).toEqual({ bookings: 2 });
    const merge = await admin("POST", `/api/locations/${duplicate}/merge`, { intoId: f.locations.port });
    const undone = await admin("POST", `/api/merges/${merge.json().historyId}/undo`);
    expect(undone.json()).toEqual({
      entity: "location",
      restored: { id: duplicate, name: "Humberside dup" },
      bookingsMoved: 2,
    });
    const after = new Map((await allBookings()).map((booking) => [booking.id, booking]));
    expect(after.get(a.id)?.departureId).toBe(duplicate);
    expect(after.get(a.id)?.dailyDetails.map((day) => day.destinationId)).toEqual(
      a.dailyDetails.map((day) => day.destinationId),
    );
    expect(after.get(b.id)?.dailyDetails.map((day) => day.destinationId)).toEqual(
      b.dailyDetails.map(() => duplicate),
    );
    expect(after.get(untouched.id)).toEqual(untouched);
  });

  it("moves and puts back a place that only a leg in the middle of a day names (docs/decisions/049)", async () => {
    const platform = await newRow("/api/locations", { name: "Ravenspurn dup" });
    const booking = await createBookingVia(
      admin,
      bookingPayload(f, { startDate: "2025-05-02", endDate: "2025-05-02" }),
    );
    const legs = [
      { departureTime: "0800", fromId: f.locations.base, toId: platform, expectedHours: "1" },
      { departureTime: "1000", fromId: platform, toId: f.locations.base, expectedHours: "1" },
    ];
    const url = `/api/bookings/${booking.id}/daily-details/2025-05-02/legs`;
    expect((await admin("PUT", url, { legs })).statusCode).toBe(200);
    expect((await admin("GET", `/api/locations/${platform}/usage`)).json()).toEqual({ bookings: 1 });
    const merge = await admin("POST", `/api/locations/${platform}/merge`, { intoId: f.locations.rig });
    expect(merge.statusCode, merge.body).toBe(200);
    const route = async () =>
      ((await admin("GET", url)).json().legs as { fromId: number; toId: number }[]).map((leg) => [
        leg.fromId,
        leg.toId,
      ]);
    expect(await route()).toEqual([
      [f.locations.base, f.locations.rig],
      [f.locations.rig, f.locations.base],
    ]);
    const undone = await admin("POST", `/api/merges/${merge.json().historyId}/undo`);
    expect(undone.json().bookingsMoved).toBe(1);
    expect(await route()).toEqual([
      [f.locations.base, platform],
      [platform, f.locations.base],
    ]);
  });

  it("refuses with 409 when a record changed since, and 404 for what is not a merge, changing nothing", async () => {
    const duplicate = await newRow("/api/customers", { name: "Chc dup", color: "#000000" });
    const kept = await newRow("/api/customers", { name: "CHC Helicopter", color: "#000000" });
    const booking = await createBookingVia(admin, bookingPayload(f, { customerId: duplicate }));
    const { historyId } = (await admin("POST", `/api/customers/${duplicate}/merge`, { intoId: kept })).json();
    await admin("PUT", `/api/customers/${kept}`, { name: "CHC Helicopters", color: "#000000" });
    const refused = await admin("POST", `/api/merges/${historyId}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error:
        "CHC Helicopter or Chc dup has changed since the merge (or the merge was already undone), so it cannot be undone",
    });
    expect((await allBookings()).find((b) => b.id === booking.id)?.customerId).toBe(kept);
    expect(
      ((await admin("GET", "/api/customers")).json() as { id: number }[]).some((c) => c.id === duplicate),
    ).toBe(false);

    const created = (await admin("GET", "/api/history?entity=customer&limit=1")).json().entries[0].id;
    const notMerge = await admin("POST", `/api/merges/${created}/undo`);
    expect(notMerge.statusCode).toBe(404);
    expect(notMerge.json().error).toBe(`History record ${created} is not a merge of customers or locations`);
    expect((await admin("POST", "/api/merges/abc/undo")).statusCode).toBe(400);
  });

  it("refuses when a row of the merged name exists again", async () => {
    const duplicate = await newRow("/api/customers", { name: "Gulf dup", color: "#000000" });
    const kept = await newRow("/api/customers", { name: "Gulf Helicopters", color: "#000000" });
    const { historyId } = (await admin("POST", `/api/customers/${duplicate}/merge`, { intoId: kept })).json();
    await newRow("/api/customers", { name: "GULF DUP", color: "#000000" });
    const refused = await admin("POST", `/api/merges/${historyId}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "A customer named Gulf dup exists again, so the merge cannot be undone",
    });
  });
});
