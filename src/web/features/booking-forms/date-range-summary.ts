import { daysBetween, formatShortDate, isIsoDate } from "../../../shared/dates.ts";

const weekday = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" });

/**
 * The booking's days in one line, shown before it is written (docs/decisions/020): "1 day, Thu 10/12/26"
 * or "17 days, 10/12/26 – 26/12/26". Null while the dates are not a range yet.
 */
export function dateRangeSummary(startDate: string, endDate: string): string | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || endDate < startDate) return null;
  const days = daysBetween(startDate, endDate) + 1;
  if (days === 1) return `1 day, ${weekday(startDate)} ${formatShortDate(startDate)}`;
  return `${days} days, ${formatShortDate(startDate)} – ${formatShortDate(endDate)}`;
}
