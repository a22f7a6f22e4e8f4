import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conflict } from "../../shared/fleet.ts";
import { aircraft, bookingStatus } from "../db/schema.ts";
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
let cancelled: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  const [row] = await t.database.db
    .select()
    .from(bookingStatus)
    .where(eq(bookingStatus.statusText, "Cancelled"));
  cancelled = row!.id;
});
afterAll(() => t.close());

/** A one-day booking (or `endDate`) of `who` on `date`, its time and hours, on `registration` or none. */
async function flight(options: {
  date: string;
  endDate?: string;
  time?: string;
  hours?: string;
  registration?: string | null;
  type?: keyof Fixtures["types"];
  who?: keyof Fixtures["customers"];
}) {
  const { date, time = "TBC", hours = "0", registration = "G-LDNA", type = "AW139", who = "acme" } = options;
  const booking = await createBookingVia(
    admin,
    bookingPayload(f, {
      startDate: date,
      endDate: options.endDate ?? date,
      departureTime: time,
      expectedHours: hours,
      aircraftTypeId: f.types[type],
      customerId: f.customers[who],
      allocatedAircraftId: registration === null ? null : f.aircraft[registration],
    }),
  );
  return booking.id;
}

async function conflicts(from: string, to = from): Promise<Conflict[]> {
  const response = await viewer("GET", `/api/conflicts?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conflicts;
}

describe("GET /api/conflicts: time clashes on one aircraft", () => {
  it("names both flights, their windows with the 30-minute turnaround, the aircraft and its type", async () => {
    const first = await flight({ date: "2030-01-05", time: "0700", hours: "2.25" });
    const second = await flight({ date: "2030-01-05", time: "08:00", hours: "2", who: "zenith" });
    expect(await conflicts("2030-01-01", "2030-01-31")).toEqual([
      {
        kind: "time",
        date: "2030-01-05",
        aircraftId: f.aircraft["G-LDNA"],
        registration: "G-LDNA",
        aircraftTypeId: f.types.AW139,
        aircraftTypeTitle: "AW139",
        bookingIds: [first, second],
        detail: "G-LDNA: 0700-0945 Acme Offshore overlaps 0800-1030 Zenith Energy",
      },
    ]);
  });

  it("windows that only touch do not clash; one more minute does", async () => {
    await flight({ date: "2030-02-05", time: "0700", hours: "2" });
    await flight({ date: "2030-02-05", time: "0930", hours: "1" });
    expect(await conflicts("2030-02-05")).toEqual([]);
    await flight({ date: "2030-02-06", time: "0700", hours: "2" });
    await flight({ date: "2030-02-06", time: "0929", hours: "1" });
    expect((await conflicts("2030-02-06")).map((c) => c.kind)).toEqual(["time"]);
  });

  it("counts zero expected hours as one hour", async () => {
    await flight({ date: "2030-02-10", time: "0700" });
    await flight({ date: "2030-02-10", time: "0830" });
    expect(await conflicts("2030-02-10")).toEqual([]);
    await flight({ date: "2030-02-11", time: "0700" });
    const late = await flight({ date: "2030-02-11", time: "0829" });
    expect((await conflicts("2030-02-11"))[0]?.bookingIds).toContain(late);
  });

  it("reads times as the table orders them: 7.30, 16 and 0730 alike", async () => {
    await flight({ date: "2030-02-15", time: "7.30", hours: "1" });
    await flight({ date: "2030-02-15", time: "0800", hours: "1" });
    await flight({ date: "2030-02-15", time: "16", hours: "1", registration: "G-LDNB" });
    await flight({ date: "2030-02-15", time: "16:15", hours: "1", registration: "G-LDNB" });
    expect((await conflicts("2030-02-15")).map((c) => c.detail)).toEqual([
      "G-LDNA: 0730-0900 Acme Offshore overlaps 0800-0930 Acme Offshore",
      "G-LDNB: 1600-1730 Acme Offshore overlaps 1615-1745 Acme Offshore",
    ]);
  });

  it("a flight running past midnight clashes with the next date's early flight, dated that day", async () => {
    await flight({ date: "2030-03-01", time: "2300", hours: "2" });
    const early = await flight({ date: "2030-03-02", time: "0100", hours: "1" });
    await flight({ date: "2030-03-02", time: "0200", hours: "1", registration: "G-LDNB" });
    await flight({ date: "2030-03-01", time: "2200", hours: "1", registration: "G-LDNB" });
    const found = await conflicts("2030-03-01", "2030-03-02");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: "time", date: "2030-03-02" });
    expect(found[0]?.bookingIds).toContain(early);
    expect(found[0]?.detail).toBe("G-LDNA: 2300-0130 Acme Offshore overlaps 0100-0230 Acme Offshore");
    // Asked for the first date alone, the clash (dated the second) is not in the window.
    expect(await conflicts("2030-03-01")).toEqual([]);
  });

  it("a booking's own consecutive days never clash with each other", async () => {
    await flight({ date: "2030-03-10", endDate: "2030-03-12", time: "2330", hours: "3" });
    expect(await conflicts("2030-03-10", "2030-03-12")).toEqual([]);
  });

  it("follows the turnaround-gap setting", async () => {
    await flight({ date: "2030-03-20", time: "0700", hours: "1" });
    await flight({ date: "2030-03-20", time: "0815", hours: "1" });
    expect((await conflicts("2030-03-20")).map((c) => c.kind)).toEqual(["time"]);
    expect((await viewer("GET", "/api/fleet-settings")).json()).toEqual({ turnaroundMinutes: 30 });
    const set = await admin("PUT", "/api/fleet-settings", { turnaroundMinutes: 15 });
    expect(set.json()).toEqual({ turnaroundMinutes: 15 });
    try {
      expect(await conflicts("2030-03-20")).toEqual([]);
    } finally {
      await admin("PUT", "/api/fleet-settings", { turnaroundMinutes: 30 });
    }
    for (const [value, error] of [
      [-1, "Turnaround gap must be 0 minutes or more"],
      [12.5, "Turnaround gap must be a whole number of minutes"],
      [721, "Turnaround gap must be at most 720 minutes"],
      ["30", "Turnaround gap must be a whole number of minutes"],
    ] as const) {
      const refused = await admin("PUT", "/api/fleet-settings", { turnaroundMinutes: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error });
    }
    expect((await viewer("PUT", "/api/fleet-settings", { turnaroundMinutes: 0 })).statusCode).toBe(403);
  });
});

describe("GET /api/conflicts: possible clashes", () => {
  it("a time that cannot be read may clash with any flight of the aircraft that date", async () => {
    const tbc = await flight({ date: "2030-04-01", time: "TBC" });
    const timed = await flight({ date: "2030-04-01", time: "1500", hours: "1", who: "zenith" });
    await flight({ date: "2030-04-02", time: "0900", hours: "1" });
    expect(await conflicts("2030-04-01", "2030-04-02")).toEqual([
      expect.objectContaining({
        kind: "possible",
        date: "2030-04-01",
        bookingIds: [tbc, timed],
        detail: "G-LDNA: 1500-1630 Zenith Energy may overlap TBC Acme Offshore",
      }),
    ]);
  });

  it("a time marked TBC ('14:00/PAX TBC') makes an overlap possible rather than certain", async () => {
    await flight({ date: "2030-04-05", time: "14:00/PAX TBC", hours: "1" });
    await flight({ date: "2030-04-05", time: "1400", hours: "1" });
    await flight({ date: "2030-04-05", time: "18:00/PAX TBC", hours: "1", registration: "G-LDNB" });
    await flight({ date: "2030-04-05", time: "0900", hours: "1", registration: "G-LDNB" });
    expect((await conflicts("2030-04-05")).map((c) => [c.kind, c.registration])).toEqual([
      ["possible", "G-LDNA"],
    ]);
  });
});

describe("GET /api/conflicts: statuses", () => {
  it("a cancelled booking holds no aircraft; cancelling one clears its clash", async () => {
    const first = await flight({ date: "2030-05-01", time: "0900", hours: "1" });
    await flight({ date: "2030-05-01", time: "0930", hours: "1" });
    expect(await conflicts("2030-05-01")).toHaveLength(1);
    await admin("PATCH", `/api/bookings/${first}/status`, { statusId: cancelled });
    expect(await conflicts("2030-05-01")).toEqual([]);
  });

  it("any status an admin turns off holds no aircraft either", async () => {
    const [quote] = await t.database.db
      .insert(bookingStatus)
      .values({ statusText: "Quote", occupiesAircraft: false })
      .returning();
    const first = await flight({ date: "2030-05-03", time: "0900", hours: "1" });
    await flight({ date: "2030-05-03", time: "0930", hours: "1" });
    await admin("PATCH", `/api/bookings/${first}/status`, { statusId: quote!.id });
    expect(await conflicts("2030-05-03")).toEqual([]);
  });
});

describe("GET /api/conflicts: unavailable aircraft", () => {
  it("flags days inside the period, both ends included, and none outside it", async () => {
    const period = await admin("POST", "/api/aircraft-unavailability", {
      aircraftId: f.aircraft["G-LDNC"],
      startDate: "2030-06-10",
      endDate: "2030-06-12",
      reason: "50 h check",
    });
    expect(period.statusCode, period.body).toBe(201);
    const booking = await flight({
      date: "2030-06-09",
      endDate: "2030-06-13",
      time: "0900",
      hours: "1",
      registration: "G-LDNC",
    });
    const found = await conflicts("2030-06-01", "2030-06-30");
    expect(found.filter((c) => c.kind === "unavailable").map((c) => c.date)).toEqual([
      "2030-06-10",
      "2030-06-11",
      "2030-06-12",
    ]);
    expect(found[0]).toMatchObject({
      registration: "G-LDNC",
      bookingIds: [booking],
      detail: "G-LDNC: Acme Offshore booked while unavailable (50 h check, 10/06/30-12/06/30)",
    });
  });
});

describe("GET /api/conflicts: type over capacity", () => {
  it("more overlapping EC135 flights than EC135s warns on the type, allocated or not", async () => {
    const ids = [
      await flight({ date: "2030-07-01", time: "0900", hours: "2", type: "EC135", registration: null }),
      await flight({ date: "2030-07-01", time: "1000", hours: "2", type: "EC135", registration: "G-NHVA" }),
      await flight({ date: "2030-07-01", time: "1030", hours: "1", type: "EC135", registration: null }),
    ];
    // A later flight that overlaps none of them is not part of it.
    await flight({ date: "2030-07-01", time: "1600", hours: "1", type: "EC135", registration: null });
    expect(await conflicts("2030-07-01")).toEqual([
      {
        kind: "capacity",
        date: "2030-07-01",
        aircraftId: null,
        registration: null,
        aircraftTypeId: f.types.EC135,
        aircraftTypeTitle: "EC135",
        bookingIds: ids,
        detail:
          "EC135: 3 bookings at once (Acme Offshore, Acme Offshore, Acme Offshore) but 2 aircraft available",
      },
    ]);
  });

  it("counts the bookings it lists: two peaks of three on a day name all six, and the peak apart", async () => {
    const ids = [];
    for (const time of ["0800", "0800", "0815", "1400", "1400", "1410"])
      ids.push(await flight({ date: "2030-07-03", time, hours: "0.5", type: "EC135", registration: null }));
    const [capacity] = await conflicts("2030-07-03");
    expect(capacity?.bookingIds).toEqual(ids);
    expect(capacity?.detail).toBe(
      `EC135: 6 bookings (${Array(6).fill("Acme Offshore").join(", ")}), up to 3 at once, but 2 aircraft available`,
    );
  });

  it("two flights at once with one of two EC135s unavailable, or retired, are over capacity", async () => {
    await flight({ date: "2030-07-10", time: "0900", hours: "1", type: "EC135", registration: null });
    await flight({ date: "2030-07-10", time: "0900", hours: "1", type: "EC135", registration: null });
    expect(await conflicts("2030-07-10")).toEqual([]);
    const period = await admin("POST", "/api/aircraft-unavailability", {
      aircraftId: f.aircraft["G-NHVB"],
      startDate: "2030-07-10",
      endDate: "2030-07-10",
      reason: "AOG: tail rotor gearbox",
    });
    expect((await conflicts("2030-07-10")).map((c) => c.kind)).toEqual(["capacity"]);
    await admin("DELETE", `/api/aircraft-unavailability/${period.json().id}`);
    expect(await conflicts("2030-07-10")).toEqual([]);
    await t.database.db.update(aircraft).set({ retired: true }).where(eq(aircraft.id, f.aircraft["G-NHVB"]!));
    try {
      expect((await conflicts("2030-07-10")).map((c) => c.kind)).toEqual(["capacity"]);
    } finally {
      await t.database.db
        .update(aircraft)
        .set({ retired: false })
        .where(eq(aircraft.id, f.aircraft["G-NHVB"]!));
    }
  });
});

describe("GET /api/conflicts: its window", () => {
  it.each([
    ["", "The from date is required; The to date is required"],
    ["from=2030-01-01", "The to date is required"],
    ["from=2030-01-02&to=2030-01-01", "The from date must be on or before the to date"],
    ["from=2030-02-30&to=2030-03-01", "from: must be a date in the form yyyy-mm-dd"],
    ["from=2030-01-01&to=2032-01-01", "A window may span at most 400 days; ask for a shorter from-to range"],
  ])("?%s is refused with 400: %s", async (query, error) => {
    const response = await viewer("GET", `/api/conflicts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it("needs a session", async () => {
    const response = await apiAs(t, undefined)("GET", "/api/conflicts?from=2030-01-01&to=2030-01-01");
    expect(response.statusCode).toBe(401);
  });
});

describe("booking writes answer the conflicts they now take part in", () => {
  it("create, allocate, time, hours, type, status and edit each answer the booking and its conflicts", async () => {
    const first = await flight({ date: "2030-08-01", time: "0900", hours: "1", registration: "G-LDNB" });
    const created = await admin(
      "POST",
      "/api/bookings",
      bookingPayload(f, {
        startDate: "2030-08-01",
        endDate: "2030-08-01",
        departureTime: "0930",
        expectedHours: "1",
        customerId: f.customers.zenith,
      }),
    );
    expect(created.statusCode).toBe(201);
    const second = created.json().id as number;
    expect(created.json()).toMatchObject({ id: second, allocatedAircraft: null, conflicts: [] });

    const allocated = await admin("PATCH", `/api/bookings/${second}/allocated-aircraft`, {
      allocatedAircraftId: f.aircraft["G-LDNB"],
    });
    expect(allocated.json()).toMatchObject({ allocatedAircraft: { registration: "G-LDNB" } });
    expect(allocated.json().conflicts).toEqual([
      expect.objectContaining({
        kind: "time",
        bookingIds: [first, second],
        detail: "G-LDNB: 0900-1030 Acme Offshore overlaps 0930-1100 Zenith Energy",
      }),
    ]);

    const day = `/api/bookings/${second}/daily-details/2030-08-01`;
    const later = await admin("PATCH", `${day}/departure-time`, { departureTime: "1030" });
    expect(later.json()).toMatchObject({ dailyDetails: [{ departureTime: "1030" }], conflicts: [] });
    const longer = await admin("PATCH", `/api/bookings/${first}/daily-details/2030-08-01/expected-hours`, {
      expectedHours: "1.5",
    });
    expect(longer.json().conflicts.map((c: Conflict) => c.kind)).toEqual(["time"]);
    const tbc = await admin("PATCH", `${day}/departure-time`, { departureTime: "TBC" });
    expect(tbc.json().conflicts.map((c: Conflict) => c.kind)).toEqual(["possible"]);
    const off = await admin("PATCH", `/api/bookings/${second}/status`, { statusId: cancelled });
    expect(off.json().conflicts).toEqual([]);
    const on = await admin("PATCH", `/api/bookings/${second}/status`, { statusId: f.statuses.confirmed });
    expect(on.json().conflicts).toHaveLength(1);

    // A new type drops the allocation (another type's aircraft), and with it the clash.
    const retyped = await admin("PATCH", `/api/bookings/${second}/aircraft-type`, {
      aircraftTypeId: f.types.EC135,
    });
    expect(retyped.json()).toMatchObject({ allocatedAircraftId: null, conflicts: [] });
    const edited = await admin("PUT", `/api/bookings/${first}`, {
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      startDate: "2030-08-01",
      endDate: "2030-08-02",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().conflicts).toEqual([]);
    // A delete answers the booking as it was (product §7).
    const deleted = await admin("DELETE", `/api/bookings/${first}`);
    expect(deleted.json().conflicts).toBeUndefined();
  });
});

describe("previewing a save ('Save anyway')", () => {
  it("answers what a create or an edit would clash with, and writes nothing", async () => {
    const held = await flight({ date: "2030-09-01", time: "0900", hours: "2" });
    const payload = bookingPayload(f, {
      startDate: "2030-09-01",
      endDate: "2030-09-01",
      departureTime: "1000",
      expectedHours: "1",
      customerId: f.customers.zenith,
      allocatedAircraftId: f.aircraft["G-LDNA"],
    });
    const before = (await viewer("GET", "/api/bookings?from=2030-09-01&to=2030-09-30")).json();
    const preview = await admin("POST", "/api/conflicts/preview-create", payload);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().conflicts.map((c: Conflict) => c.detail)).toEqual([
      "G-LDNA: 0900-1130 Acme Offshore overlaps 1000-1130 Zenith Energy",
    ]);
    expect((await viewer("GET", "/api/bookings?from=2030-09-01&to=2030-09-30")).json()).toEqual(before);

    const other = await flight({ date: "2030-09-03", time: "0900", hours: "2" });
    const withOther = (await viewer("GET", "/api/bookings?from=2030-09-01&to=2030-09-30")).json();
    const edit = {
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      startDate: "2030-09-01",
      endDate: "2030-09-03",
    };
    const edited = await admin("POST", `/api/conflicts/preview-edit/${other}`, edit);
    expect(edited.json().conflicts).toEqual([
      // The days the edit adds take the default time, TBC.
      expect.objectContaining({ kind: "possible", date: "2030-09-01", bookingIds: [held, other] }),
    ]);
    expect((await viewer("GET", "/api/bookings?from=2030-09-01&to=2030-09-30")).json()).toEqual(withOther);
  });

  it("previews a restore: an aircraft taken since the delete is a clash the restore would add, nothing restored (docs/decisions/042)", async () => {
    const deleted = await flight({ date: "2030-10-01", time: "0900", hours: "2" });
    expect((await admin("DELETE", `/api/bookings/${deleted}`)).statusCode).toBe(200);
    const preview = async () => (await admin("POST", `/api/conflicts/preview-restore/${deleted}`)).json();
    expect((await preview()).conflicts).toEqual([]);

    await flight({ date: "2030-10-01", time: "1000", hours: "1", who: "zenith" });
    const before = (await viewer("GET", "/api/bookings?from=2030-10-01&to=2030-10-31")).json();
    expect((await preview()).conflicts.map((c: Conflict) => c.detail)).toEqual([
      "G-LDNA: 0900-1130 Acme Offshore overlaps 1000-1130 Zenith Energy",
    ]);
    // Nothing restored by the preview: the restore itself still works once.
    expect((await viewer("GET", "/api/bookings?from=2030-10-01&to=2030-10-31")).json()).toEqual(before);
    expect((await admin("POST", `/api/bookings/${deleted}/restore`)).statusCode).toBe(200);
    expect((await admin("POST", `/api/conflicts/preview-restore/${deleted}`)).statusCode).toBe(409);
  });

  it("refuses what the save would refuse, with the same 4xx", async () => {
    const response = await admin(
      "POST",
      "/api/conflicts/preview-create",
      bookingPayload(f, { customerId: 0 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Please select a customer" });
    const missing = await admin("POST", "/api/conflicts/preview-edit/999999", {
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      startDate: "2030-09-01",
      endDate: "2030-09-01",
    });
    expect(missing.statusCode).toBe(404);
  });
});
