/**
 * Each limit's figure over a roster's windows (docs/decisions/053): the worst window of all, and the one
 * ending at a given instant. Windows start at any whole minute and hold what lies inside them, so a leg
 * partly inside counts its minutes inside. Figures are minutes, or days for days off.
 */

import { dayStart, type Roster, type Span } from "./duty-roster.ts";
import {
  clockMinutes,
  type DaysOffLimit,
  type DutyLimit,
  type LongRestLimit,
  type RuleSet,
} from "./duty-rules.ts";

/** A figure and the window it is of, in minutes since the epoch (days for days off). */
export interface Figure {
  figure: number;
  start: number;
  end: number;
}

/** A calendar unit's number: quarters since year 0 (year × 4 + quarter), or the year. */
function unitOf(roster: Roster, unit: "quarter" | "year", minute: number): number {
  const date = new Date(roster.clock.dayOf(minute * 60_000) * 86_400_000);
  const year = date.getUTCFullYear();
  return unit === "year" ? year : year * 4 + Math.floor(date.getUTCMonth() / 3);
}

/** Local midnight starting a calendar unit, in minutes. */
function unitStart(roster: Roster, unit: "quarter" | "year", index: number): number {
  const year = unit === "year" ? index : Math.floor(index / 4);
  const month = unit === "year" ? 0 : (index % 4) * 3;
  return dayStart(roster.clock, Date.UTC(year, month, 1) / 86_400_000);
}

/** Whether a duty period starting at this local minute of the day falls in the limit's band. */
export function inBand(from: string, before: string, minute: number): boolean {
  const low = clockMinutes(from);
  const high = clockMinutes(before);
  if (low === high) return true;
  return low < high ? minute >= low && minute < high : minute >= low || minute < high;
}

/** The highest of `value(s)` over window starts `s`, the first reached; null without candidates. */
function highest(candidates: Iterable<number>, value: (start: number) => number | null) {
  let best: { start: number; value: number } | null = null;
  for (const start of candidates) {
    const found = value(start);
    if (
      found !== null &&
      (best === null || found > best.value || (found === best.value && start < best.start))
    ) {
      best = { start, value: found };
    }
  }
  return best;
}

/**
 * A rolling window's total is piecewise linear in where the window starts, bending where one of its ends
 * meets a span's: its highest is at one of those starts (and at the earliest start considered, and, for
 * windows that must hold one-pilot flying, where such a window begins or stops holding it).
 */
function* bends(spans: readonly Span[], length: number, earliest: number, inner: readonly Span[] = []) {
  if (Number.isFinite(earliest)) yield earliest;
  for (const { start, end } of spans) {
    yield start;
    yield end;
    yield start - length;
    yield end - length;
  }
  for (const { start, end } of inner) {
    yield start - length + 1;
    yield end - 1;
  }
}

/** The most flight time in any window of the limit's (most minutes; the window). */
function worstFlightTime(
  roster: Roster,
  limit: DutyLimit & { kind: "flight-time" },
  after: number,
): Figure | null {
  if (roster.flights.length === 0) return null;
  const window = limit.window;
  if (window.kind === "rolling") {
    const length = Math.round(window.hours * 60);
    const earliest = after - length + 1;
    const holdsOnePilot = (start: number) => roster.onePilot.within(start, start + length) > 0;
    const best = highest(
      bends(roster.flights, length, earliest, limit.onePilot ? roster.onePilotFlights : []),
      (start) =>
        start < earliest || (limit.onePilot && !holdsOnePilot(start))
          ? null
          : roster.flight.within(start, start + length),
    );
    return best && { figure: best.value, start: best.start, end: best.start + length };
  }
  const spans = limit.onePilot ? roster.onePilotFlights : roster.flights;
  if (spans.length === 0) return null;
  const first = unitOf(roster, window.unit, spans[0]!.start) - window.count + 1;
  const lastFlown = unitOf(roster, window.unit, Math.max(...spans.map((span) => span.end)) - 1);
  const last = Number.isFinite(after) ? Math.max(lastFlown, unitOf(roster, window.unit, after)) : lastFlown;
  let best: Figure | null = null;
  for (let index = first; index <= last; index++) {
    const start = unitStart(roster, window.unit, index);
    const end = unitStart(roster, window.unit, index + window.count);
    if (end <= after || (limit.onePilot && roster.onePilot.within(start, end) === 0)) continue;
    const figure = roster.flight.within(start, end);
    if (best === null || figure > best.figure) best = { figure, start, end };
  }
  return best;
}

/** The longest flight duty period (report to last landing) starting in the limit's band. */
function worstDutyPeriod(
  roster: Roster,
  limit: DutyLimit & { kind: "duty-period" },
  after: number,
): Figure | null {
  let best: Figure | null = null;
  for (const duty of roster.duties) {
    if (duty.lastLanding <= after) continue;
    if (!inBand(limit.startsFrom, limit.startsBefore, roster.clock.minuteOfDay(duty.start * 60_000)))
      continue;
    const figure = duty.lastLanding - duty.start;
    if (best === null || figure > best.figure) best = { figure, start: duty.start, end: duty.lastLanding };
  }
  return best;
}

/** The least time off duty in any window holding duty: the window with the most duty in it. */
function worstRestInWindow(roster: Roster, windowHours: number, after: number): Figure | null {
  const length = Math.round(windowHours * 60);
  const earliest = after - length + 1;
  const best = highest(bends(roster.duties, length, earliest), (start) =>
    start < earliest ? null : roster.duty.within(start, start + length) || null,
  );
  return best && { figure: length - best.value, start: best.start, end: best.start + length };
}

/** The longest consecutive rest within [start, end) before the duty period at `index` ends there. */
function longestRestBefore(roster: Roster, index: number, start: number, end: number): number {
  const duties = roster.duties;
  let longest = 0;
  for (let at = index; at >= 0; at--) {
    const restFrom = at > 0 ? duties[at - 1]!.end : Number.NEGATIVE_INFINITY;
    longest = Math.max(longest, Math.min(duties[at]!.start, end) - Math.max(restFrom, start));
    if (restFrom <= start) break;
  }
  return longest;
}

/** The least consecutive rest in the window before the end of any duty period. */
function worstRestBeforeEnd(roster: Roster, windowHours: number, after: number): Figure | null {
  const length = Math.round(windowHours * 60);
  let best: Figure | null = null;
  roster.duties.forEach((duty, index) => {
    if (duty.end <= after) return;
    const figure = longestRestBefore(roster, index, duty.end - length, duty.end);
    if (best === null || figure < best.figure) best = { figure, start: duty.end - length, end: duty.end };
  });
  return best;
}

/** The local days a roster's duty touches, in order, each once. */
function dutyDays(roster: Roster): number[] {
  const days: number[] = [];
  for (const duty of roster.duties) {
    const last = roster.clock.dayOf((duty.end - 1) * 60_000);
    for (let day = roster.clock.dayOf(duty.start * 60_000); day <= last; day++) {
      if (days[days.length - 1] !== day) days.push(day);
    }
  }
  return days;
}

/** Days off in the `windowDays` local days from `first`. */
function daysOffFrom(days: readonly number[], first: number, windowDays: number): number {
  let count = 0;
  for (const day of days) if (day >= first && day < first + windowDays) count++;
  return windowDays - count;
}

/** The fewest days off in any run of local days that holds duty; start and end are local days. */
function worstDaysOff(roster: Roster, limit: DaysOffLimit, after: number): Figure | null {
  const days = dutyDays(roster);
  if (days.length === 0) return null;
  let best: Figure | null = null;
  let low = 0;
  let high = 0;
  // A run ends after `after` when its last day is the day of `after` or later.
  const from = Number.isFinite(after) ? roster.clock.dayOf(after * 60_000) - limit.windowDays + 1 : -Infinity;
  for (
    let first = Math.max(days[0]! - limit.windowDays + 1, from);
    first <= days[days.length - 1]!;
    first++
  ) {
    while (high < days.length && days[high]! < first + limit.windowDays) high++;
    while (low < days.length && days[low]! < first) low++;
    const figure = limit.windowDays - (high - low);
    if (best === null || figure < best.figure) best = { figure, start: first, end: first + limit.windowDays };
  }
  return best;
}

/** How many local nights lie off duty within [start, end): each needs the night's hours inside both. */
function nightsWithin(roster: Roster, rules: RuleSet, start: number, end: number): number {
  const { clock } = roster;
  const from = clockMinutes(rules.night.from);
  const to = clockMinutes(rules.night.to);
  const needed = rules.night.hours * 60;
  let count = 0;
  const last = clock.dayOf(end * 60_000);
  for (let day = clock.dayOf(start * 60_000) - 1; day <= last; day++) {
    const nightStart = clock.instantOf(day, from) / 60_000;
    const nightEnd = clock.instantOf(to > from ? day : day + 1, to) / 60_000;
    if (Math.min(end, nightEnd) - Math.max(start, nightStart) >= needed) count++;
  }
  return count;
}

/**
 * The longest rest within [start, end), the end of the duty period at `index`, that holds the limit's
 * nights; 0 when none does. The rests are those before it, back to the window's start; before the first
 * duty period the member is off.
 */
function longestRestWithNights(
  roster: Roster,
  rules: RuleSet,
  limit: LongRestLimit,
  index: number,
  start: number,
  end: number,
): number {
  const duties = roster.duties;
  let longest = 0;
  for (let at = index; at >= 0; at--) {
    const restFrom = at > 0 ? duties[at - 1]!.end : Number.NEGATIVE_INFINITY;
    const from = Math.max(restFrom, start);
    const to = Math.min(duties[at]!.start, end);
    if (to - from > longest && nightsWithin(roster, rules, from, to) >= limit.nights) longest = to - from;
    if (restFrom <= start) break;
  }
  return longest;
}

/**
 * The least rest holding the limit's nights in the window before the end of any duty period: read back
 * from each duty's end, as the rest before the end of an assignment is, so a week of short duties between
 * two long rests passes (a window free to start anywhere would take in a part of each rest too short).
 */
function worstLongRest(roster: Roster, rules: RuleSet, limit: LongRestLimit, after: number): Figure | null {
  const length = Math.round(limit.windowHours * 60);
  let best: Figure | null = null;
  roster.duties.forEach((duty, index) => {
    if (duty.end <= after) return;
    const figure = longestRestWithNights(roster, rules, limit, index, duty.end - length, duty.end);
    if (best === null || figure < best.figure) best = { figure, start: duty.end - length, end: duty.end };
  });
  return best;
}

/**
 * The worst window of a limit among those ending after `after` (minutes; all by default): the highest
 * figure of a ceiling, the lowest of a floor; null when the roster has nothing it counts there.
 */
export function worstWindow(
  roster: Roster,
  rules: RuleSet,
  limit: DutyLimit,
  after = Number.NEGATIVE_INFINITY,
): Figure | null {
  switch (limit.kind) {
    case "flight-time":
      return worstFlightTime(roster, limit, after);
    case "duty-period":
      return worstDutyPeriod(roster, limit, after);
    case "rest-in-window":
      return worstRestInWindow(roster, limit.windowHours, after);
    case "rest-before-duty-end":
      return worstRestBeforeEnd(roster, limit.windowHours, after);
    case "days-off":
      return worstDaysOff(roster, limit, after);
    case "long-rest":
      return worstLongRest(roster, rules, limit, after);
  }
}

/** The duty period under way at `now` or the next to start, by index; -1 when none is left. */
export function currentDuty(roster: Roster, now: number): number {
  return roster.duties.findIndex((duty) => duty.end > now);
}

/**
 * A limit's figure now: for the window ending at `now` (minutes), or for the duty period under way or
 * next (its flight duty period, and the rest in the window before its end).
 */
export function figureNow(roster: Roster, rules: RuleSet, limit: DutyLimit, now: number): Figure | null {
  switch (limit.kind) {
    case "flight-time": {
      const window = limit.window;
      let start: number;
      if (window.kind === "rolling") start = now - Math.round(window.hours * 60);
      else start = unitStart(roster, window.unit, unitOf(roster, window.unit, now) - window.count + 1);
      if (limit.onePilot && roster.onePilot.within(start, now) === 0) return null;
      return { figure: roster.flight.within(start, now), start, end: now };
    }
    case "duty-period": {
      const duty = roster.duties[currentDuty(roster, now)];
      if (!duty) return null;
      const minute = roster.clock.minuteOfDay(duty.start * 60_000);
      if (!inBand(limit.startsFrom, limit.startsBefore, minute)) return null;
      return { figure: duty.lastLanding - duty.start, start: duty.start, end: duty.lastLanding };
    }
    case "rest-in-window": {
      const length = Math.round(limit.windowHours * 60);
      return { figure: length - roster.duty.within(now - length, now), start: now - length, end: now };
    }
    case "rest-before-duty-end": {
      const index = currentDuty(roster, now);
      const duty = roster.duties[index];
      if (!duty) return null;
      const start = duty.end - Math.round(limit.windowHours * 60);
      return { figure: longestRestBefore(roster, index, start, duty.end), start, end: duty.end };
    }
    case "long-rest": {
      const index = currentDuty(roster, now);
      const duty = roster.duties[index];
      if (!duty) return null;
      const start = duty.end - Math.round(limit.windowHours * 60);
      const figure = longestRestWithNights(roster, rules, limit, index, start, duty.end);
      return { figure, start, end: duty.end };
    }
    case "days-off": {
      const first = roster.clock.dayOf(now * 60_000) - limit.windowDays + 1;
      return {
        figure: daysOffFrom(dutyDays(roster), first, limit.windowDays),
        start: first,
        end: first + limit.windowDays,
      };
    }
  }
}
