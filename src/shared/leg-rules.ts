/**
 * A day's legs (docs/decisions/049) without zod, so the table's first screen can use them: the limits,
 * the hours of several legs added up, and when the next leg can leave ("Add leg"). `legs.ts` re-exports
 * the limits beside the schemas.
 */
import { departureMinutes } from "./departure-time.ts";
import { parseTypedHours } from "./typed-hours.ts";

/** A day holds at most this many legs: a long offshore day is eight or ten sectors. */
export const MAX_LEGS = 20;
/** Passengers on one leg: a count, at most this many (a large airliner charter, never a typo's 10,000). */
export const MAX_PASSENGERS = 999;
/** "Add leg" rounds the next departure up to a whole number of these minutes (11:01 → 11:05). */
export const NEXT_LEG_ROUNDING_MINUTES = 5;

const DAY_MINUTES = 24 * 60;

/** Minutes after midnight as the time a desk types: "09:05". */
export function clockText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Hours (decimal strings, or typed as "2:30") added in hundredths, so 0.1 + 0.2 is 0.30: "4.50". */
export function sumHours(hours: readonly string[]): string {
  const hundredths = hours.reduce((sum, text) => {
    const value = parseTypedHours(text.trim() === "" ? "0" : text);
    return sum + (value === null ? 0 : Math.round(Number(value) * 100));
  }, 0);
  return (hundredths / 100).toFixed(2);
}

/**
 * When a leg leaving at `departureTime` for `hours` (typed as the hours fields take them) lands, in
 * minutes after midnight; null when either cannot be read (a TBC time).
 */
export function landingMinutes(leg: { departureTime: string; hours: string }): number | null {
  const departs = departureMinutes(leg.departureTime);
  const hours = parseTypedHours(leg.hours.trim() === "" ? "0" : leg.hours);
  if (departs === null || hours === null) return null;
  return departs + Math.round(Number(hours) * 60);
}

/**
 * "Add leg"'s time: the previous leg's landing plus the turnaround, rounded up to the next five
 * minutes, as "HH:MM". Blank (TBC) when the previous leg's time or hours cannot be read, or when the
 * next leg would leave after midnight: that is another day, for the desk to decide.
 */
export function nextLegTime(
  previous: { departureTime: string; hours: string },
  turnaroundMinutes: number,
): string {
  const lands = landingMinutes(previous);
  if (lands === null) return "";
  const step = NEXT_LEG_ROUNDING_MINUTES;
  const leaves = Math.ceil((lands + Math.max(0, turnaroundMinutes)) / step) * step;
  return leaves < DAY_MINUTES ? clockText(leaves) : "";
}
