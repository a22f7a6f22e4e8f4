import { addDays, eachDate, isIsoDate } from "../../../shared/dates.ts";

/**
 * What the Timeline shows, kept in the address (`/?view=timeline&date=2026-12-01&days=3`) so a view can
 * be shared and survives a reload: its first date and how many days it spans.
 */
export const TIMELINE_SPANS = [1, 3, 7] as const;
export type TimelineSpan = (typeof TIMELINE_SPANS)[number];
export const SPAN_NAMES: Record<TimelineSpan, string> = { 1: "Day", 3: "3 days", 7: "Week" };

export const DAY_MINUTES = 24 * 60;
/** A drag or an arrow key moves a departure in steps of this many minutes. */
export const TIME_STEP_MINUTES = 5;
/** Hours change in tenths, as flying hours are logged (0.1 h is 6 minutes). */
export const HOURS_STEP = 0.1;

export interface TimelineView {
  /** The first date shown; null follows the operator's today. */
  date: string | null;
  days: TimelineSpan;
}

/** The view the address names; anything it cannot read is the default (today, one day). */
export function viewFromSearch(search: string): TimelineView {
  const params = new URLSearchParams(search);
  const date = params.get("date");
  const days = Number(params.get("days"));
  return {
    date: date && isIsoDate(date) ? date : null,
    days: (TIMELINE_SPANS as readonly number[]).includes(days) ? (days as TimelineSpan) : 1,
  };
}

/** The address of a view, keeping any other parameters the page has. */
export function searchOfView(search: string, view: TimelineView, today: string): string {
  const params = new URLSearchParams(search);
  params.set("view", "timeline");
  params.set("date", view.date ?? today);
  params.set("days", String(view.days));
  return `?${params.toString()}`;
}

/** The address without the Timeline's parameters, for the other tabs. */
export function searchWithoutView(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ["view", "date", "days"]) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

export const isTimelineSearch = (search: string) => new URLSearchParams(search).get("view") === "timeline";

export const viewDates = (first: string, days: TimelineSpan) => eachDate(first, addDays(first, days - 1));

/** The next zoom in or out; the same at either end. */
export function zoomed(days: TimelineSpan, direction: "in" | "out"): TimelineSpan {
  const index = TIMELINE_SPANS.indexOf(days) + (direction === "in" ? -1 : 1);
  return TIMELINE_SPANS[Math.max(0, Math.min(TIMELINE_SPANS.length - 1, index))]!;
}

/** Minutes rounded to the nearest step. */
export const toStep = (minutes: number, step = TIME_STEP_MINUTES) => Math.round(minutes / step) * step;
