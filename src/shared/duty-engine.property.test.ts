/**
 * The duty engine against a brute-force count minute by minute (issue 46 item 6, docs/decisions/053):
 * random legs, zones and rule sets, every window start tried, every minute marked flying, on duty or off.
 * The legs fall around a quarter's or a year's end and the daylight-saving changes of London and Sydney.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { standing } from "./duty-engine.ts";
import { type DutyLeg, roster } from "./duty-roster.ts";
import type { DutyLimit, LongRestLimit, RuleSet } from "./duty-rules.ts";
import { figureNow, worstWindow } from "./duty-windows.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ZONES = ["Europe/London", "Australia/Sydney", "America/New_York", "Asia/Kolkata", "UTC"];
// The clocks change in London on 29 Mar and 25 Oct 2026, in Sydney on 5 Apr and 4 Oct.
const BASES = ["2026-03-27", "2026-09-30", "2026-10-22", "2026-12-28"].map((date) =>
  Date.parse(`${date}T00:00Z`),
);

interface Case {
  legs: DutyLeg[];
  zone: string;
  report: number;
  postFlight: number;
  rules: RuleSet;
}

const hhmm = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

const limitArb: fc.Arbitrary<DutyLimit> = fc.oneof(
  fc.record({
    id: fc.constant("flight-rolling"),
    kind: fc.constant("flight-time" as const),
    maxHours: fc.constant(8),
    window: fc.record({ kind: fc.constant("rolling" as const), hours: fc.integer({ min: 1, max: 48 }) }),
    onePilot: fc.boolean(),
    citation: fc.constant("rolling"),
  }),
  fc.record({
    id: fc.constant("flight-calendar"),
    kind: fc.constant("flight-time" as const),
    maxHours: fc.constant(8),
    window: fc.oneof(
      fc.record({
        kind: fc.constant("calendar" as const),
        unit: fc.constant("quarter" as const),
        count: fc.integer({ min: 1, max: 2 }),
      }),
      fc.constant({ kind: "calendar" as const, unit: "year" as const, count: 1 }),
    ),
    onePilot: fc.boolean(),
    citation: fc.constant("calendar"),
  }),
  fc.record({
    id: fc.constant("fdp"),
    kind: fc.constant("duty-period" as const),
    maxHours: fc.constant(9),
    startsFrom: fc.integer({ min: 0, max: 23 }).map(hhmm),
    startsBefore: fc.integer({ min: 0, max: 23 }).map(hhmm),
    citation: fc.constant("fdp"),
  }),
  fc.record({
    id: fc.constant("rest-window"),
    kind: fc.constant("rest-in-window" as const),
    minHours: fc.constant(12),
    windowHours: fc.integer({ min: 4, max: 48 }),
    citation: fc.constant("rest"),
  }),
  fc.record({
    id: fc.constant("rest-end"),
    kind: fc.constant("rest-before-duty-end" as const),
    minHours: fc.constant(10),
    windowHours: fc.integer({ min: 4, max: 48 }),
    citation: fc.constant("rest"),
  }),
  fc.record({
    id: fc.constant("days-off"),
    kind: fc.constant("days-off" as const),
    minDays: fc.constant(2),
    windowDays: fc.integer({ min: 1, max: 7 }),
    citation: fc.constant("days"),
  }),
  fc.record({
    id: fc.constant("long-rest"),
    kind: fc.constant("long-rest" as const),
    minHours: fc.integer({ min: 2, max: 30 }),
    nights: fc.integer({ min: 0, max: 2 }),
    windowHours: fc.integer({ min: 12, max: 48 }),
    citation: fc.constant("long"),
  }),
);

const caseArb: fc.Arbitrary<Case> = fc
  .record({
    base: fc.constantFrom(...BASES),
    legs: fc.array(
      fc.record({
        offset: fc.integer({ min: 0, max: 8 * 24 * 60 }),
        planned: fc.integer({ min: 0, max: 1000 }).map((hundredths) => hundredths / 100),
        flown: fc.option(fc.integer({ min: 0, max: 1000 }).map((hundredths) => hundredths / 100)),
        pilots: fc.integer({ min: 1, max: 2 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    zone: fc.constantFrom(...ZONES),
    // At least a minute, so every leg has some duty even when it flies no time.
    report: fc.integer({ min: 1, max: 90 }),
    postFlight: fc.integer({ min: 0, max: 60 }),
    restGapHours: fc.integer({ min: 0, max: 12 }),
    nightFrom: fc.integer({ min: 19, max: 23 }),
    nightTo: fc.integer({ min: 4, max: 9 }),
    nightHours: fc.integer({ min: 1, max: 9 }),
    limit: limitArb,
  })
  .map((drawn) => ({
    legs: drawn.legs.map((leg) => ({
      departsAt: drawn.base + leg.offset * MINUTE_MS,
      plannedHours: leg.planned,
      flownHours: leg.flown,
      pilots: leg.pilots,
    })),
    zone: drawn.zone,
    report: drawn.report,
    postFlight: drawn.postFlight,
    rules: {
      id: "random",
      name: "random",
      restGapHours: drawn.restGapHours,
      amberMargin: 0.1,
      night: { from: hhmm(drawn.nightFrom), to: hhmm(drawn.nightTo), hours: drawn.nightHours },
      limits: [drawn.limit],
    },
  }));

/** Every minute of a span around the legs: flying (and with one pilot), on duty, its local date and time. */
class Minutes {
  readonly from: number;
  readonly flying: Int32Array;
  readonly onePilot: Int32Array;
  readonly duty: Uint8Array;
  readonly localDay: Int32Array;
  readonly localMinute: Int32Array;
  readonly periods: { start: number; end: number; lastLanding: number }[] = [];
  private readonly totals = new Map<Int32Array | Uint8Array, Float64Array>();

  constructor(
    readonly input: Case,
    margin: number,
  ) {
    const flights = input.legs.map((leg) => {
      const start = Math.round(leg.departsAt / MINUTE_MS);
      return {
        start,
        end: start + Math.round((leg.flownHours ?? leg.plannedHours) * 60),
        one: leg.pilots < 2,
      };
    });
    const first = Math.min(...flights.map((flight) => flight.start)) - input.report;
    const last = Math.max(...flights.map((flight) => flight.end)) + input.postFlight;
    this.from = first - margin;
    const size = last + margin - this.from;
    this.flying = new Int32Array(size);
    this.onePilot = new Int32Array(size);
    this.duty = new Uint8Array(size);
    for (const flight of flights) {
      for (let t = flight.start; t < flight.end; t++) {
        this.flying[t - this.from]! += 1;
        if (flight.one) this.onePilot[t - this.from]! += 1;
      }
      for (let t = flight.start - input.report; t < flight.end + input.postFlight; t++)
        this.duty[t - this.from] = 1;
    }
    // A break off duty shorter than the rule set's rest gap is duty.
    const gap = input.rules.restGapHours * 60;
    let lastOn = -1;
    for (let i = 0; i < size; i++) {
      if (!this.duty[i]) continue;
      if (lastOn >= 0 && i - lastOn - 1 > 0 && i - lastOn - 1 < gap) this.duty.fill(1, lastOn + 1, i);
      lastOn = i;
    }
    for (let i = 0; i < size; i++) {
      if (this.duty[i] && (i === 0 || !this.duty[i - 1]))
        this.periods.push({ start: i, end: i, lastLanding: i });
      const period = this.periods[this.periods.length - 1];
      if (this.duty[i] && period) period.end = i + 1;
    }
    for (const period of this.periods) {
      for (const flight of flights) {
        const reported = flight.start - input.report - this.from;
        if (reported >= period.start && reported < period.end) {
          period.lastLanding = Math.max(period.lastLanding, flight.end - this.from);
        }
      }
    }
    // Local clock by quarter hours: every zone here changes its offset on a quarter hour.
    this.localDay = new Int32Array(size);
    this.localMinute = new Int32Array(size);
    const format = new Intl.DateTimeFormat("en-GB", {
      timeZone: input.zone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    for (let block = Math.floor(this.from / 15) * 15; block < this.from + size; block += 15) {
      const parts: Record<string, number> = {};
      for (const part of format.formatToParts(block * MINUTE_MS)) parts[part.type] = Number(part.value);
      const day = Date.UTC(parts.year!, parts.month! - 1, parts.day!) / DAY_MS;
      const minute = parts.hour! * 60 + parts.minute!;
      for (let t = Math.max(block, this.from); t < Math.min(block + 15, this.from + size); t++) {
        this.localDay[t - this.from] = day;
        this.localMinute[t - this.from] = minute + (t - block);
      }
    }
  }

  get size() {
    return this.duty.length;
  }

  /** What a minute array adds up to over [start, end), from running totals built a minute at a time. */
  sum(values: Int32Array | Uint8Array, start: number, end: number): number {
    let totals = this.totals.get(values);
    if (!totals) {
      totals = new Float64Array(this.size + 1);
      for (let i = 0; i < this.size; i++) totals[i + 1] = totals[i]! + values[i]!;
      this.totals.set(values, totals);
    }
    const at = (i: number) => totals[Math.min(Math.max(i, 0), this.size)]!;
    return at(end) - at(start);
  }

  /** Window starts (indexes) whose window of `length` takes in any duty minute. */
  *dutyWindows(length: number) {
    for (let s = -length; s < this.size; s++) {
      if (this.periods.some((period) => s < period.end && s + length > period.start)) yield s;
    }
  }
}

/** The brute force's worst figure for the case's one limit, in minutes or days; null with none. */
function bruteWorst(input: Case, minutes: Minutes, after: number): number | null {
  const limit = input.rules.limits[0]!;
  // The local day and calendar unit of `after`, for runs of days and calendar windows ending after it.
  const afterDay = Number.isFinite(after) ? minutes.localDay[after]! : Number.NEGATIVE_INFINITY;
  switch (limit.kind) {
    case "flight-time": {
      const window = limit.window;
      if (window.kind === "rolling") {
        const length = window.hours * 60;
        let best: number | null = null;
        for (let s = -length; s < minutes.size; s++) {
          if (s + length <= after) continue;
          if (limit.onePilot && minutes.sum(minutes.onePilot, s, s + length) === 0) continue;
          best = Math.max(best ?? 0, minutes.sum(minutes.flying, s, s + length));
        }
        return best;
      }
      // Each minute's calendar unit in the zone; windows of `count` consecutive units.
      const units = new Map<number, { flying: number; one: number }>();
      for (let i = 0; i < minutes.size; i++) {
        const unit = unitOfDay(minutes.localDay[i]!, window.unit);
        const totals = units.get(unit) ?? { flying: 0, one: 0 };
        totals.flying += minutes.flying[i]!;
        totals.one += minutes.onePilot[i]!;
        units.set(unit, totals);
      }
      const keys = [...units.keys()];
      let best: number | null = null;
      for (let unit = Math.min(...keys) - window.count + 1; unit <= Math.max(...keys); unit++) {
        let flying = 0;
        let one = 0;
        for (let k = unit; k < unit + window.count; k++) {
          flying += units.get(k)?.flying ?? 0;
          one += units.get(k)?.one ?? 0;
        }
        if (limit.onePilot && one === 0) continue;
        if (Number.isFinite(after) && unit + window.count - 1 < unitOfDay(afterDay, window.unit)) continue;
        best = Math.max(best ?? 0, flying);
      }
      return best;
    }
    case "duty-period": {
      let best: number | null = null;
      for (const period of minutes.periods) {
        if (period.lastLanding <= after) continue;
        if (inBand(limit.startsFrom, limit.startsBefore, minutes.localMinute[period.start]!)) {
          best = Math.max(best ?? 0, period.lastLanding - period.start);
        }
      }
      return best;
    }
    case "rest-in-window": {
      const length = limit.windowHours * 60;
      let best: number | null = null;
      for (const s of minutes.dutyWindows(length)) {
        if (s + length <= after) continue;
        best = Math.min(best ?? length, length - minutes.sum(minutes.duty, s, s + length));
      }
      return best;
    }
    case "rest-before-duty-end": {
      const length = limit.windowHours * 60;
      let best: number | null = null;
      for (const period of minutes.periods) {
        if (period.end <= after) continue;
        best = Math.min(best ?? length, bruteLongestRest(minutes, period.end - length, period.end));
      }
      return best;
    }
    case "days-off": {
      const days = bruteDutyDays(minutes);
      let best: number | null = null;
      for (let first = Math.min(...days) - limit.windowDays + 1; first <= Math.max(...days); first++) {
        if (first + limit.windowDays - 1 < afterDay) continue;
        let on = 0;
        for (let day = first; day < first + limit.windowDays; day++) if (days.has(day)) on++;
        best = Math.min(best ?? limit.windowDays, limit.windowDays - on);
      }
      return best;
    }
    case "long-rest": {
      let best: number | null = null;
      for (const period of minutes.periods) {
        if (period.end <= after) continue;
        best = Math.min(
          best ?? Number.POSITIVE_INFINITY,
          bruteLongRestBefore(input, minutes, limit, period.end),
        );
      }
      return best;
    }
  }
}

/** The longest rest holding the limit's nights in the window before a duty period's end, in minutes. */
function bruteLongRestBefore(input: Case, minutes: Minutes, limit: LongRestLimit, end: number): number {
  const { from, to, hours } = input.rules.night;
  const nightFrom = Number(from.slice(0, 2)) * 60;
  const nightTo = Number(to.slice(0, 2)) * 60;
  // A minute's night: the local date it starts on, or -1 outside any night.
  const nightOf = (i: number) => {
    const at = minutes.localMinute[i]!;
    if (at >= nightFrom) return minutes.localDay[i]!;
    if (at < nightTo) return minutes.localDay[i]! - 1;
    return -1;
  };
  let longest = 0;
  let run = 0;
  let nights = 0;
  let night = -1;
  let inNight = 0;
  for (let t = end - limit.windowHours * 60; t <= end; t++) {
    if (t < end && !minutes.duty[t]) {
      run++;
      const label = nightOf(t);
      if (label !== night) {
        night = label;
        inNight = 0;
      }
      if (label >= 0 && ++inNight === hours * 60) nights++;
      continue;
    }
    if (nights >= limit.nights) longest = Math.max(longest, run);
    run = 0;
    nights = 0;
    night = -1;
    inNight = 0;
  }
  return longest;
}

/** The longest consecutive run off duty in [start, end). */
function bruteLongestRest(minutes: Minutes, start: number, end: number): number {
  let longest = 0;
  let run = 0;
  for (let t = start; t < end; t++) {
    run = t >= 0 && minutes.duty[t] ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** A calendar unit's number for a local day: quarters as year × 4 + quarter, or the year. */
function unitOfDay(day: number, unit: "quarter" | "year"): number {
  const date = new Date(day * DAY_MS);
  return unit === "year"
    ? date.getUTCFullYear()
    : date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3);
}

/** Local days holding any duty minute. */
function bruteDutyDays(minutes: Minutes): Set<number> {
  const days = new Set<number>();
  for (let i = 0; i < minutes.size; i++) if (minutes.duty[i]) days.add(minutes.localDay[i]!);
  return days;
}

function inBand(from: string, before: string, at: number): boolean {
  const low = Number(from.slice(0, 2)) * 60;
  const high = Number(before.slice(0, 2)) * 60;
  return low === high || (low < high ? at >= low && at < high : at >= low || at < high);
}

/** The brute force's figure for the window ending at `now` (an index), or the duty under way or next. */
function bruteNow(input: Case, minutes: Minutes, now: number): number | null {
  const limit = input.rules.limits[0]!;
  const next = minutes.periods.find((period) => period.end > now);
  switch (limit.kind) {
    case "flight-time": {
      const window = limit.window;
      let start = now;
      if (window.kind === "rolling") start = now - window.hours * 60;
      else {
        // Back a minute at a time while the minute before is in the current unit or the ones before it.
        const first = unitOfDay(minutes.localDay[now]!, window.unit) - window.count + 1;
        while (start > 0 && unitOfDay(minutes.localDay[start - 1]!, window.unit) >= first) start--;
      }
      if (limit.onePilot && minutes.sum(minutes.onePilot, start, now) === 0) return null;
      return minutes.sum(minutes.flying, start, now);
    }
    case "duty-period":
      if (!next || !inBand(limit.startsFrom, limit.startsBefore, minutes.localMinute[next.start]!))
        return null;
      return next.lastLanding - next.start;
    case "rest-in-window":
      return limit.windowHours * 60 - minutes.sum(minutes.duty, now - limit.windowHours * 60, now);
    case "rest-before-duty-end":
      return next ? bruteLongestRest(minutes, next.end - limit.windowHours * 60, next.end) : null;
    case "long-rest":
      return next ? bruteLongRestBefore(input, minutes, limit, next.end) : null;
    case "days-off": {
      const days = bruteDutyDays(minutes);
      const today = minutes.localDay[now]!;
      let on = 0;
      for (let day = today - limit.windowDays + 1; day <= today; day++) if (days.has(day)) on++;
      return limit.windowDays - on;
    }
  }
}

function margin(limit: DutyLimit): number {
  switch (limit.kind) {
    case "flight-time":
      return limit.window.kind === "rolling" ? limit.window.hours * 60 + 2 : 2;
    case "rest-in-window":
    case "rest-before-duty-end":
    case "long-rest":
      return limit.windowHours * 60 + 2;
    default:
      return 2;
  }
}

/**
 * The brute force's next rest due (an index) for the duty period under way or next at `now`: the last
 * minute it can run on to, continuously from its report after the duty before it, with its one limit kept.
 */
function bruteRestDue(input: Case, minutes: Minutes, now: number): number | null {
  const limit = input.rules.limits[0]!;
  const index = minutes.periods.findIndex((period) => period.end > now);
  const current = minutes.periods[index];
  if (!current || limit.kind === "flight-time" || limit.kind === "long-rest" || limit.kind === "days-off") {
    return null;
  }
  const postFlight = current.end - current.lastLanding;
  if (limit.kind === "duty-period") {
    if (!inBand(limit.startsFrom, limit.startsBefore, minutes.localMinute[current.start]!)) return null;
    return current.start + limit.maxHours! * 60 + postFlight;
  }
  // The duty before this one as it is, then this one running on a minute at a time.
  const duty = minutes.duty.slice();
  duty.fill(0, current.start);
  const length = limit.windowHours * 60;
  const rest = limit.minHours! * 60;
  const keeps = (end: number) => {
    if (limit.kind === "rest-in-window") {
      let on = 0;
      for (let t = end - length; t < end; t++) on += duty[t] ?? 0;
      return length - on >= rest;
    }
    let longest = 0;
    let run = 0;
    for (let t = end - length; t < end; t++) {
      run = duty[t] ? 0 : run + 1;
      longest = Math.max(longest, run);
    }
    return longest >= rest;
  };
  let end = current.start;
  while (end < current.start + length && end < duty.length) {
    duty[end] = 1;
    if (!keeps(end + 1)) break;
    end++;
  }
  return end;
}

const optionsOf = (input: Case) => ({
  zone: input.zone,
  reportMinutes: input.report,
  postFlightMinutes: input.postFlight,
});

describe("the duty engine against a minute-by-minute count", () => {
  it("finds each limit's worst window: flight time, duty periods, rest, long rest with nights, days off", () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.option(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (input, where) => {
          const limit = input.rules.limits[0]!;
          const found = roster(input.legs, optionsOf(input), input.rules);
          const minutes = new Minutes(input, margin(limit));
          // Every window, or those ending after a minute drawn in the span (a write's "from now on").
          const after = where === null ? Number.NEGATIVE_INFINITY : Math.floor(where * minutes.size);
          const engine = worstWindow(found, input.rules, limit, minutes.from + after);
          expect(engine?.figure ?? null).toBe(bruteWorst(input, minutes, after));
          // The window named holds the figure it names.
          if (engine && limit.kind === "flight-time" && limit.window.kind === "rolling") {
            const start = engine.start - minutes.from;
            expect(minutes.sum(minutes.flying, start, start + limit.window.hours * 60)).toBe(engine.figure);
          }
        },
      ),
      { numRuns: Number(process.env.DUTY_PROPERTY_RUNS ?? 300) },
    );
  });

  it("gives each limit's figure now: the window ending now, or the duty period under way or next", () => {
    fc.assert(
      fc.property(caseArb, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (input, where) => {
        const limit = input.rules.limits[0]!;
        const minutes = new Minutes(input, margin(limit));
        const spare = margin(limit);
        const now = spare + Math.floor(where * (minutes.size - spare));
        const found = roster(input.legs, optionsOf(input), input.rules);
        const engine = figureNow(found, input.rules, limit, minutes.from + now);
        expect(engine?.figure ?? null).toBe(bruteNow(input, minutes, now));
      }),
      { numRuns: Number(process.env.DUTY_PROPERTY_RUNS ?? 300) },
    );
  });

  it("gives the next rest due as the last minute the duty can run on to and keep each limit", () => {
    const kinds = ["duty-period", "rest-in-window", "rest-before-duty-end"];
    fc.assert(
      fc.property(
        caseArb.filter((input) => kinds.includes(input.rules.limits[0]!.kind)),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (input, where) => {
          const limit = input.rules.limits[0]!;
          const minutes = new Minutes(input, margin(limit));
          const spare = margin(limit);
          const now = spare + Math.floor(where * (minutes.size - spare));
          const due = standing(
            input.legs,
            optionsOf(input),
            input.rules,
            (minutes.from + now) * MINUTE_MS,
          ).nextRestDue;
          const brute = bruteRestDue(input, minutes, now);
          // A duty already past its limit at report has no last minute to find.
          if (brute !== null && due !== null && brute === minutes.periods.find((p) => p.end > now)!.start)
            return;
          expect(due === null ? null : due.at / MINUTE_MS - minutes.from).toBe(brute);
        },
      ),
      { numRuns: Number(process.env.DUTY_PROPERTY_RUNS ?? 300) },
    );
  });
});
