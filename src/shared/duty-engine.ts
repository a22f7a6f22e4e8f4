/**
 * The duty engine (issue 46 items 4-6, docs/decisions/053): a crew member's legs against a rule set of
 * flight and duty time limits. `breaches` finds each limit a set of legs passes (red, asked about before
 * writing) or comes within the set's margin of (amber, shown without asking); `standing` gives the figures
 * now and when rest is next due. Pure: no I/O, no zod.
 */

import { type DutyLeg, type DutyOptions, dayStart, MINUTE_MS, type Roster, roster } from "./duty-roster.ts";
import { clockMinutes, type DutyLimit, isCeiling, limitValue, type RuleSet } from "./duty-rules.ts";
import { currentDuty, type Figure, figureNow, inBand, worstWindow } from "./duty-windows.ts";
import { clockText } from "./leg-rules.ts";

export type { DutyLeg, DutyOptions } from "./duty-roster.ts";
export { DEFAULT_POST_FLIGHT_MINUTES, DEFAULT_REPORT_MINUTES } from "./duty-roster.ts";

/** A duty period's report, last landing (the end of its flight duty period) and off-duty instants, in ms. */
export interface DutyPeriod {
  reportAt: number;
  lastLandingAt: number;
  offDutyAt: number;
  legs: number;
}

export type LimitState = "ok" | "amber" | "red";

/** A limit's figure in one window: hours, or days for days off; the window in ms, its end excluded. */
export interface LimitFigure {
  limit: DutyLimit;
  figure: number;
  value: number;
  unit: "h" | "days";
  state: LimitState;
  windowStart: number;
  windowEnd: number;
}

export interface Standing {
  /** Each set limit's figure now: the window ending now, or the duty period under way or next. */
  now: LimitFigure[];
  /** When the member must next be off duty, and the limit that sets it; null with no duty ahead. */
  nextRestDue: { at: number; limit: DutyLimit } | null;
  /** Each limit's worst window among those not yet over, when amber or red: what the roster ahead comes to. */
  ahead: LimitFigure[];
}

/** The duty periods of a member's legs, in order. */
export function dutyPeriods(legs: readonly DutyLeg[], options: DutyOptions, rules: RuleSet): DutyPeriod[] {
  return roster(legs, options, rules).duties.map((duty) => ({
    reportAt: duty.start * MINUTE_MS,
    lastLandingAt: duty.lastLanding * MINUTE_MS,
    offDutyAt: duty.end * MINUTE_MS,
    legs: duty.legs,
  }));
}

/**
 * Amber within the margin of the limit (at 9 h or more of a 10 h ceiling, 11 h or less of a 10 h floor),
 * red past it; a figure exactly at the limit is within it.
 */
export function stateOf(limit: DutyLimit, figure: number, margin: number): LimitState {
  const value = limitValue(limit);
  if (value === null) return "ok";
  if (isCeiling(limit)) {
    if (figure > value) return "red";
    return figure >= value * (1 - margin) ? "amber" : "ok";
  }
  if (figure < value) return "red";
  return figure <= value * (1 + margin) ? "amber" : "ok";
}

function limitFigure(found: Roster, rules: RuleSet, limit: DutyLimit, window: Figure): LimitFigure {
  const days = limit.kind === "days-off";
  const figure = days ? window.figure : window.figure / 60;
  return {
    limit,
    figure,
    value: limitValue(limit)!,
    unit: days ? "days" : "h",
    state: stateOf(limit, figure, rules.amberMargin),
    windowStart: (days ? dayStart(found.clock, window.start) : window.start) * MINUTE_MS,
    windowEnd: (days ? dayStart(found.clock, window.end) : window.end) * MINUTE_MS,
  };
}

function setLimits(rules: RuleSet): DutyLimit[] {
  return rules.limits.filter((limit) => limitValue(limit) !== null);
}

function worstFigures(found: Roster, rules: RuleSet, after: number): LimitFigure[] {
  return setLimits(rules).flatMap((limit) => {
    const window = worstWindow(found, rules, limit, after);
    if (!window) return [];
    const figure = limitFigure(found, rules, limit, window);
    return figure.state === "ok" ? [] : [figure];
  });
}

/**
 * Each set limit the legs pass (red) or come within the margin of (amber), at its worst window: the most
 * flight time or duty, the least rest or days off. With `after` (ms), only windows ending after it count:
 * a write asks about the roster from a change on, so a breach long past does not hide a new one.
 */
export function breaches(
  legs: readonly DutyLeg[],
  options: DutyOptions,
  rules: RuleSet,
  after = Number.NEGATIVE_INFINITY,
): LimitFigure[] {
  return worstFigures(roster(legs, options, rules), rules, Math.floor(after / MINUTE_MS));
}

const STATE_RANK: Record<LimitState, number> = { ok: 0, amber: 1, red: 2 };

/**
 * What a change brings that was not there before: a limit red or amber after it that was in a milder
 * state before, or in the same state at a worse figure. A write asks about the red among them.
 */
export function newBreaches(before: readonly LimitFigure[], after: readonly LimitFigure[]): LimitFigure[] {
  return after.filter((fact) => {
    const was = before.find((old) => old.limit.id === fact.limit.id);
    if (!was || STATE_RANK[was.state] < STATE_RANK[fact.state]) return true;
    if (STATE_RANK[was.state] > STATE_RANK[fact.state]) return false;
    return isCeiling(fact.limit) ? fact.figure > was.figure : fact.figure < was.figure;
  });
}

/**
 * The latest instant the member can stay on duty, for the duty period under way at `now` or the next:
 * its flight duty period's limit (plus the post-flight time), the rest before its end, and the rest in
 * the window before it, whichever comes first.
 */
function nextRestDue(found: Roster, rules: RuleSet, now: number): Standing["nextRestDue"] {
  const index = currentDuty(found, now);
  const duty = found.duties[index];
  if (!duty) return null;
  const postFlight = duty.end - duty.lastLanding;
  const dues: { at: number; limit: DutyLimit }[] = [];
  const propose = (at: number, limit: DutyLimit) => dues.push({ at, limit });
  for (const limit of setLimits(rules)) {
    if (limit.kind === "duty-period") {
      const minute = found.clock.minuteOfDay(duty.start * MINUTE_MS);
      if (inBand(limit.startsFrom, limit.startsBefore, minute)) {
        propose(duty.start + Math.round(limit.maxHours! * 60) + postFlight, limit);
      }
    } else if (limit.kind === "rest-before-duty-end") {
      // The latest earlier rest long enough serves while the window still holds all of it.
      const rest = Math.round(limit.minHours! * 60);
      const window = Math.round(limit.windowHours * 60);
      for (let at = index; at >= 0; at--) {
        const restFrom = at > 0 ? found.duties[at - 1]!.end : Number.NEGATIVE_INFINITY;
        const restTo = found.duties[at]!.start;
        if (restTo - restFrom >= rest) {
          propose(restTo - rest + window, limit);
          break;
        }
      }
    } else if (limit.kind === "rest-in-window") {
      // Staying on from the report, the duty in the window ending at t only grows with t: the last t
      // whose window still leaves the rest, found by bisection.
      const window = Math.round(limit.windowHours * 60);
      const allowed = window - Math.round(limit.minHours! * 60);
      const dutyIn = (t: number) => found.duty.within(t - window, duty.start) + (t - duty.start);
      let low = duty.start;
      let high = duty.start + window;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (dutyIn(middle) <= allowed) low = middle;
        else high = middle - 1;
      }
      propose(low, limit);
    }
  }
  if (dues.length === 0) return null;
  const first = dues.reduce((earliest, due) => (due.at < earliest.at ? due : earliest));
  return { at: first.at * MINUTE_MS, limit: first.limit };
}

/**
 * A member's standing at `now` (ms): each set limit's figure now, when rest is next due, and the amber
 * and red windows still to end.
 */
export function standing(
  legs: readonly DutyLeg[],
  options: DutyOptions,
  rules: RuleSet,
  now: number,
): Standing {
  const found = roster(legs, options, rules);
  const minute = Math.floor(now / MINUTE_MS);
  return {
    now: setLimits(rules).flatMap((limit) => {
      const window = figureNow(found, rules, limit, minute);
      return window ? [limitFigure(found, rules, limit, window)] : [];
    }),
    nextRestDue: nextRestDue(found, rules, minute),
    ahead: worstFigures(found, rules, minute),
  };
}

/** "in 24 h", "in 28 days", "in the calendar quarter": a limit's window in words. */
export function windowWords(limit: DutyLimit): string {
  const hours = (value: number) => (value > 48 && value % 24 === 0 ? `${value / 24} days` : `${value} h`);
  switch (limit.kind) {
    case "flight-time": {
      const window = limit.window;
      if (window.kind === "rolling") return `in ${hours(window.hours)}`;
      if (window.count === 1) return `in the calendar ${window.unit}`;
      return `in ${window.count} consecutive calendar ${window.unit}s`;
    }
    case "duty-period": {
      // The band's last minute, as a regulation writes it: "06:00-13:59".
      const last = (clockMinutes(limit.startsBefore) + 1439) % 1440;
      return limit.startsFrom === limit.startsBefore ? "" : `starting ${limit.startsFrom}-${clockText(last)}`;
    }
    case "rest-in-window":
      return `in ${hours(limit.windowHours)}`;
    case "rest-before-duty-end":
      return `in the ${hours(limit.windowHours)} before duty ends`;
    case "long-rest":
      return `with ${limit.nights} local nights in ${hours(limit.windowHours)}`;
    case "days-off":
      return `in ${limit.windowDays} days`;
  }
}

const WHAT: Record<DutyLimit["kind"], string> = {
  "flight-time": "flight time",
  "duty-period": "flight duty period",
  "rest-in-window": "off duty",
  "rest-before-duty-end": "consecutive rest",
  "long-rest": "consecutive off duty",
  "days-off": "days off",
};

/**
 * A fact in words, as the question before a write names it: "Capt. Hughes: 10.4 h flight time in 24 h,
 * limit 10 h, 14 CFR 135.267(b)(2)".
 */
export function factText(person: string, fact: LimitFigure): string {
  // Rounded away from the limit, so a figure past it never reads as the limit: 35.98 h of a 36 h minimum
  // is "35.9 h", 10.02 h of a 10 h maximum "10.1 h".
  const tenths = fact.figure * 10;
  const rounded = (isCeiling(fact.limit) ? Math.ceil(tenths - 1e-9) : Math.floor(tenths + 1e-9)) / 10;
  const amount =
    fact.unit === "h" ? `${rounded.toFixed(1)} h ${WHAT[fact.limit.kind]}` : `${fact.figure} days off`;
  const limit = fact.unit === "h" ? `${fact.value} h` : `${fact.value} days`;
  const bound = isCeiling(fact.limit) ? "limit" : "at least";
  const citation = fact.limit.citation ? `, ${fact.limit.citation}` : "";
  const window = windowWords(fact.limit);
  return `${person}: ${amount}${window ? ` ${window}` : ""}, ${bound} ${limit}${citation}`;
}
