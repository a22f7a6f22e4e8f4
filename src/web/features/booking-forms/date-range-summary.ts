import { dateInWords, daysBetween, isIsoDate } from "../../../shared/dates.ts";

/**
 * The booking's days in one line, shown under the date fields before anything is written
 * (docs/decisions/020, 043): "1 day, Thu 10 Dec 2026" or "17 days, Thu 10 Dec 2026 – Sat 26 Dec 2026",
 * the month a word so a typed 03/12 is seen as 3 December (or 12 March) whatever the date order. Null
 * while the dates are not a range yet.
 */
export function dateRangeSummary(startDate: string, endDate: string): string | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  const days = daysBetween(startDate, endDate) + 1;
  if (days === 1) return `1 day, ${dateInWords(startDate)}`;
  return `${days} days, ${dateInWords(startDate)} – ${dateInWords(endDate)}`;
}
