import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import ical from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aircraft, bookingStatus, dailyDetails, fleetSettings } from "../db/schema.ts";
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
let registration: string;
let aircraftId: number;
let cancelledId: number;
let timed: number;
let october: number;
let tbc: number;

const REMARKS = "Fuel, then; wait\\here\nsecond line";
const LONG_REMARKS = `Crew change at the rig — ${"long remark words ".repeat(12)}end`;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: "https://ops.example.com" } });
  // The feed's window runs from the operator's today: 1 March 2026, so both of 2026's clock changes are in it.
  t.clock.now = new Date("2026-03-01T12:00:00Z");
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  const fleet = await t.database.db.select().from(aircraft);
  const aw139 = fleet.find((a) => a.aircraftTypeId === f.types.AW139)!;
  registration = aw139.registration;
  aircraftId = aw139.id;
  const statuses = await t.database.db.select().from(bookingStatus);
  cancelledId = statuses.find((s) => s.statusText === "Cancelled")!.id;
  expect((await admin("PUT", "/api/operator-time-zone", { timeZone: "Europe/London" })).statusCode).toBe(200);
  // The last Saturday and Sunday of March 2026 (clocks go forward on the Sunday) and of October.
  timed = (
    await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2026-03-28",
        endDate: "2026-03-29",
        allocatedAircraftId: aircraftId,
        departureTime: "09:30",
        expectedHours: "2.5",
        departureId: f.locations.port,
      }),
    )
  ).id;
  october = (
    await createBookingVia(
      admin,
      bookingPayload(f, {
        startDate: "2026-10-24",
        endDate: "2026-10-25",
        allocatedAircraftId: aircraftId,
        departureTime: "0930",
        departureId: f.locations.port,
      }),
    )
  ).id;
  tbc = (
    await createBookingVia(
      admin,
      bookingPayload(f, {
        customerId: f.customers.zenith,
        aircraftTypeId: f.types.AW169,
        startDate: "2026-04-10",
        endDate: "2026-04-11",
        departureTime: "after the fog lifts",
        remarks: REMARKS,
      }),
    )
  ).id;
  await admin("PATCH", `/api/bookings/${tbc}/daily-details/2026-04-11/remarks`, { remarks: LONG_REMARKS });
  await admin("PATCH", `/api/bookings/${tbc}/daily-details/2026-04-11/status`, { statusId: cancelledId });
  // Outside the window: 31 days before today.
  await createBookingVia(admin, bookingPayload(f, { startDate: "2026-01-29", endDate: "2026-01-29" }));
});
afterAll(() => t.close());

async function makeFeed(body: object): Promise<string> {
  const response = await admin("POST", "/api/calendar-feeds", { includeCancelled: true, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().path;
}

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: path, headers });
}

interface Parsed {
  uid: string;
  summary: string;
  description: string;
  status: string;
  sequence: number;
  /** Wall-clock start in the event's zone, `2026-03-28T09:30`, or the date of an all-day event. */
  local: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

/** The feed read by ical.js, each event in the feed's own VTIMEZONE. */
function withIcalJs(text: string): Parsed[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      status: String(component.getFirstPropertyValue("status")),
      sequence: event.sequence,
      local: start.isDate ? start.toString() : start.toString().slice(0, 16),
      start: start.toJSDate(),
      end: event.endDate.toJSDate(),
      allDay: start.isDate,
    };
  });
}

/** The same feed read by node-ical. */
function withNodeIcal(text: string) {
  return Object.values(ical.sync.parseICS(text))
    .filter((item) => item?.type === "VEVENT")
    .map((item) => item as ical.VEvent);
}

describe("calendar feeds", () => {
  it("answers the whole schedule as RFC 5545 that two parsers read alike, 09:30 local across both clock changes", async () => {
    const path = await makeFeed({ name: "Everything", scope: "all" });
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await fetchFeed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = response.body;
    // CRLF endings only, every line at most 75 octets.
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/London");

    const events = withIcalJs(text);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(events).toHaveLength(6);
    const atHalfNine = [
      [timed, "2026-03-28", "2026-03-28T09:30:00.000Z"],
      [timed, "2026-03-29", "2026-03-29T08:30:00.000Z"],
      [october, "2026-10-24", "2026-10-24T08:30:00.000Z"],
      [october, "2026-10-25", "2026-10-25T09:30:00.000Z"],
    ] as const;
    const nodeEvents = withNodeIcal(text);
    for (const [booking, date, instant] of atHalfNine) {
      const uid = `booking-${booking}-${date}@charter-scheduler`;
      const event = byUid.get(uid)!;
      expect(event.local).toBe(`${date}T09:30`);
      expect(event.start.toISOString()).toBe(instant);
      const other = nodeEvents.find((e) => e.uid === uid)!;
      expect(other.start!.toISOString()).toBe(instant);
      expect((other.start as { tz?: string }).tz).toBe("Europe/London");
    }
    // 2.5 expected hours; 1 hour when none (the October booking has 0).
    const march = byUid.get(`booking-${timed}-2026-03-28@charter-scheduler`)!;
    expect(march.end.toISOString()).toBe("2026-03-28T12:00:00.000Z");
    expect(byUid.get(`booking-${october}-2026-10-25@charter-scheduler`)!.end.toISOString()).toBe(
      "2026-10-25T10:30:00.000Z",
    );
    expect(march.summary).toBe(`AW139 ${registration} · Acme Offshore · EGNJ Humberside → Leman Alpha`);
    expect(march.description).toBe(
      [
        "Status: Pending",
        "Departure: 09:30",
        "Expected hours: 2.50",
        "Remarks: --",
        `Booking ${timed}`,
        `https://ops.example.com/?booking=${timed}`,
      ].join("\n"),
    );
    // Pending is not firm: a calendar shows it as tentative (docs/decisions/042).
    expect(march.status).toBe("TENTATIVE");
  });

  it("makes a free-text time an all-day 'time TBC' event, escapes and folds remarks, marks a cancelled day", async () => {
    const text = (
      await fetchFeed(await makeFeed({ name: "Zenith", scope: "customer", scopeId: f.customers.zenith }))
    ).body;
    const events = withIcalJs(text);
    expect(events.map((e) => e.uid)).toEqual([
      `booking-${tbc}-2026-04-10@charter-scheduler`,
      `booking-${tbc}-2026-04-11@charter-scheduler`,
    ]);
    const [first, second] = events;
    expect(first!.allDay).toBe(true);
    expect(first!.local).toBe("2026-04-10");
    expect(first!.summary).toBe("AW169 · Zenith Energy · EGNH Blackpool → Leman Alpha · time TBC");
    expect(first!.description).toContain(`Remarks: ${REMARKS}\n`);
    expect(text).toContain("Fuel\\, then\\; wait\\\\here\\nsecond line");
    expect(second!.description).toContain(`Remarks: ${LONG_REMARKS}\n`);
    expect(text).toMatch(/\r\n /);
    expect(second!.status).toBe("CANCELLED");

    const nodeEvents = withNodeIcal(text);
    expect(nodeEvents.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(nodeEvents[0]!.datetype).toBe("date");
    expect(nodeEvents[0]!.description).toContain(`Remarks: ${REMARKS}\n`);
    expect(nodeEvents[1]!.description).toContain(LONG_REMARKS);
    expect(nodeEvents[1]!.status).toBe("CANCELLED");
  });

  it("marks a Confirmed or Completed day CONFIRMED and a Pending or Provisional one TENTATIVE (docs/decisions/042)", async () => {
    const statuses = await t.database.db.select().from(bookingStatus);
    const statusId = (text: string) => statuses.find((s) => s.statusText === text)!.id;
    // A customer of its own, so the other tests' feeds do not list these days.
    const customerId = (
      await admin("POST", "/api/customers", { name: "Status Air", color: "#123456" })
    ).json().id;
    const made: Record<string, number> = {};
    for (const [index, text] of ["Pending", "Provisional", "Confirmed", "Completed"].entries()) {
      const date = `2026-06-0${index + 1}`;
      const { id } = await createBookingVia(
        admin,
        bookingPayload(f, {
          startDate: date,
          endDate: date,
          customerId,
          bookingStatusId: statusId(text),
        }),
      );
      made[text] = id;
    }
    const text = (
      await fetchFeed(await makeFeed({ name: "Statuses", scope: "customer", scopeId: customerId }))
    ).body;
    const byUid = new Map(withIcalJs(text).map((event) => [event.uid, event.status]));
    const statusOf = (name: string, day: number) =>
      byUid.get(`booking-${made[name]}-2026-06-0${day}@charter-scheduler`);
    expect([
      statusOf("Pending", 1),
      statusOf("Provisional", 2),
      statusOf("Confirmed", 3),
      statusOf("Completed", 4),
    ]).toEqual(["TENTATIVE", "TENTATIVE", "CONFIRMED", "CONFIRMED"]);
  });

  it("leaves cancelled days out of a feed made without them", async () => {
    const path = await makeFeed({
      name: "Zenith flying",
      scope: "customer",
      scopeId: f.customers.zenith,
      includeCancelled: false,
    });
    const events = withNodeIcal((await fetchFeed(path)).body);
    expect(events.map((e) => e.uid)).toEqual([`booking-${tbc}-2026-04-10@charter-scheduler`]);
  });

  it("a scoped feed holds its scope's days and nothing else", async () => {
    const byAircraft = withIcalJs(
      (await fetchFeed(await makeFeed({ name: "Tail", scope: "aircraft", scopeId: aircraftId }))).body,
    );
    expect(byAircraft.map((e) => e.summary.split(" · ")[0])).toEqual(Array(4).fill(`AW139 ${registration}`));
    const byType = (
      await fetchFeed(await makeFeed({ name: "AW169s", scope: "aircraft type", scopeId: f.types.AW169 }))
    ).body;
    expect(withNodeIcal(byType).map((e) => e.uid)).toEqual([
      `booking-${tbc}-2026-04-10@charter-scheduler`,
      `booking-${tbc}-2026-04-11@charter-scheduler`,
    ]);
    expect(byType).not.toContain("Acme");
    expect(byType).not.toContain(registration);
  });

  it("keeps a day's UID and moves its SEQUENCE and LAST-MODIFIED when it changes; answers 304 until then", async () => {
    const path = await makeFeed({ name: "Tail again", scope: "aircraft", scopeId: aircraftId });
    // LAST-MODIFIED counts whole seconds: set the days' back an hour so the edit below moves it visibly.
    await t.database.db
      .update(dailyDetails)
      .set({ modifiedAt: sql`now() - interval '1 hour'` })
      .where(eq(dailyDetails.bookingId, timed));
    const before = await fetchFeed(path);
    const etag = String(before.headers.etag);
    expect((await fetchFeed(path, { "if-none-match": etag })).statusCode).toBe(304);

    await admin("PATCH", `/api/bookings/${timed}/daily-details/2026-03-29/remarks`, {
      remarks: "Rotor brake check",
    });
    const after = await fetchFeed(path, { "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    const old = new Map(withIcalJs(before.body).map((e) => [e.uid, e]));
    const changed = withIcalJs(after.body);
    expect(changed.map((e) => e.uid)).toEqual([...old.keys()]);
    for (const event of changed) {
      const was = old.get(event.uid)!;
      if (event.uid.endsWith("2026-03-29@charter-scheduler")) {
        expect(event.sequence).toBe(was.sequence + 1);
        expect(event.description).toContain("Remarks: Rotor brake check");
      } else expect(event.sequence).toBe(was.sequence);
    }
    const lastModified = (text: string, date: string) =>
      new RegExp(
        `UID:booking-${timed}-${date}@charter-scheduler\\r\\nDTSTAMP:\\w+\\r\\nLAST-MODIFIED:(\\w+)`,
      ).exec(text)![1];
    expect(lastModified(after.body, "2026-03-29")! > lastModified(before.body, "2026-03-29")!).toBe(true);
    expect(lastModified(after.body, "2026-03-28")).toBe(lastModified(before.body, "2026-03-28"));
  });

  it("writes one event per leg of a day of several, its UID the leg's, kept through edits and reorders; a one-leg day keeps the day's UID", async () => {
    const customerId = (await admin("POST", "/api/customers", { name: "Legs Air", color: "#123456" })).json()
      .id;
    const { base, rig, port } = f.locations;
    const created = await createBookingVia(
      admin,
      bookingPayload(f, {
        customerId,
        startDate: "2026-07-01",
        endDate: "2026-07-02",
        allocatedAircraftId: aircraftId,
        departureId: port,
        destinationId: port,
        remarks: "Crew change",
        legs: [
          { departureTime: "08:00", fromId: port, toId: rig, expectedHours: "0.75", passengers: 12 },
          { departureTime: "09:15", fromId: rig, toId: base, expectedHours: "0.5" },
          { departureTime: "TBC", fromId: base, toId: port, expectedHours: "1", positioning: true },
        ],
      }),
    );
    const path = await makeFeed({ name: "Legs", scope: "customer", scopeId: customerId });
    const [first, second] = created.dailyDetails;
    const uids = (day: typeof first) => day!.legs.map((leg) => `leg-${leg.id}@charter-scheduler`);
    const events = withIcalJs((await fetchFeed(path)).body);
    expect(events.map((e) => e.uid)).toEqual([...uids(first), ...uids(second)]);
    const [out, across, home] = events;
    expect(out!.local).toBe("2026-07-01T08:00");
    // 45 minutes at 08:00 BST.
    expect([out!.start.toISOString(), out!.end.toISOString()]).toEqual([
      "2026-07-01T07:00:00.000Z",
      "2026-07-01T07:45:00.000Z",
    ]);
    expect(out!.summary).toBe(
      `AW139 ${registration} · Legs Air · Leg 1 of 3 · EGNJ Humberside → Leman Alpha`,
    );
    expect(out!.description).toBe(
      [
        "Status: Pending",
        "Leg 1 of 3",
        "Departure: 08:00",
        "Expected hours: 0.75",
        "Passengers: 12",
        "Remarks: Crew change",
        `Booking ${created.id}`,
        `https://ops.example.com/?booking=${created.id}`,
      ].join("\n"),
    );
    expect(across!.local).toBe("2026-07-01T09:15");
    expect(across!.summary).toContain("Leg 2 of 3 · Leman Alpha → EGNH Blackpool");
    // A leg whose time is TBC is an all-day event of its own; a positioning leg says so.
    expect(home!.allDay).toBe(true);
    expect(home!.summary).toBe(
      `AW139 ${registration} · Legs Air · Leg 3 of 3 · EGNH Blackpool → EGNJ Humberside · positioning · time TBC`,
    );
    expect(home!.description).toContain("Positioning: flown empty\n");
    expect(withNodeIcal((await fetchFeed(path)).body).map((e) => e.uid)).toEqual(events.map((e) => e.uid));

    // The first day's legs reordered and one retimed: each event keeps its UID and moves to its new time.
    const [a, b, c] = first!.legs;
    const reordered = await admin("PUT", `/api/bookings/${created.id}/daily-details/2026-07-01/legs`, {
      legs: [{ ...b!, departureTime: "07:30" }, { ...a!, departureTime: "10:00" }, { ...c! }],
      version: created.version,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = new Map(withIcalJs((await fetchFeed(path)).body).map((e) => [e.uid, e]));
    expect([...after.keys()].sort()).toEqual([...uids(first), ...uids(second)].sort());
    expect(after.get(`leg-${a!.id}@charter-scheduler`)).toMatchObject({ local: "2026-07-01T10:00" });
    expect(after.get(`leg-${a!.id}@charter-scheduler`)!.summary).toContain("Leg 2 of 3");
    expect(after.get(`leg-${b!.id}@charter-scheduler`)).toMatchObject({ local: "2026-07-01T07:30" });
    expect(after.get(`leg-${a!.id}@charter-scheduler`)!.sequence).toBeGreaterThan(out!.sequence);

    // Down to one leg, the second day is one event again, under the day's UID as before legs.
    const version = reordered.json().version;
    const one = await admin("PUT", `/api/bookings/${created.id}/daily-details/2026-07-02/legs`, {
      legs: [second!.legs[0]],
      version,
    });
    expect(one.statusCode, one.body).toBe(200);
    const last = withIcalJs((await fetchFeed(path)).body).filter((e) => e.local.startsWith("2026-07-02"));
    expect(last.map((e) => [e.uid, e.summary])).toEqual([
      [
        `booking-${created.id}-2026-07-02@charter-scheduler`,
        `AW139 ${registration} · Legs Air · EGNJ Humberside → Leman Alpha`,
      ],
    ]);
    expect(last[0]!.description).toContain("Passengers: 12\n");
    // Its one leg moved to leave from elsewhere: the event's route says where from.
    const moved = await admin("PUT", `/api/bookings/${created.id}/daily-details/2026-07-02/legs`, {
      legs: [{ ...second!.legs[0]!, fromId: base, positioning: true }],
      version: one.json().version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [again] = withIcalJs((await fetchFeed(path)).body).filter((e) => e.local.startsWith("2026-07-02"));
    expect([again!.uid, again!.summary]).toEqual([
      `booking-${created.id}-2026-07-02@charter-scheduler`,
      `AW139 ${registration} · Legs Air · EGNH Blackpool → Leman Alpha · positioning`,
    ]);
  });

  it("answers 404 once revoked, and to a made-up token, without a session either way", async () => {
    const path = await makeFeed({ name: "Short-lived", scope: "all" });
    expect((await fetchFeed(path)).statusCode).toBe(200);
    const [feed] = (await admin("GET", "/api/calendar-feeds"))
      .json()
      .filter((x: { name: string }) => x.name === "Short-lived");
    expect(feed).toMatchObject({ scope: "all", scopeLabel: "Whole schedule", createdBy: "Administrator" });
    expect(JSON.stringify(feed)).not.toContain(path.slice(10, 53));
    expect((await admin("DELETE", `/api/calendar-feeds/${feed.id}`)).statusCode).toBe(200);
    expect((await fetchFeed(path)).statusCode).toBe(404);
    expect((await fetchFeed(`/calendar/${"A".repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it("is made, listed and revoked by editors only", async () => {
    expect((await viewer("GET", "/api/calendar-feeds")).statusCode).toBe(403);
    expect(
      (await viewer("POST", "/api/calendar-feeds", { name: "x", scope: "all", includeCancelled: true }))
        .statusCode,
    ).toBe(403);
    const missing = await admin("POST", "/api/calendar-feeds", {
      name: "x",
      scope: "customer",
      includeCancelled: true,
    });
    expect(missing.statusCode).toBe(400);
    const gone = await admin("POST", "/api/calendar-feeds", {
      name: "x",
      scope: "customer",
      scopeId: 999_999,
      includeCancelled: true,
    });
    expect(gone.json()).toEqual({ error: "That customer does not exist" });
  });

  it("checks the operator's zone against the runtime's list", async () => {
    const response = await admin("PUT", "/api/operator-time-zone", { timeZone: "Europe/Atlantis" });
    expect(response.statusCode).toBe(400);
    expect((await viewer("GET", "/api/operator-time-zone")).json()).toEqual({
      timeZone: "Europe/London",
      source: "settings",
    });
  });

  it("saves and answers the zone as Intl spells it, not as typed, and so do the feeds (docs/decisions/046)", async () => {
    const saved = await admin("PUT", "/api/operator-time-zone", { timeZone: " europe/LONDON " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ timeZone: "Europe/London" });
    const [row] = await t.database.db.select().from(fleetSettings);
    expect(row?.timeZone).toBe("Europe/London");
    expect((await viewer("GET", "/api/operator-time-zone")).json()).toEqual({
      timeZone: "Europe/London",
      source: "settings",
    });
    const path = await makeFeed({ name: "Spelt", scope: "all" });
    const feed = (await fetchFeed(path)).body;
    expect(feed).toContain("X-WR-TIMEZONE:Europe/London\r\n");
    expect(feed).toContain("TZID:Europe/London\r\n");

    // A zone saved as typed before this was fixed reads as Intl spells it too.
    await t.database.db.update(fleetSettings).set({ timeZone: "europe/london" });
    expect((await viewer("GET", "/api/operator-time-zone")).json().timeZone).toBe("Europe/London");
    const old = (await fetchFeed(path)).body;
    expect(old).toContain("X-WR-TIMEZONE:Europe/London\r\n");
    expect(old).not.toMatch(/europe\/london/);
    await t.database.db.update(fleetSettings).set({ timeZone: "Europe/London" });
  });
});
