/**
 * Flight and duty time limits as data (issue 46 item 4, docs/decisions/053): a rule set is a table of
 * limits, each a number with its kind, its window and the paragraph of the regulation it comes from. The
 * operator picks a set and may edit its numbers; a limit whose number is null is not checked. Without zod,
 * so a screen can show a standing without the schemas (`duty-rule-schemas.ts` has them).
 */

/** A window of fixed length that may start at any minute ("any 24 consecutive hours"). */
export interface RollingWindow {
  kind: "rolling";
  hours: number;
}

/** Calendar quarters or years in the operator's zone: `count` of them, starting at each one's start. */
export interface CalendarWindow {
  kind: "calendar";
  unit: "quarter" | "year";
  count: number;
}

export type LimitWindow = RollingWindow | CalendarWindow;

interface LimitBase {
  /** Unique within its set; what an edit and a fact name. */
  id: string;
  /** The regulation's paragraph, shown beside the number: "14 CFR 135.267(b)(2)". */
  citation: string;
}

/** At most `maxHours` of flight time in each window; with `onePilot`, only windows with one-pilot flying. */
export interface FlightTimeLimit extends LimitBase {
  kind: "flight-time";
  maxHours: number | null;
  window: LimitWindow;
  onePilot: boolean;
}

/**
 * A flight duty period (report to the last landing) at most `maxHours` when it starts (local time) at or
 * after `startsFrom` and before `startsBefore` ("HH:MM"; the band wraps midnight when `startsFrom` is
 * later).
 */
export interface DutyPeriodLimit extends LimitBase {
  kind: "duty-period";
  maxHours: number | null;
  startsFrom: string;
  startsBefore: string;
}

/** At least `minHours` off duty in every window of `windowHours` that holds any duty (not consecutive). */
export interface RestInWindowLimit extends LimitBase {
  kind: "rest-in-window";
  minHours: number | null;
  windowHours: number;
}

/** At least `minHours` of consecutive rest in the `windowHours` before the end of each duty period. */
export interface RestBeforeDutyEndLimit extends LimitBase {
  kind: "rest-before-duty-end";
  minHours: number | null;
  windowHours: number;
}

/** One rest of at least `minHours` holding `nights` local nights in every window of `windowHours`. */
export interface LongRestLimit extends LimitBase {
  kind: "long-rest";
  minHours: number | null;
  nights: number;
  windowHours: number;
}

/** At least `minDays` local days without duty in every `windowDays` consecutive local days. */
export interface DaysOffLimit extends LimitBase {
  kind: "days-off";
  minDays: number | null;
  windowDays: number;
}

export type DutyLimit =
  | FlightTimeLimit
  | DutyPeriodLimit
  | RestInWindowLimit
  | RestBeforeDutyEndLimit
  | LongRestLimit
  | DaysOffLimit;

export type DutyLimitKind = DutyLimit["kind"];

/**
 * A local night: `hours` consecutive hours off duty between `from` and `to` local time ("HH:MM"; `to` on
 * the next day when earlier than `from`).
 */
export interface LocalNight {
  from: string;
  to: string;
  hours: number;
}

export interface RuleSet {
  id: string;
  name: string;
  /** Legs whose duty spans are less than this apart are one duty period: a shorter gap is no rest. */
  restGapHours: number;
  /** A figure within this fraction of its limit is amber: 0.1 marks 9 h of a 10 h limit. */
  amberMargin: number;
  night: LocalNight;
  limits: DutyLimit[];
}

export const US_135_267: RuleSet = {
  id: "us-135-267",
  name: "US 14 CFR 135.267 (unscheduled one- and two-pilot crews)",
  // 135.267(d)'s rest is 10 consecutive hours: a shorter break is part of the duty around it.
  restGapHours: 10,
  amberMargin: 0.1,
  // Part 135 counts no nights; kept for an operator who adds a long-rest limit.
  night: { from: "22:00", to: "08:00", hours: 8 },
  limits: [
    {
      id: "flight-24h-one-pilot",
      kind: "flight-time",
      maxHours: 8,
      window: { kind: "rolling", hours: 24 },
      onePilot: true,
      citation: "14 CFR 135.267(b)(1)",
    },
    {
      id: "flight-24h-two-pilots",
      kind: "flight-time",
      maxHours: 10,
      window: { kind: "rolling", hours: 24 },
      onePilot: false,
      citation: "14 CFR 135.267(b)(2)",
    },
    {
      id: "rest-before-end",
      kind: "rest-before-duty-end",
      minHours: 10,
      windowHours: 24,
      citation: "14 CFR 135.267(d)",
    },
    {
      id: "flight-quarter",
      kind: "flight-time",
      maxHours: 500,
      window: { kind: "calendar", unit: "quarter", count: 1 },
      onePilot: false,
      citation: "14 CFR 135.267(a)(1)",
    },
    {
      id: "flight-two-quarters",
      kind: "flight-time",
      maxHours: 800,
      window: { kind: "calendar", unit: "quarter", count: 2 },
      onePilot: false,
      citation: "14 CFR 135.267(a)(2)",
    },
    {
      id: "flight-year",
      kind: "flight-time",
      maxHours: 1400,
      window: { kind: "calendar", unit: "year", count: 1 },
      onePilot: false,
      citation: "14 CFR 135.267(a)(3)",
    },
  ],
};

// The numbers as issue 46 reads Appendix 1. The clause numbers 4.2(a) and 4.2(b) come from an operator's
// published table, the rest name the Appendix only: check each against the instrument's current
// compilation (legislation.gov.au F2019L01070) before shipping (docs/decisions/053).
const CAO_48_1 = "CAO 48.1 Instrument 2019, Appendix 1";

export const CASA_CAO_48_1_BASIC: RuleSet = {
  id: "casa-cao-48-1-appendix-1",
  name: "Australia CASA CAO 48.1 Instrument 2019, Appendix 1 (basic limits)",
  restGapHours: 10,
  amberMargin: 0.1,
  night: { from: "22:00", to: "08:00", hours: 8 },
  limits: [
    {
      id: "fdp-day",
      kind: "duty-period",
      maxHours: 9,
      startsFrom: "06:00",
      startsBefore: "14:00",
      citation: `${CAO_48_1} (FDP limits)`,
    },
    {
      id: "fdp-other",
      kind: "duty-period",
      maxHours: 8,
      startsFrom: "14:00",
      startsBefore: "06:00",
      citation: `${CAO_48_1} (FDP limits)`,
    },
    {
      id: "off-24h",
      kind: "rest-in-window",
      minHours: 12,
      windowHours: 24,
      citation: `${CAO_48_1} (time free of duty)`,
    },
    {
      id: "off-36h-two-nights",
      kind: "long-rest",
      minHours: 36,
      nights: 2,
      windowHours: 168,
      citation: `${CAO_48_1}, cl. 4.2(a)`,
    },
    {
      id: "days-off-28",
      kind: "days-off",
      minDays: 6,
      windowDays: 28,
      citation: `${CAO_48_1}, cl. 4.2(b)`,
    },
    {
      id: "flight-28-days",
      kind: "flight-time",
      maxHours: 100,
      window: { kind: "rolling", hours: 28 * 24 },
      onePilot: false,
      citation: `${CAO_48_1} (flight time limits)`,
    },
    {
      id: "flight-365-days",
      kind: "flight-time",
      maxHours: 1000,
      window: { kind: "rolling", hours: 365 * 24 },
      onePilot: false,
      citation: `${CAO_48_1} (flight time limits)`,
    },
  ],
};

/**
 * The operator's own set (an approved scheme such as the UK's CAP 371): the usual kinds of limit with the
 * windows such schemes use, every number blank until the operator fills it in, each citation theirs.
 */
export const OPERATOR_DEFINED: RuleSet = {
  id: "operator-defined",
  name: "Operator-defined (approved scheme)",
  restGapHours: 10,
  amberMargin: 0.1,
  night: { from: "22:00", to: "08:00", hours: 8 },
  limits: [
    {
      id: "fdp",
      kind: "duty-period",
      maxHours: null,
      startsFrom: "00:00",
      startsBefore: "00:00",
      citation: "",
    },
    { id: "rest-before-end", kind: "rest-before-duty-end", minHours: null, windowHours: 24, citation: "" },
    { id: "off-24h", kind: "rest-in-window", minHours: null, windowHours: 24, citation: "" },
    { id: "long-rest", kind: "long-rest", minHours: null, nights: 2, windowHours: 168, citation: "" },
    { id: "days-off-28", kind: "days-off", minDays: null, windowDays: 28, citation: "" },
    {
      id: "flight-24h",
      kind: "flight-time",
      maxHours: null,
      window: { kind: "rolling", hours: 24 },
      onePilot: false,
      citation: "",
    },
    {
      id: "flight-28-days",
      kind: "flight-time",
      maxHours: null,
      window: { kind: "rolling", hours: 28 * 24 },
      onePilot: false,
      citation: "",
    },
    {
      id: "flight-year",
      kind: "flight-time",
      maxHours: null,
      window: { kind: "rolling", hours: 365 * 24 },
      onePilot: false,
      citation: "",
    },
  ],
};

export const SHIPPED_RULE_SETS: readonly RuleSet[] = [US_135_267, CASA_CAO_48_1_BASIC, OPERATOR_DEFINED];

/** A limit's number, whichever its kind: null when not set (not checked). */
export function limitValue(limit: DutyLimit): number | null {
  switch (limit.kind) {
    case "flight-time":
    case "duty-period":
      return limit.maxHours;
    case "rest-in-window":
    case "rest-before-duty-end":
    case "long-rest":
      return limit.minHours;
    case "days-off":
      return limit.minDays;
  }
}

/** Whether the limit is a ceiling (flight time, duty) or a floor (rest, days off). */
export function isCeiling(limit: DutyLimit): boolean {
  return limit.kind === "flight-time" || limit.kind === "duty-period";
}

/** "HH:MM" as minutes after midnight; the schemas only let a valid one through. */
export function clockMinutes(text: string): number {
  return Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
}

/**
 * A set with some limits' numbers changed (the operator's edits): the table stays the regulation's, only
 * the numbers move; null stops a limit being checked. An id the set lacks is left out: it names nothing.
 */
export function withNumbers(set: RuleSet, numbers: readonly { id: string; value: number | null }[]): RuleSet {
  const byId = new Map(numbers.map((edit) => [edit.id, edit.value]));
  return {
    ...set,
    limits: set.limits.map((limit): DutyLimit => {
      if (!byId.has(limit.id)) return limit;
      const value = byId.get(limit.id) ?? null;
      if (limit.kind === "days-off") return { ...limit, minDays: value };
      if (limit.kind === "flight-time" || limit.kind === "duty-period") return { ...limit, maxHours: value };
      return { ...limit, minHours: value };
    }),
  };
}
