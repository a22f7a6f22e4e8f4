import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AircraftMaintenance, MaintenanceAnswer } from "../../shared/maintenance.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { addMonths, nextDue } from "./next-due.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let viewer: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  // Midday, so the operator's date is the 1st whatever the server's zone; before signing in, as a jump
  // of the clock ends idle sessions.
  t.clock.now = new Date("2026-12-01T12:00:00Z");
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
});
afterAll(() => t.close());

const read = async (api: Api = admin) => (await api("GET", "/api/maintenance")).json() as MaintenanceAnswer;
const aircraftOf = async (registration: string): Promise<AircraftMaintenance> =>
  (await read()).aircraft.find((row) => row.registration === registration)!;
const lastRecord = async () => (await admin("GET", "/api/history?limit=1")).json().entries[0];

/** A booking of `registration` on these dates, `hours` expected each day. */
const fly = (registration: string, startDate: string, endDate: string, expectedHours: string) =>
  createBookingVia(
    admin,
    bookingPayload(f, { startDate, endDate, expectedHours, allocatedAircraftId: f.aircraft[registration]! }),
  );

describe("aircraft hours", () => {
  it("are entered as of a date and moved on by flown hours recorded after it, not before", async () => {
    const id = f.aircraft["G-LDNB"]!;
    const set = await admin("PUT", `/api/maintenance/aircraft/${id}/hours`, {
      hours: "1200",
      asOf: "2026-11-10",
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ aircraftId: id, hours: "1200.00", asOf: "2026-11-10" });

    const booking = await fly("G-LDNB", "2026-11-10", "2026-11-11", "2");
    for (const [date, actualHours] of [
      ["2026-11-10", "3"],
      ["2026-11-11", "2.5"],
    ] as const) {
      const version = (await admin("GET", `/api/bookings/${booking.id}`)).json().version;
      const recorded = await admin(
        "PATCH",
        `/api/bookings/${booking.id}/daily-details/${date}/actual-hours`,
        {
          actualHours,
          version,
        },
      );
      expect(recorded.statusCode, recorded.body).toBe(200);
    }
    // The 10th is in the hours entered as of its end; the 11th's flown hours move them on.
    expect((await aircraftOf("G-LDNB")).hours).toBe("1202.50");
  });

  it("a correction needs a reason, and is recorded with who and why", async () => {
    const id = f.aircraft["G-LDNB"]!;
    const refused = await admin("PUT", `/api/maintenance/aircraft/${id}/hours`, {
      hours: "1210",
      asOf: "2026-11-20",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^reason/);

    const corrected = await admin("PUT", `/api/maintenance/aircraft/${id}/hours`, {
      hours: "1210",
      asOf: "2026-11-20",
      reason: "Tech log audit",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await lastRecord()).toMatchObject({
      entity: "aircraft",
      entityId: id,
      label: "G-LDNB",
      user: { username: "admin" },
      changes: [
        { field: "Airframe hours", from: "1200.00 h as of 10/11/26", to: "1210.00 h as of 20/11/26" },
        { field: "Reason", from: null, to: "Tech log audit" },
      ],
    });
  });

  it("refuses bad input with a 4xx naming the field, and read-only users may read but not write", async () => {
    const id = f.aircraft["G-LDNB"]!;
    const bad = await admin("PUT", `/api/maintenance/aircraft/${id}/hours`, {
      hours: "12,5",
      asOf: "2026-11-20",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Hours must be written with a decimal point/);
    expect(
      (await admin("PUT", "/api/maintenance/aircraft/999999/hours", { hours: "1", asOf: "2026-11-20" }))
        .statusCode,
    ).toBe(404);

    expect((await viewer("GET", "/api/maintenance")).statusCode).toBe(200);
    const refused = await viewer("PUT", `/api/maintenance/aircraft/${id}/hours`, {
      hours: "1",
      asOf: "2026-11-20",
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("templates, items and completions", () => {
  let templateId: number;

  it("an item made from its type's template copies the template's rule", async () => {
    const template = await admin("POST", "/api/maintenance/templates", {
      aircraftTypeId: f.types.AW139,
      name: "100-hour inspection",
      intervalHours: "100",
      overrunHours: "10",
    });
    expect(template.statusCode, template.body).toBe(201);
    templateId = template.json().id;
    expect(template.json()).toMatchObject({ warningHours: "10.00", warningDays: 14, overrunHours: "10.00" });

    const missingDue = await admin("POST", "/api/maintenance/items", {
      aircraftId: f.aircraft["G-LDNB"],
      templateId,
    });
    expect(missingDue.statusCode).toBe(400);
    expect(missingDue.json().error).toMatch(/^dueHours/);

    const otherType = await admin("POST", "/api/maintenance/items", {
      aircraftId: f.aircraft["G-MCGA"],
      templateId,
      dueHours: "100",
    });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().error).toMatch(/^templateId/);

    const item = await admin("POST", "/api/maintenance/items", {
      aircraftId: f.aircraft["G-LDNB"],
      templateId,
      dueHours: "1230",
    });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json()).toMatchObject({ name: "100-hour inspection", intervalHours: "100.00", templateId });
    expect(await lastRecord()).toMatchObject({
      entity: "maintenance item",
      label: "G-LDNB: 100-hour inspection",
    });
  });

  it("projects the due date from planned flights, and shows amber within the margin", async () => {
    // 1210 as of 20 Nov, 20 h left to 1230; 6 h a day planned from the 3rd reach 1234 on the 6th, and
    // pass 1230 and the 10 h overrun on the 8th (1246).
    await fly("G-LDNB", "2026-12-03", "2026-12-08", "6");
    const [item] = (await aircraftOf("G-LDNB")).items;
    expect(item).toMatchObject({
      remainingHours: 20,
      projectedDate: "2026-12-06",
      projectedBeyondDate: "2026-12-08",
      dueBy: "2026-12-06",
      remainingDays: 5,
      state: "soon",
    });
    expect((await aircraftOf("G-LDNB")).plannedHours).toBe("36.00");
  });

  it("a dated item is overdue the day after its due date", async () => {
    const annual = await admin("POST", "/api/maintenance/items", {
      aircraftId: f.aircraft["G-LDNC"],
      name: "Annual inspection",
      intervalMonths: 12,
      dueDate: "2026-11-30",
    });
    expect(annual.statusCode, annual.body).toBe(201);
    const [item] = (await aircraftOf("G-LDNC")).items;
    expect(item).toMatchObject({ state: "overdue", remainingDays: -1, remainingHours: null });
  });

  it("recording it done starts the next interval, the overrun counting toward it, and keeps the history", async () => {
    const item = (await aircraftOf("G-LDNB")).items[0]!;
    const done = await admin("POST", `/api/maintenance/items/${item.id}/completions`, {
      doneHours: "1236.4",
      doneDate: "2026-12-07",
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ dueHours: "1230.00", nextDueHours: "1330.00", doneHours: "1236.40" });
    expect(await lastRecord()).toMatchObject({
      entity: "maintenance item",
      changes: [
        { field: "Done", to: "1236.40 h on 07/12/26" },
        { field: "Due hours", from: "1230.00 h", to: "1330.00 h" },
      ],
    });
    const list = await viewer("GET", `/api/maintenance/items/${item.id}/completions`);
    expect(list.json()).toHaveLength(1);
  });

  it("a template's change leaves the items made from it alone; its deletion keeps them", async () => {
    const changed = await admin("PUT", `/api/maintenance/templates/${templateId}`, {
      aircraftTypeId: f.types.AW139,
      name: "100-hour inspection",
      intervalHours: "110",
      overrunHours: "10",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await admin("DELETE", `/api/maintenance/templates/${templateId}`)).statusCode).toBe(200);
    const [item] = (await aircraftOf("G-LDNB")).items;
    expect(item).toMatchObject({ intervalHours: "100.00", templateId: null });
  });
});

describe("the next due point", () => {
  const hundredHour = { intervalHours: "100", intervalMonths: null, overrunHours: "10", dueHours: "1230" };

  it("counts from when it was done, or from the due hours when done in the overrun", () => {
    expect(nextDue(hundredHour, "1220", "2026-12-01").dueHours).toBe("1320.00");
    expect(nextDue(hundredHour, "1238", "2026-12-01").dueHours).toBe("1330.00");
    expect(nextDue({ ...hundredHour, overrunHours: "0" }, "1238", "2026-12-01").dueHours).toBe("1338.00");
  });

  it("moves a months interval on from the date done, to the month's last day where it is shorter", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-12-15", 12)).toBe("2027-12-15");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
  });
});

describe("'Save anyway' before a write takes an aircraft past an item", () => {
  const booking = (startDate: string, expectedHours: string, allocatedAircraftId: number | null) =>
    bookingPayload(f, { startDate, endDate: startDate, expectedHours, allocatedAircraftId });

  it("names the item and the figures on every booking write's preview, and only when it goes further past", async () => {
    const id = f.aircraft["G-LDNA"]!;
    await admin("PUT", `/api/maintenance/aircraft/${id}/hours`, { hours: "500", asOf: "2026-11-30" });
    const item = await admin("POST", "/api/maintenance/items", {
      aircraftId: id,
      name: "50-hour check",
      intervalHours: "50",
      dueHours: "520",
    });
    expect(item.statusCode, item.body).toBe(201);

    const within = await admin("POST", "/api/conflicts/preview-create", booking("2026-12-05", "10", id));
    expect(within.json().conflicts).toEqual([]);
    await createBookingVia(admin, booking("2026-12-05", "10", id));

    const past = await admin("POST", "/api/conflicts/preview-create", booking("2026-12-06", "15", id));
    expect(past.json().conflicts).toEqual([
      expect.objectContaining({
        kind: "maintenance",
        date: "2026-12-06",
        registration: "G-LDNA",
        summary: "G-LDNA past its 50-hour check on 06/12/26",
        detail: "50-hour check is due at 520.00 h; planned flights reach 525.00 h",
      }),
    ]);

    // An aircraft allocation that would do the same asks the same.
    const unallocated = await createBookingVia(admin, booking("2026-12-07", "15", null));
    const allocate = await admin("POST", `/api/conflicts/preview-allocated-aircraft/${unallocated.id}`, {
      allocatedAircraftId: id,
      version: unallocated.version,
    });
    expect(allocate.statusCode, allocate.body).toBe(200);
    expect(allocate.json().conflicts.map((c: { kind: string }) => c.kind)).toEqual(["maintenance"]);

    // Saved anyway; fewer hours on it later take it no further, so nobody is asked.
    const saved = await createBookingVia(admin, booking("2026-12-06", "15", id));
    const fewer = await admin("POST", `/api/conflicts/preview-expected-hours/${saved.id}/2026-12-06`, {
      expectedHours: "12",
      version: saved.version,
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().conflicts).toEqual([]);
  });
});

describe("the CSV import's dry run", () => {
  it("lists the items the file takes an aircraft past first among its clashes, with the file's rows", async () => {
    const id = f.aircraft["G-MCGB"]!;
    await admin("PUT", `/api/maintenance/aircraft/${id}/hours`, { hours: "700", asOf: "2026-11-30" });
    await admin("POST", "/api/maintenance/items", {
      aircraftId: id,
      name: "Gearbox check",
      intervalHours: "25",
      dueHours: "705",
    });
    const url = (await admin("POST", "/api/csv/upload-url")).json().uploadURL as string;
    await admin(
      "PUT",
      url,
      "Customer,Departure,Destination,Aircraft Type,Aircraft,Start Date,Expected Hours\n" +
        "Import Co,H1,H2,AW169,G-MCGB,2026-12-10,3\n" +
        "Import Co,H1,H2,AW169,G-MCGB,2026-12-11,4\n",
    );
    const dryRun = await admin("POST", "/api/csv/process", { csvUrl: url, dryRun: true });
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    expect(dryRun.json().clashes[0]).toEqual({
      kind: "maintenance",
      date: "2026-12-11",
      registration: "G-MCGB",
      aircraftType: "AW169",
      rows: [2],
      bookingIds: [],
      detail:
        "G-MCGB past its Gearbox check on 11/12/26: Gearbox check is due at 705.00 h; planned flights reach 707.00 h",
    });
  });
});
