import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateOrder, setDateOrder } from "../../shared/date-order.ts";
import { readDate } from "../csv-import/parse-csv.ts";
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
afterAll(async () => {
  setDateOrder("day-first");
  await t.close();
});

describe("the operator's date order (docs/decisions/043)", () => {
  it("is day first until an editor sets another; a read-only user and a bad value change nothing", async () => {
    expect((await viewer("GET", "/api/date-order")).json()).toEqual({ dateOrder: "day-first" });
    expect((await viewer("PUT", "/api/date-order", { dateOrder: "month-first" })).statusCode).toBe(403);
    const bad = await admin("PUT", "/api/date-order", { dateOrder: "american" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("Date order must be day-first, month-first or year-first");
    expect((await viewer("GET", "/api/date-order")).json()).toEqual({ dateOrder: "day-first" });
  });

  it("once month first, the server writes its messages month first and the CSV import reads month first", async () => {
    const unavailable = await admin("POST", "/api/aircraft-unavailability", {
      aircraftId: f.aircraft["G-LDNA"],
      startDate: "2025-03-04",
      endDate: "2025-03-04",
      reason: "Check",
    });
    expect(unavailable.statusCode).toBe(201);
    const preview = () =>
      admin(
        "POST",
        "/api/conflicts/preview-create",
        bookingPayload(f, {
          startDate: "2025-03-04",
          endDate: "2025-03-04",
          allocatedAircraftId: f.aircraft["G-LDNA"],
        }),
      );
    expect(JSON.stringify((await preview()).json())).toContain("G-LDNA unavailable on 04/03/25");

    expect((await admin("PUT", "/api/date-order", { dateOrder: "month-first" })).json()).toEqual({
      dateOrder: "month-first",
    });
    expect((await viewer("GET", "/api/date-order")).json()).toEqual({ dateOrder: "month-first" });
    expect(JSON.stringify((await preview()).json())).toContain("G-LDNA unavailable on 03/04/25");
    expect(readDate("12/03/2026")).toBe("2026-12-03");
    expect(readDate("13/03/2026")).toBeNull();
    expect(readDate("2026-03-12")).toBe("2026-03-12");
  });

  it("the time zone says where it came from: the server's own until one is set (docs/decisions/043)", async () => {
    const zone = (await viewer("GET", "/api/operator-time-zone")).json();
    expect(zone).toEqual({ timeZone: expect.any(String), source: "server" });
    await admin("PUT", "/api/operator-time-zone", { timeZone: "Europe/London" });
    expect((await viewer("GET", "/api/operator-time-zone")).json()).toEqual({
      timeZone: "Europe/London",
      source: "settings",
    });
  });

  it("a change made on another instance reaches this one through the change stream", async () => {
    setDateOrder("month-first");
    // Written straight to the database, as another server would: only the change stream can tell us.
    await t.database.db.execute("update fleet_settings set date_order = 'year-first'");
    await expect.poll(() => dateOrder(), { timeout: 10_000 }).toBe("year-first");
    expect(readDate("2026-12-03")).toBe("2026-12-03");
    expect(readDate("03/12/2026")).toBeNull();
  });
});
