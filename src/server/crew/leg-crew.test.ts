import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import type { CrewMember } from "../../shared/crew.ts";
import type { BookingWithConflicts, Conflict, PreviewAnswer } from "../../shared/fleet.ts";
import type { LegPayload } from "../../shared/legs.ts";
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
let hughes: CrewMember;
let patel: CrewMember;
let reid: CrewMember;

const member = async (body: Record<string, unknown>) => {
  const response = await admin("POST", "/api/crew", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CrewMember;
};

beforeAll(async () => {
  // The operator's zone fixed, so the duty figures below do not move with the machine's.
  process.env.TZ = "UTC";
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
  viewer = apiAs(t, await t.login("viewer"));
  hughes = await member({ name: "Hughes", role: "captain", ratedTypeIds: [f.types.AW139] });
  patel = await member({ name: "Patel", role: "first officer", ratedTypeIds: [f.types.AW139] });
  reid = await member({ name: "Reid", role: "other", duty: "Winch operator", ratedTypeIds: [f.types.AW139] });
});
afterAll(() => t.close());

let nextDate = 0;
/** A one-day booking on a date of its own, so no test's flights meet another's unless it says so. */
async function oneDay(overrides: object = {}): Promise<{ booking: Booking; date: string }> {
  const date = `2028-0${1 + Math.floor(nextDate / 20)}-${String(1 + 3 * (nextDate++ % 9)).padStart(2, "0")}`;
  return { booking: await onDate(date, overrides), date };
}
const onDate = (date: string, overrides: object = {}) =>
  createBookingVia(
    admin,
    bookingPayload(f, {
      startDate: date,
      endDate: date,
      departureTime: "0700",
      expectedHours: "1",
      ...overrides,
    }),
  );

const legsUrl = (booking: Booking, date: string) => `/api/bookings/${booking.id}/daily-details/${date}/legs`;
const oneLeg = (booking: Booking, date: string, crew: LegPayload["crew"], more: Partial<LegPayload> = {}) => {
  const leg = booking.dailyDetails.find((d) => d.date === date)!.legs[0]!;
  return [{ ...leg, ...more, crew }];
};
const crewed = (captainId: number | null, firstOfficerId: number | null = null, otherIds: number[] = []) => ({
  captainId,
  firstOfficerId,
  otherIds,
});
const legsOf = (booking: Booking, date: string) => booking.dailyDetails.find((d) => d.date === date)!.legs;

describe("crew on legs", () => {
  it("are assigned by seat, read back on the day's legs, recorded in history, and moved with a range move", async () => {
    const { booking, date } = await oneDay();
    const saved = await admin("PUT", legsUrl(booking, date), {
      legs: oneLeg(booking, date, crewed(hughes.id, patel.id, [reid.id])),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(legsOf(saved.json(), date)[0]!.crew).toEqual(crewed(hughes.id, patel.id, [reid.id]));

    const history = (await admin("GET", `/api/bookings/${booking.id}/history`)).json();
    expect(JSON.stringify(history)).toContain(
      `"field":"Leg 1 captain","date":"${date}","from":null,"to":"Hughes"`,
    );

    // A leg sent without crew (a screen that does not show them) keeps its crew.
    const retimed = await admin("PUT", legsUrl(booking, date), {
      legs: [{ ...legsOf(saved.json(), date)[0]!, crew: undefined, departureTime: "0800" }],
    });
    expect(legsOf(retimed.json(), date)[0]!.crew).toEqual(crewed(hughes.id, patel.id, [reid.id]));

    const later = "2028-11-20";
    const moved = await admin("PUT", `/api/bookings/${booking.id}`, {
      ...bookingPayload(f),
      startDate: later,
      endDate: later,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(legsOf(moved.json(), later)[0]!.crew).toEqual(crewed(hughes.id, patel.id, [reid.id]));

    // Deleted and restored, the booking's legs come back with their crew.
    expect((await admin("DELETE", `/api/bookings/${booking.id}`)).statusCode).toBe(200);
    const restored = await admin("POST", `/api/bookings/${booking.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await admin("GET", legsUrl(booking, later));
    expect(back.json().legs[0].crew).toEqual(crewed(hughes.id, patel.id, [reid.id]));
  });

  it("are set on a new booking's legs, and a new leg without crew has none", async () => {
    const date = "2028-12-01";
    const created = await admin(
      "POST",
      "/api/bookings",
      bookingPayload(f, {
        startDate: date,
        endDate: date,
        legs: [
          {
            departureTime: "0900",
            fromId: f.locations.base,
            toId: f.locations.rig,
            expectedHours: "1",
            crew: crewed(hughes.id),
          },
          { departureTime: "1100", fromId: f.locations.rig, toId: f.locations.base, expectedHours: "1" },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(legsOf(created.json(), date).map((leg) => leg.crew)).toEqual([crewed(hughes.id), crewed(null)]);
  });

  it("refuses, naming the field, a member who does not hold the seat's role, is not rated, is inactive, unknown or twice on a leg", async () => {
    const { booking, date } = await oneDay();
    const put = (crew: LegPayload["crew"], on = booking) =>
      admin("PUT", legsUrl(on, date), { legs: oneLeg(on, date, crew) });

    const firstOfficerAsCaptain = await put(crewed(patel.id));
    expect(firstOfficerAsCaptain.statusCode).toBe(400);
    expect(firstOfficerAsCaptain.json().error).toBe(
      "legs[0].crew.captainId: Patel is first officer, not a captain",
    );
    const winchAsPilot = await put(crewed(hughes.id, reid.id));
    expect(winchAsPilot.json().error).toBe("legs[0].crew.firstOfficerId: Reid is other crew, not a pilot");

    const ec135 = (await oneDay({ aircraftTypeId: f.types.EC135 })).booking;
    const ec135Date = ec135.startDate;
    const unrated = await admin("PUT", legsUrl(ec135, ec135Date), {
      legs: oneLeg(ec135, ec135Date, crewed(hughes.id)),
    });
    expect(unrated.statusCode).toBe(400);
    expect(unrated.json().error).toBe("legs[0].crew.captainId: Hughes is not rated on the EC135");

    const unknown = await put(crewed(999_999));
    expect(unknown.json().error).toBe("legs[0].crew.captainId: there is no crew member with id 999999");
    const twice = await put(crewed(hughes.id, hughes.id));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toContain("A crew member can be on a leg only once");

    const gone = await member({
      name: "Gone",
      role: "captain",
      ratedTypeIds: [f.types.AW139],
      active: false,
    });
    expect((await put(crewed(gone.id))).json().error).toBe(
      "legs[0].crew.captainId: Gone is no longer active",
    );

    // A crewed booking cannot change to a type its crew are not rated on.
    await put(crewed(hughes.id));
    const retyped = await admin("PATCH", `/api/bookings/${booking.id}/aircraft-type`, {
      aircraftTypeId: f.types.EC135,
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().error).toContain("Hughes");
    expect(retyped.json().error).toContain("is not rated on the EC135");
  });

  it("refuse read-only users", async () => {
    const { booking, date } = await oneDay();
    const refused = await viewer("PUT", legsUrl(booking, date), {
      legs: oneLeg(booking, date, crewed(hughes.id)),
    });
    expect(refused.statusCode).toBe(403);
    const leave = await viewer("POST", `/api/crew/${hughes.id}/unavailability`, {
      kind: "leave",
      startDate: "2028-01-01",
      endDate: "2028-01-02",
    });
    expect(leave.statusCode).toBe(403);
    expect((await viewer("PUT", "/api/duty-rules", { ruleSetId: "us-135-267" })).statusCode).toBe(403);
  });
});

describe("crew conflicts", () => {
  it("a member on two bookings' overlapping legs is asked about first, saved with 'Save anyway', and listed with the aircraft's", async () => {
    const date = "2029-03-05";
    const first = await onDate(date, { departureTime: "0900", expectedHours: "2" });
    const second = await onDate(date, {
      departureTime: "1000",
      expectedHours: "1",
      customerId: f.customers.zenith,
    });
    await admin("PUT", legsUrl(first, date), { legs: oneLeg(first, date, crewed(hughes.id)) });

    const body = { legs: oneLeg(second, date, crewed(hughes.id)) };
    const preview = await admin("POST", `/api/conflicts/preview-legs/${second.id}/${date}`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const asked = (preview.json() as PreviewAnswer).conflicts;
    expect(asked).toEqual([
      expect.objectContaining({
        kind: "crew-time",
        date,
        crewMemberId: hughes.id,
        bookingIds: [first.id, second.id],
        summary: `Capt. Hughes is on booking ${first.id} at 0900 and booking ${second.id} at 1000`,
      }),
    ]);
    // Nothing written by the question.
    const unchanged = await admin("GET", legsUrl(second, date));
    expect(unchanged.json().legs[0].crew).toEqual(crewed(null));

    // 'Save anyway' is the write itself: it saves, and answers the conflict it now has.
    const saved = await admin("PUT", legsUrl(second, date), body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as BookingWithConflicts).conflicts.map((c) => c.kind)).toContain("crew-time");
    const listed = (await admin("GET", `/api/conflicts?from=${date}&to=${date}`)).json()
      .conflicts as Conflict[];
    expect(listed.filter((c) => c.kind === "crew-time")).toEqual([
      expect.objectContaining({
        crewMemberId: hughes.id,
        bookingIds: [first.id, second.id],
        aircraftId: null,
      }),
    ]);
    // Asking again about what is already there asks nothing.
    const again = await admin("POST", `/api/conflicts/preview-legs/${second.id}/${date}`, body);
    expect((again.json() as PreviewAnswer).conflicts).toEqual([]);
  });

  it("a leg during the member's unavailability is asked about when the leave is set, and listed", async () => {
    const date = "2029-04-10";
    const booking = await onDate(date);
    await admin("PUT", legsUrl(booking, date), { legs: oneLeg(booking, date, crewed(null, patel.id)) });
    const leave = { kind: "sickness", startDate: "2029-04-09", endDate: "2029-04-11", reason: "Flu" };

    const preview = await admin("POST", `/api/conflicts/preview-crew-unavailability/${patel.id}`, leave);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as PreviewAnswer).conflicts).toEqual([
      expect.objectContaining({
        kind: "crew-unavailable",
        crewMemberId: patel.id,
        summary: `FO Patel is on booking ${booking.id} on 10/04/29 during Sickness 09/04/29–11/04/29: Flu`,
      }),
    ]);
    expect((await admin("GET", `/api/crew/${patel.id}/unavailability`)).json()).toEqual([]);

    const set = await admin("POST", `/api/crew/${patel.id}/unavailability`, leave);
    expect(set.statusCode, set.body).toBe(201);
    const listed = (await admin("GET", `/api/conflicts?from=${date}&to=${date}`)).json()
      .conflicts as Conflict[];
    expect(listed.map((c) => c.kind)).toContain("crew-unavailable");
    const history = (await admin("GET", `/api/history?entity=crew member`)).json();
    expect(JSON.stringify(history)).toContain("Sickness 09/04/29–11/04/29: Flu");

    const removed = await admin("DELETE", `/api/crew/${patel.id}/unavailability/${set.json().id}`);
    expect(removed.statusCode).toBe(200);
    const after = (await admin("GET", `/api/conflicts?from=${date}&to=${date}`)).json()
      .conflicts as Conflict[];
    expect(after.map((c) => c.kind)).not.toContain("crew-unavailable");
  });
});

describe("flight and duty limits before writing", () => {
  it("a leg that takes a pilot past a limit is asked about with the person, rule, figure and window", async () => {
    const date = "2029-06-12";
    const morning = await onDate(date, { departureTime: "0600", expectedHours: "6" });
    await admin("PUT", legsUrl(morning, date), { legs: oneLeg(morning, date, crewed(hughes.id, patel.id)) });
    const afternoon = await onDate(date, {
      departureTime: "1300",
      expectedHours: "4.4",
      customerId: f.customers.zenith,
    });

    const body = { legs: oneLeg(afternoon, date, crewed(hughes.id, patel.id)) };
    const preview = (
      await admin("POST", `/api/conflicts/preview-legs/${afternoon.id}/${date}`, body)
    ).json() as PreviewAnswer;
    expect(preview.conflicts.filter((c) => c.kind === "duty-limit").map((c) => c.summary)).toEqual([
      "Capt. Hughes: 10.4 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
      "FO Patel: 10.4 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
    ]);

    // 3 h instead: 9 h in 24 h is within 10% of the limit, shown amber and not asked.
    const amber = {
      legs: oneLeg(afternoon, date, crewed(hughes.id, patel.id), { expectedHours: "3" }),
    };
    const within = (
      await admin("POST", `/api/conflicts/preview-legs/${afternoon.id}/${date}`, amber)
    ).json() as PreviewAnswer;
    expect(within.conflicts.filter((c) => c.kind === "duty-limit")).toEqual([]);
    expect(within.amber?.map((a) => a.text)).toContain(
      "Capt. Hughes: 9.0 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
    );
  });

  it("the rule set is read and changed by editors, its numbers checked, and each change recorded", async () => {
    const read = (await viewer("GET", "/api/duty-rules")).json();
    expect(read).toMatchObject({ ruleSetId: "us-135-267", reportMinutes: 45, postFlightMinutes: 15 });
    expect(read.shippedSets.map((s: { id: string }) => s.id)).toEqual([
      "us-135-267",
      "casa-cao-48-1-appendix-1",
      "operator-defined",
    ]);
    const unknown = await admin("PUT", "/api/duty-rules", {
      ruleSetId: "us-135-267",
      numbers: [{ id: "nope", value: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain("numbers[0].id: US 14 CFR 135.267");
    const saved = await admin("PUT", "/api/duty-rules", {
      ruleSetId: "casa-cao-48-1-appendix-1",
      reportMinutes: 60,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ruleSetId: "casa-cao-48-1-appendix-1", reportMinutes: 60 });
    const history = (await admin("GET", "/api/history?entity=duty rules")).json();
    expect(JSON.stringify(history)).toContain("Report minutes");
    // Back to the default for the other tests.
    await admin("PUT", "/api/duty-rules", { ruleSetId: "us-135-267" });
  });

  it("a member's standing gives each limit's figure and when rest is next due", async () => {
    const response = await viewer("GET", `/api/crew/${hughes.id}/standing`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ crewMemberId: hughes.id, ruleSetId: "us-135-267" });
    expect(response.json().now.map((fact: { limitId: string }) => fact.limitId)).toContain("flight-year");
    expect((await viewer("GET", "/api/crew/999999/standing")).statusCode).toBe(404);
  });
});
