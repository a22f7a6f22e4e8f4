import { isoDateInZone, localIsoDate, minutesInZone } from "../../shared/dates.ts";

/**
 * The board's day and time of day on the operator's wall clock (Settings' time zone), so a browser in
 * another zone shows the operator's day; the browser's own zone only until the operator's is known.
 */
export function operatorDate(now: Date, zone: string | undefined): string {
  return zone ? isoDateInZone(now, zone) : localIsoDate(now);
}

/** Minutes after the operator's midnight: departure times are the operator's wall-clock times. */
export function operatorMinutes(now: Date, zone: string | undefined): number {
  return zone ? minutesInZone(now, zone) : now.getHours() * 60 + now.getMinutes();
}

/**
 * Milliseconds until the operator's next midnight. On a day the clocks change this is an hour out; the
 * board's minute check corrects it (and the timer is set again from the new time).
 */
export function msUntilOperatorMidnight(now: Date, zone: string | undefined): number {
  const intoMinute = now.getSeconds() * 1000 + now.getMilliseconds();
  return (24 * 60 - operatorMinutes(now, zone)) * 60_000 - intoMinute;
}
