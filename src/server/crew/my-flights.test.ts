import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import type { CrewMember } from "../../shared/crew.ts";
import type { MyFlights } from "../../shared/my-flights.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let viewer: Api;
let pilot: Api;
let hughes: CrewMember;
let patel: CrewMember;

const member = async (body: Record<string, unknown>) => {
  const response = await admin("POST", "/api/crew", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CrewMember;
};

const crewed = (captainId: number | null, firstOfficerId: number | null = null) => ({
  captainId,
  firstOfficerId,
  otherIds: [],
});

/** A one-day booking on `date` whose one leg departs at `time` with this crew. */
async function flight(date: string, time: string, hours: string, crew: ReturnType<typeof crewed>) {
  const booking = await createBookingVia(
    admin,
    bookingPayload(f, { startDate: date, endDate: date, departureTime: time, expectedHours: hours }),
  );
  const leg = booking.dailyDetails[0]!.legs[0]!;
  const saved = await admin("PUT", `/api/bookings/${booking.id}/daily-details/${date}/legs`, {
    legs: [{ ...leg, crew }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json() as Booking;
}

beforeAll(async () => {
  // The operator's zone fixed (none set: the server's), so the local times below do not move.
  process.env.TZ = "UTC";
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  const account = await admin("POST", "/api/users", {
    username: "my-flights-pilot",
    name: "Hughes",
    canEdit: false,
    canManageUsers: false,
    password: TEST_PASSWORD,
  });
  expect(account.statusCode, account.body).toBe(201);
  pilot = apiAs(t, await t.login("my-flights-pilot"));
  hughes = await member({
    name: "Hughes",
    role: "captain",
    ratedTypeIds: [f.types.AW139],
    userId: account.json().id,
  });
  patel = await member({ name: "Patel", role: "captain", ratedTypeIds: [f.types.AW139] });
});
afterAll(() => t.close());

describe("GET /api/crew/me", () => {
  it("answers the member linked to the signed-in user, 404 with a clear message when none, 401 signed out", async () => {
    const mine = await pilot("GET", "/api/crew/me");
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: hughes.id, name: "Hughes" });
    const none = await viewer("GET", "/api/crew/me");
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatch(/not linked to a crew member/);
    expect((await apiAs(t, undefined)("GET", "/api/crew/me")).statusCode).toBe(401);
  });
});

describe("GET /api/crew/me/flights", () => {
  it("lists only that member's legs, with their seat, and report and off-duty times across midnight", async () => {
    // Hughes captains a 23:30 flight of 1.5 h: report 22:45, landing 01:00 the next day, off duty 01:15.
    const late = await flight("2029-05-10", "2330", "1.5", crewed(hughes.id, patel.id));
    // Patel alone: not Hughes's.
    await flight("2029-05-11", "0900", "1", crewed(patel.id));
    // Hughes as first officer under Patel, two days on.
    const second = await flight("2029-05-12", "0800", "2", crewed(patel.id, hughes.id));

    const response = await pilot("GET", "/api/crew/me/flights?from=2029-05-10&to=2029-05-12");
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as MyFlights;
    expect(answer.crewMemberId).toBe(hughes.id);
    expect(answer.unplaced).toEqual([]);
    expect(answer.duties).toHaveLength(2);
    const [night, morning] = answer.duties;
    expect(night!.report).toMatchObject({ date: "2029-05-10", time: "22:45" });
    expect(night!.lastLanding).toMatchObject({ date: "2029-05-11", time: "01:00" });
    expect(night!.offDuty).toMatchObject({ date: "2029-05-11", time: "01:15" });
    expect(night!.legs.map((leg) => [leg.bookingId, leg.date, leg.departureTime, leg.seatLabel])).toEqual([
      [late.id, "2029-05-10", "2330", "Captain"],
    ]);
    expect(night!.legs[0]).toMatchObject({
      aircraftType: "AW139",
      from: expect.any(String),
      to: expect.any(String),
    });
    expect(morning!.report).toMatchObject({ date: "2029-05-12", time: "07:15" });
    expect(morning!.offDuty).toMatchObject({ date: "2029-05-12", time: "10:15" });
    expect(morning!.legs.map((leg) => [leg.bookingId, leg.seat])).toEqual([[second.id, "first officer"]]);

    // The window is by the legs' dates: a duty reported the day before `from` is listed whole.
    const nextDay = (
      await pilot("GET", "/api/crew/me/flights?from=2029-05-11&to=2029-05-11")
    ).json() as MyFlights;
    expect(nextDay.duties).toEqual([]);
    const lateOnly = (
      await pilot("GET", "/api/crew/me/flights?from=2029-05-10&to=2029-05-10")
    ).json() as MyFlights;
    expect(lateOnly.duties.map((duty) => duty.offDuty.time)).toEqual(["01:15"]);
  });

  it("follows the report and post-flight minutes in use", async () => {
    const rules = (await admin("GET", "/api/duty-rules")).json();
    const put = await admin("PUT", "/api/duty-rules", {
      ruleSetId: rules.ruleSetId,
      numbers: rules.numbers,
      reportMinutes: 60,
      postFlightMinutes: 30,
    });
    expect(put.statusCode, put.body).toBe(200);
    await flight("2029-06-03", "2300", "1", crewed(hughes.id));
    const answer = (
      await pilot("GET", "/api/crew/me/flights?from=2029-06-03&to=2029-06-03")
    ).json() as MyFlights;
    expect(answer.duties.map((d) => [d.report.time, d.offDuty.date, d.offDuty.time])).toEqual([
      ["22:00", "2029-06-04", "00:30"],
    ]);
  });

  it("refuses a user with no member, and a window backwards or too long", async () => {
    expect((await viewer("GET", "/api/crew/me/flights?from=2029-05-10&to=2029-05-12")).statusCode).toBe(404);
    expect((await pilot("GET", "/api/crew/me/flights?from=2029-05-12&to=2029-05-10")).statusCode).toBe(400);
    expect((await pilot("GET", "/api/crew/me/flights?from=2029-01-01&to=2029-12-31")).statusCode).toBe(400);
    expect((await pilot("GET", "/api/crew/me/flights")).statusCode).toBe(400);
  });
});

describe("the pilot's own calendar feed", () => {
  it("is made by the linked user, read-only or not, lists only their flights, is replaced by a new one and stopped", async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const compact = (date: string) => date.replaceAll("-", "");
    const mine = day(10);
    const theirs = day(11);
    await flight(mine, "1015", "1", crewed(hughes.id));
    await flight(theirs, "1115", "1", crewed(patel.id));

    expect((await apiAs(t, undefined)("POST", "/api/crew/me/calendar-feed")).statusCode).toBe(401);
    const unlinked = await viewer("POST", "/api/crew/me/calendar-feed");
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json().error).toMatch(/not linked to a crew member/);
    expect((await pilot("GET", "/api/crew/me/calendar-feed")).json()).toEqual({ feed: null });

    const made = await pilot("POST", "/api/crew/me/calendar-feed");
    expect(made.statusCode, made.body).toBe(201);
    const { path, name } = made.json();
    expect(name).toBe("My flights: Capt. Hughes");
    expect((await pilot("GET", "/api/crew/me/calendar-feed")).json().feed).toMatchObject({ name });
    const calendar = await t.app.inject({ method: "GET", url: path });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).toContain(`DTSTART;TZID=UTC:${compact(mine)}T101500`);
    expect(calendar.body).not.toContain(compact(theirs));
    // The operator's list is the operator's feeds, not a pilot's own.
    const listed = (await admin("GET", "/api/calendar-feeds")).json() as { name: string }[];
    expect(listed.map((feed) => feed.name)).not.toContain(name);

    const again = await pilot("POST", "/api/crew/me/calendar-feed");
    expect(again.statusCode).toBe(201);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await pilot("DELETE", "/api/crew/me/calendar-feed")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: again.json().path })).statusCode).toBe(404);
    expect((await pilot("DELETE", "/api/crew/me/calendar-feed")).statusCode).toBe(404);
  });
});
