/**
 * Worked examples of the duty engine (issue 46 items 4-6, docs/decisions/053), for each shipped rule set:
 * planned and flown hours, a duty across midnight, and the clocks changing in London and Sydney. Each
 * names the paragraph it checks.
 */
import { describe, expect, it } from "vitest";
import { breaches, dutyPeriods, factText, newBreaches, standing } from "./duty-engine.ts";
import {
  CASA_CAO_48_1_BASIC,
  OPERATOR_DEFINED,
  type RuleSet,
  US_135_267,
  withNumbers,
} from "./duty-rules.ts";

const DAY_MS = 86_400_000;
const leg = (at: string, plannedHours: number, flownHours: number | null = null, pilots = 2) => ({
  departsAt: Date.parse(at),
  plannedHours,
  flownHours,
  pilots,
});
/** The same leg on `days` days running. */
const daily = (at: string, hours: number, days: number) =>
  Array.from({ length: days }, (_, index) => ({
    ...leg(at, hours),
    departsAt: Date.parse(at) + index * DAY_MS,
  }));
const facts = (legs: ReturnType<typeof leg>[], zone: string, rules: RuleSet) =>
  breaches(legs, { zone }, rules).map((fact) => `${fact.state}: ${factText("Capt. Hughes", fact)}`);
const iso = (ms: number) => new Date(ms).toISOString();

describe("US 14 CFR 135.267", () => {
  const zone = "America/New_York";
  const day = [
    leg("2026-06-01T07:00-04:00", 4),
    leg("2026-06-01T11:30-04:00", 3.4),
    leg("2026-06-01T15:30-04:00", 3),
  ];

  it("135.267(b)(2): 10.4 planned hours in 24 h with two pilots is past 10 h; flown hours count once recorded", () => {
    expect(facts(day, zone, US_135_267)).toEqual([
      "red: Capt. Hughes: 10.4 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
    ]);
    // The first leg flown in 3.3 h: 9.7 h, within 10% of the limit.
    const flown = [leg("2026-06-01T07:00-04:00", 4, 3.3), day[1]!, day[2]!];
    expect(facts(flown, zone, US_135_267)).toEqual([
      "amber: Capt. Hughes: 9.7 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
    ]);
  });

  it("135.267(b)(1): a window with one-pilot flying is held to 8 h", () => {
    const onePilot = [day[0]!, { ...day[1]!, pilots: 1 }, day[2]!];
    expect(facts(onePilot, zone, US_135_267)).toEqual([
      "red: Capt. Hughes: 10.4 h flight time in 24 h, limit 8 h, 14 CFR 135.267(b)(1)",
      "red: Capt. Hughes: 10.4 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
    ]);
  });

  it("135.267(b)(2): any 24 consecutive hours across midnight count a leg's part inside them", () => {
    // 5 h from 18:00, then 5.5 h from 14:00 the next day: no 24 h holds more than 9 h of them (whole legs
    // would make 10.5 h).
    const legs = [leg("2026-06-01T18:00-04:00", 5), leg("2026-06-02T14:00-04:00", 5.5)];
    expect(facts(legs, zone, US_135_267)).toEqual([
      "amber: Capt. Hughes: 9.0 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
    ]);
  });

  it("135.267(d): an 8 h break is no rest, so the day is one duty with 9 h of rest in the 24 h before it ends", () => {
    const legs = [leg("2026-06-01T07:00-04:00", 3), leg("2026-06-01T19:00-04:00", 2)];
    expect(
      dutyPeriods(legs, { zone }, US_135_267).map((duty) => [iso(duty.reportAt), iso(duty.offDutyAt)]),
    ).toEqual([["2026-06-01T10:15:00.000Z", "2026-06-02T01:15:00.000Z"]]);
    expect(facts(legs, zone, US_135_267)).toEqual([
      "red: Capt. Hughes: 9.0 h consecutive rest in the 24 h before duty ends, at least 10 h, 14 CFR 135.267(d)",
    ]);
  });

  it("135.267(a)(1): a calendar quarter starts at midnight in the operator's zone", () => {
    // 5.5 h every day of the second quarter (500.5 h), and a leg from 23:00 on 31 March for 2 h: its hour
    // after midnight New York time is the quarter's (03:00 UTC, so a UTC quarter would take both hours).
    const legs = [leg("2026-03-31T23:00-04:00", 2), ...daily("2026-04-01T14:00-04:00", 5.5, 91)];
    expect(facts(legs, zone, US_135_267)).toEqual([
      "red: Capt. Hughes: 501.5 h flight time in the calendar quarter, limit 500 h, 14 CFR 135.267(a)(1)",
    ]);
    const quarter = breaches(legs, { zone }, US_135_267)[0]!;
    expect([iso(quarter.windowStart), iso(quarter.windowEnd)]).toEqual([
      "2026-04-01T04:00:00.000Z",
      "2026-07-01T04:00:00.000Z",
    ]);
  });

  it("135.267(a)(2) and (a)(3): two consecutive quarters and the calendar year, in the standing", () => {
    const legs = [...daily("2026-01-02T09:00-05:00", 4, 180)];
    const now = Date.parse("2026-06-30T18:00-04:00");
    const byId = new Map(standing(legs, { zone }, US_135_267, now).now.map((line) => [line.limit.id, line]));
    // 4 h a day from 2 January (09:00 EST, 10:00 EDT once the clocks change): 89 days of the first quarter
    // (356 h) and 91 of the second (364 h), 720 h in the two, 90% of 800 h.
    expect(byId.get("flight-quarter")).toMatchObject({ figure: 364, value: 500, state: "ok" });
    expect(byId.get("flight-two-quarters")).toMatchObject({ figure: 720, value: 800, state: "amber" });
    expect(byId.get("flight-year")).toMatchObject({ figure: 720, value: 1400, state: "ok" });
    expect(byId.get("flight-24h-two-pilots")).toMatchObject({ figure: 4, state: "ok" });
    // No one-pilot flying in the last 24 h: the 8 h limit does not apply.
    expect(byId.has("flight-24h-one-pilot")).toBe(false);
  });

  it("135.267(d): rest is next due 14 h after a duty that followed a rest of 10 h or more", () => {
    const legs = [leg("2026-06-01T07:00-04:00", 3)];
    const due = standing(legs, { zone }, US_135_267, Date.parse("2026-06-01T08:00-04:00")).nextRestDue;
    expect(due && [iso(due.at), due.limit.citation]).toEqual([
      "2026-06-02T00:15:00.000Z",
      "14 CFR 135.267(d)",
    ]);
  });

  it("135.267(b)(2): a window of 24 consecutive hours is 24 real hours on the night the clocks go back in London", () => {
    // 5 h from 20:00 BST on 24 October and 5 h from 19:00 GMT on 25 October: 24 real hours apart, so no 24
    // h holds more than 5 h of them (a wall-clock day from 20:00 to 20:00 is 25 h and would hold 6 h).
    const legs = [leg("2026-10-24T20:00+01:00", 5), leg("2026-10-25T19:00Z", 5)];
    const now = standing(legs, { zone: "Europe/London" }, US_135_267, Date.parse("2026-10-25T20:00Z")).now;
    expect(now.find((line) => line.limit.id === "flight-24h-two-pilots")?.figure).toBe(5);
  });
});

describe("CASA CAO 48.1 Instrument 2019, Appendix 1", () => {
  const zone = "Australia/Sydney";
  const rules = CASA_CAO_48_1_BASIC;

  it("Appendix 1 FDP limits: a duty reporting at 06:15 may run 9 h to its last landing", () => {
    const legs = [leg("2026-06-01T07:00+10:00", 3), leg("2026-06-01T11:00+10:00", 4.5)];
    expect(facts(legs, zone, rules)).toEqual([
      "red: Capt. Hughes: 9.3 h flight duty period starting 06:00-13:59, limit 9 h, CAO 48.1 Instrument 2019, Appendix 1 (FDP limits)",
    ]);
    // Report 06:15 (Sydney, UTC+10): the FDP's limit and post-flight time, before the 12 h off in 24 h.
    const due = standing(legs, { zone }, rules, Date.parse("2026-06-01T08:00+10:00")).nextRestDue;
    expect(due && [iso(due.at), due.limit.id]).toEqual(["2026-06-01T05:30:00.000Z", "fdp-day"]);
  });

  it("Appendix 1 FDP limits: a duty across midnight is held to 8 h and touches both days", () => {
    const legs = [leg("2026-06-01T22:30+10:00", 2, 2.5)];
    expect(
      dutyPeriods(legs, { zone }, rules).map((duty) => [iso(duty.reportAt), iso(duty.offDutyAt)]),
    ).toEqual([["2026-06-01T11:45:00.000Z", "2026-06-01T15:15:00.000Z"]]);
    const byId = new Map(
      standing(legs, { zone }, rules, Date.parse("2026-06-01T23:00+10:00")).now.map((line) => [
        line.limit.id,
        line,
      ]),
    );
    expect(byId.get("fdp-other")).toMatchObject({ figure: 3.25, value: 8, state: "ok" });
    expect(byId.has("fdp-day")).toBe(false);
    // 2 and 3 June local: the duty's two days are not days off; the 26 before are.
    const tomorrow = standing(legs, { zone }, rules, Date.parse("2026-06-02T12:00+10:00")).now;
    expect(tomorrow.find((line) => line.limit.id === "days-off-28")?.figure).toBe(26);
  });

  it("Appendix 1 FDP limits: a flight duty period on the night the clocks go forward is its real length", () => {
    // Report 23:00 AEST on 3 October, 4 h flown from 23:45: lands 04:45 AEDT, 4.75 h later (5.75 by the clock).
    const legs = [leg("2026-10-03T23:45+10:00", 4)];
    const now = standing(legs, { zone }, rules, Date.parse("2026-10-04T01:00+10:00")).now;
    expect(now.find((line) => line.limit.id === "fdp-other")?.figure).toBe(4.75);
    expect(iso(dutyPeriods(legs, { zone }, rules)[0]!.lastLandingAt)).toBe("2026-10-03T17:45:00.000Z");
  });

  it("Appendix 1 time free of duty: 13 h on duty leaves 11 h off in 24 h", () => {
    const legs = [leg("2026-06-01T06:45+10:00", 5), leg("2026-06-01T13:00+10:00", 5.75)];
    expect(facts(legs, zone, rules)).toEqual([
      "red: Capt. Hughes: 12.8 h flight duty period starting 06:00-13:59, limit 9 h, CAO 48.1 Instrument 2019, Appendix 1 (FDP limits)",
      "red: Capt. Hughes: 11.0 h off duty in 24 h, at least 12 h, CAO 48.1 Instrument 2019, Appendix 1 (time free of duty)",
    ]);
  });

  it("cl. 4.2(a): 36 h off with two local nights in 168 h, counted across the night the clocks go back", () => {
    // Duty 07:15-11:15 six days running, a break from 11:15 on 4 April to 07:15 on 6 April (44 h by the
    // clock, 45 h real as Sydney's clocks go back on 5 April, holding the nights of the 4th and 5th), then
    // six days more.
    const before = daily("2026-03-30T08:00+11:00", 3, 6);
    const after = daily("2026-04-06T08:00+10:00", 3, 6);
    const legs = [...before, ...after];
    expect(facts(legs, zone, rules)).toEqual([]);
    const now = standing(legs, { zone }, rules, Date.parse("2026-04-07T12:00+10:00")).now;
    expect(now.find((line) => line.limit.id === "off-36h-two-nights")).toMatchObject({
      figure: 45,
      state: "ok",
    });
    // Seven days running: the 168 h before the seventh duty ends hold only the days' 20 h breaks, each with
    // one night, and the part of the rest before the first report that falls in them.
    const [fact] = breaches(daily("2026-03-30T08:00+11:00", 3, 7), { zone }, rules);
    expect(fact && `${fact.state}: ${factText("F/O Ng", fact)}`).toBe(
      "red: F/O Ng: 0.0 h consecutive off duty with 2 local nights in 7 days, at least 36 h, CAO 48.1 Instrument 2019, Appendix 1, cl. 4.2(a)",
    );
  });

  it("cl. 4.2(b) and the flight time limits: days off in 28 days, 100 h in 28 days", () => {
    // 23 days of 28 flying 4.5 h: 5 days off, 103.5 h.
    const legs = daily("2026-06-01T08:00+10:00", 4.5, 23);
    expect(facts(legs, zone, rules)).toEqual([
      "red: Capt. Hughes: 0.0 h consecutive off duty with 2 local nights in 7 days, at least 36 h, CAO 48.1 Instrument 2019, Appendix 1, cl. 4.2(a)",
      "red: Capt. Hughes: 5 days off in 28 days, at least 6 days, CAO 48.1 Instrument 2019, Appendix 1, cl. 4.2(b)",
      "red: Capt. Hughes: 103.5 h flight time in 28 days, limit 100 h, CAO 48.1 Instrument 2019, Appendix 1 (flight time limits)",
    ]);
  });

  it("the flight time limits: 1,000 h in 365 days, flown where recorded", () => {
    const legs = daily("2025-07-01T08:00+10:00", 2.8, 365).map((flight, index) =>
      index < 300 ? { ...flight, flownHours: 2.6 } : flight,
    );
    const line = standing(legs, { zone }, rules, Date.parse("2026-07-01T06:00+10:00")).now.find(
      (figure) => figure.limit.id === "flight-365-days",
    );
    // 300 days flown at 2.6 h and 65 planned at 2.8 h.
    expect(line).toMatchObject({ figure: 962, value: 1000, state: "amber" });
  });
});

describe("an operator-defined set", () => {
  it("checks nothing until the operator fills in a number", () => {
    const legs = daily("2026-06-01T06:00+01:00", 12, 30);
    expect(breaches(legs, { zone: "Europe/London" }, OPERATOR_DEFINED)).toEqual([]);
    expect(
      standing(legs, { zone: "Europe/London" }, OPERATOR_DEFINED, Date.parse("2026-06-10T12:00Z")),
    ).toEqual({
      now: [],
      nextRestDue: null,
      ahead: [],
    });
  });

  it("an operator's FDP across midnight on the night the clocks go forward in London is its real length", () => {
    // The operator's scheme: FDP at most 3 h (their manual's paragraph). Report 23:15 GMT on 28 March, 2 h
    // flown from midnight: lands 03:00 BST, 2.75 h after report (3.75 h by the clock): amber, not red.
    const rules: RuleSet = {
      ...withNumbers(OPERATOR_DEFINED, [{ id: "fdp", value: 3 }]),
      limits: withNumbers(OPERATOR_DEFINED, [{ id: "fdp", value: 3 }]).limits.map((limit) =>
        limit.id === "fdp" ? { ...limit, citation: "Ops Manual A 7.2" } : limit,
      ),
    };
    expect(facts([leg("2026-03-29T00:00Z", 2)], "Europe/London", rules)).toEqual([
      "amber: Capt. Hughes: 2.8 h flight duty period, limit 3 h, Ops Manual A 7.2",
    ]);
  });
});

describe("a change's new breaches", () => {
  it("asks about what the change brings, not what was already there", () => {
    const zone = "America/New_York";
    const before = breaches([leg("2026-06-01T07:00-04:00", 9.5)], { zone }, US_135_267);
    const worse = breaches(
      [leg("2026-06-01T07:00-04:00", 9.5), leg("2026-06-01T18:00-04:00", 1)],
      { zone },
      US_135_267,
    );
    expect(before.map((fact) => fact.state)).toEqual(["amber"]);
    expect(newBreaches(before, worse).map((fact) => [fact.limit.id, fact.state])).toEqual([
      ["flight-24h-two-pilots", "red"],
      // Joined into one 13 h duty, the rest before its end is 11 h: within 10% of 10 h.
      ["rest-before-end", "amber"],
    ]);
    expect(newBreaches(worse, worse)).toEqual([]);
  });

  it("135.267(b)(2): a breach long past does not hide a new one when only windows from the change on count", () => {
    const zone = "America/New_York";
    const past = [leg("2026-05-04T07:00-04:00", 11)];
    const planned = leg("2026-06-01T07:00-04:00", 10.5);
    const change = Date.parse("2026-06-01T00:00-04:00");
    // Over every window, May's 11 h is the worst and 10.5 h in June is nothing new.
    expect(
      newBreaches(breaches(past, { zone }, US_135_267), breaches([...past, planned], { zone }, US_135_267)),
    ).toEqual([]);
    const fromChange = newBreaches(
      breaches(past, { zone }, US_135_267, change),
      breaches([...past, planned], { zone }, US_135_267, change),
    );
    expect(fromChange.map((fact) => factText("Capt. Hughes", fact))).toEqual([
      "Capt. Hughes: 10.5 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)",
    ]);
  });
});
