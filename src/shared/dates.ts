import { dateOrder, orderedDate } from "./date-order.ts";

/** Calendar dates as `yyyy-mm-dd` strings, computed in UTC so no time zone can shift a day. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date written `yyyy-mm-dd` (not 2026-02-31). Plain arithmetic, no Date: a CSV
 * import checks this about 100,000 times. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= daysInMonth;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every date from `start` to `end`, both included. */
export function eachDate(start: string, end: string): string[] {
  const count = daysBetween(start, end) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(start, i));
}

/** A local calendar date (the browser's or server's own zone) as `yyyy-mm-dd`. */
export function localIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The date an instant falls on in an IANA zone (the operator's, docs/decisions/030), `YYYY-MM-DD`. */
export function isoDateInZone(date: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Minutes after midnight of an instant on the wall clock of an IANA zone (the operator's). */
export function minutesInZone(date: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/**
 * `2025-03-07` -> `07/03/25`, the table's date format, in the operator's date order (docs/decisions/043):
 * `03/07/25` month first, and `2025-03-07` year first (a two-digit year first reads as a day).
 */
export function formatShortDate(isoDate: string): string {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  if (dateOrder() === "year-first") return isoDate;
  return orderedDate(day, month, year.slice(2));
}

/**
 * `2026-12-03` -> `Thu 3 Dec 2026`: how a typed date is confirmed (docs/decisions/043), with the month a
 * word so no date order can misread it.
 */
export function dateInWords(isoDate: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });
  return `${part({ weekday: "short" })} ${Number(isoDate.slice(8, 10))} ${part({ month: "short" })} ${isoDate.slice(0, 4)}`;
}
