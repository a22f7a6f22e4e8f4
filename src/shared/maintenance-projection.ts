/**
 * Where an aircraft stands against its maintenance items (docs/decisions/051): its recorded hours, and
 * the hours its planned flights take it to, date by date, so each item has a projected due date. Hours
 * are whole hundredths here, so sums of many days add up exactly.
 */
import { daysBetween } from "./dates.ts";

/**
 * `ok`; `soon`: within the item's warning margin (hours or days); `overrun`: past the due hours, within
 * the overrun the rule allows; `overdue`: past the due date, or past the due hours and the overrun.
 */
export const MAINTENANCE_STATES = ["ok", "soon", "overrun", "overdue"] as const;
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number];

/**
 * An aircraft's hours by day after its hours' as-of date, in hundredths and date order (a date once a
 * booking flying it), as three lists of one length: flown as recorded, planned where not.
 */
export interface DaysHours {
  dates: string[];
  flown: number[];
  planned: number[];
}

/** The recorded hours, and the hours planned flights reach by each date they fly (non-decreasing). */
export interface HoursTrack {
  recorded: number;
  dates: string[];
  reached: number[];
}

/** An item's due point and margins, in hundredths of hours. */
export interface DueRule {
  dueHours: number | null;
  dueDate: string | null;
  warningHours: number;
  warningDays: number;
  overrunHours: number;
}

export interface DueStatus {
  remainingHours: number | null;
  projectedDate: string | null;
  projectedBeyondDate: string | null;
  dueBy: string | null;
  remainingDays: number | null;
  state: MaintenanceState;
}

/** An aircraft's track from its entered hours and its days after their date, in date order. */
export function hoursTrack(entered: number, days: DaysHours | undefined): HoursTrack {
  let recorded = entered;
  const dates: string[] = [];
  const reached: number[] = [];
  if (!days) return { recorded, dates, reached };
  for (const flown of days.flown) recorded += flown;
  let total = recorded;
  days.planned.forEach((planned, index) => {
    if (planned <= 0) return;
    total += planned;
    dates.push(days.dates[index]!);
    reached.push(total);
  });
  return { recorded, dates, reached };
}

/**
 * The first date the track passes `hours` (reaches them, with `orPast` false), never before today: a
 * planned day gone by without flown hours recorded is taken to have flown, so its hours count at once.
 * Null when no planned flight gets there. A binary search, as a year of days is searched per item.
 */
function dateReaching(track: HoursTrack, hours: number, today: string, passing: boolean): string | null {
  const beyond = (value: number) => (passing ? value > hours : value >= hours);
  if (beyond(track.recorded)) return today;
  let low = 0;
  let high = track.reached.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (beyond(track.reached[middle]!)) high = middle;
    else low = middle + 1;
  }
  const date = track.dates[low];
  return date === undefined ? null : date < today ? today : date;
}

export function dueStatus(track: HoursTrack, rule: DueRule, today: string): DueStatus {
  const { dueHours, dueDate } = rule;
  const remainingHours = dueHours === null ? null : dueHours - track.recorded;
  const projectedDate = dueHours === null ? null : dateReaching(track, dueHours, today, false);
  const projectedBeyondDate =
    dueHours === null ? null : dateReaching(track, dueHours + rule.overrunHours, today, true);
  const dueBy =
    dueDate === null
      ? projectedDate
      : projectedDate === null || dueDate < projectedDate
        ? dueDate
        : projectedDate;
  const remainingDays = dueBy === null ? null : daysBetween(today, dueBy);
  const state: MaintenanceState =
    (dueDate !== null && today > dueDate) || (remainingHours !== null && -remainingHours > rule.overrunHours)
      ? "overdue"
      : remainingHours !== null && remainingHours < 0
        ? "overrun"
        : (remainingHours !== null && remainingHours <= rule.warningHours) ||
            (remainingDays !== null && remainingDays <= rule.warningDays)
          ? "soon"
          : "ok";
  return { remainingHours, projectedDate, projectedBeyondDate, dueBy, remainingDays, state };
}

/** Hours as a decimal string from hundredths: 123456 -> "1234.56". */
export const hoursText = (hundredths: number) => (hundredths / 100).toFixed(2);
/** Hundredths from a decimal string of hours: "1234.5" -> 123450. */
export const hundredths = (hours: string) => Math.round(Number(hours) * 100);

/**
 * How far planned flights go past an item's due point (docs/decisions/051): the hours planned past its
 * due hours and overrun allowance (all of them once the recorded hours are past it), and the hours
 * planned on dates after its due date; with the first date each is passed. A write that makes either
 * larger takes the aircraft past the item, and asks first.
 */
export interface PastDue {
  hours: number;
  hoursDate: string | null;
  byDate: number;
  byDateDate: string | null;
}

export function pastDue(track: HoursTrack, rule: DueRule, today: string): PastDue {
  const total = track.reached.at(-1) ?? track.recorded;
  const limit = rule.dueHours === null ? null : rule.dueHours + rule.overrunHours;
  const hours = limit === null ? 0 : Math.max(0, total - Math.max(limit, track.recorded));
  const hoursDate = limit === null || hours === 0 ? null : dateReaching(track, limit, today, true);
  let byDate = 0;
  let byDateDate: string | null = null;
  if (rule.dueDate !== null) {
    let before = track.recorded;
    track.dates.forEach((date, index) => {
      if (date <= rule.dueDate!) before = track.reached[index]!;
      else byDateDate ??= date;
    });
    byDate = total - before;
  }
  return { hours, hoursDate, byDate, byDateDate };
}
