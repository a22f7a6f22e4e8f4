/**
 * A crew member's legs read as the duty engine counts them (docs/decisions/053): flight spans, duty
 * periods and running totals over them, in whole minutes since the epoch. No I/O and no zod: the server and
 * the screens both call it.
 */
import type { RuleSet } from "./duty-rules.ts";
import { type ZoneClock, zoneClock } from "./zone-clock.ts";

export const MINUTE_MS = 60_000;
export const DEFAULT_REPORT_MINUTES = 45;
export const DEFAULT_POST_FLIGHT_MINUTES = 15;

export interface DutyLeg {
  /** When the leg departs, ms since the epoch. */
  departsAt: number;
  plannedHours: number;
  /** Hours flown as recorded; null until recorded, when the planned hours count. */
  flownHours: number | null;
  /** Pilots on the leg: one-pilot flying has its own flight-time limit. */
  pilots: number;
}

export interface DutyOptions {
  /** The operator's IANA zone: local start times, nights, days and calendar periods are read in it. */
  zone: string;
  /** Minutes on duty before the first departure (the operator's setting). */
  reportMinutes?: number;
  /** Minutes on duty after the last landing. */
  postFlightMinutes?: number;
}

/** A span of whole minutes since the epoch, its end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** A duty period in minutes: report, the last landing (the end of its flight duty period) and off duty. */
export interface DutySpan extends Span {
  lastLanding: number;
  legs: number;
}

/** A piecewise-linear running total of minutes covered by spans: `at(t)` is the minutes before `t`. */
export class RunningTotal {
  private readonly times: number[] = [];
  private readonly values: number[] = [];
  private readonly slopes: number[] = [];

  constructor(spans: readonly Span[]) {
    const edges: [number, number][] = [];
    for (const span of spans) {
      if (span.end <= span.start) continue;
      edges.push([span.start, 1], [span.end, -1]);
    }
    edges.sort((a, b) => a[0] - b[0]);
    let value = 0;
    let slope = 0;
    for (const [time, step] of edges) {
      const last = this.times.length - 1;
      if (last >= 0 && this.times[last] === time) {
        slope += step;
        this.slopes[last] = slope;
        continue;
      }
      if (last >= 0) value += slope * (time - this.times[last]!);
      slope += step;
      this.times.push(time);
      this.values.push(value);
      this.slopes.push(slope);
    }
  }

  at(time: number): number {
    const times = this.times;
    let low = 0;
    let high = times.length - 1;
    if (high < 0 || time <= times[0]!) return 0;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (times[middle]! <= time) low = middle;
      else high = middle - 1;
    }
    return this.values[low]! + this.slopes[low]! * (time - times[low]!);
  }

  /** Minutes covered within [start, end). */
  within(start: number, end: number): number {
    return this.at(end) - this.at(start);
  }
}

export interface Roster {
  clock: ZoneClock;
  flights: Span[];
  onePilotFlights: Span[];
  duties: DutySpan[];
  flight: RunningTotal;
  onePilot: RunningTotal;
  duty: RunningTotal;
}

/**
 * Legs as flight spans and duty periods. A leg flies from its departure for its flown hours, or its
 * planned hours until flown; its duty runs from the report time before to the post-flight time after.
 * Legs whose duty spans touch, overlap or are less than the rule set's rest gap apart are one duty
 * period: a shorter break is not rest, so the period runs through it (a split duty counts whole).
 */
export function roster(legs: readonly DutyLeg[], options: DutyOptions, rules: RuleSet): Roster {
  const report = options.reportMinutes ?? DEFAULT_REPORT_MINUTES;
  const postFlight = options.postFlightMinutes ?? DEFAULT_POST_FLIGHT_MINUTES;
  const joinGap = rules.restGapHours * 60;
  const sorted = legs
    .map((leg) => {
      const start = Math.round(leg.departsAt / MINUTE_MS);
      const hours = leg.flownHours ?? leg.plannedHours;
      return { start, end: start + Math.max(0, Math.round(hours * 60)), onePilot: leg.pilots < 2 };
    })
    .sort((a, b) => a.start - b.start);
  const duties: DutySpan[] = [];
  for (const flight of sorted) {
    const start = flight.start - report;
    const end = flight.end + postFlight;
    const current = duties[duties.length - 1];
    if (current && (start <= current.end || start - current.end < joinGap)) {
      current.end = Math.max(current.end, end);
      current.lastLanding = Math.max(current.lastLanding, flight.end);
      current.legs += 1;
    } else {
      duties.push({ start, end, lastLanding: flight.end, legs: 1 });
    }
  }
  const flights = sorted.map(({ start, end }) => ({ start, end }));
  const onePilotFlights = sorted
    .filter((flight) => flight.onePilot)
    .map(({ start, end }) => ({ start, end }));
  return {
    clock: zoneClock(options.zone),
    flights,
    onePilotFlights,
    duties,
    flight: new RunningTotal(flights),
    onePilot: new RunningTotal(onePilotFlights),
    duty: new RunningTotal(duties),
  };
}

/** Minutes since the epoch at local midnight starting a local day. */
export function dayStart(clock: ZoneClock, day: number): number {
  return clock.instantOf(day, 0) / MINUTE_MS;
}
