/**
 * Departure-time ordering within a day (product §5). Accepted forms are `HH:MM`, `HHMM` and `HH`, the
 * hour also with one digit and `.` as a separator too (`7.30`, as ops staff type it; docs/decisions/015), each
 * optionally followed by `/` and text (`0930/ref`). Anything else, hours over 23, minutes over 59,
 * `TBC` and empty values sort last; ties are ordered by booking id. The conflict query reads times
 * with this same function (src/server/fleet/read-windows.ts).
 */

export const DEPARTURE_TIME_PATTERN = "^(\\d{1,2})(?:[:.]?(\\d{2}))?(?:/.*)?$";
const DEPARTURE_TIME = new RegExp(DEPARTURE_TIME_PATTERN, "s");

/** Minutes after midnight, or null when the value does not name a valid time. */
export function departureMinutes(value: string | null | undefined): number | null {
  const match = DEPARTURE_TIME.exec((value ?? "").trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function compareDepartures(
  a: { departureTime: string | null | undefined; bookingId: number },
  b: { departureTime: string | null | undefined; bookingId: number },
): number {
  const left = departureMinutes(a.departureTime);
  const right = departureMinutes(b.departureTime);
  if (left !== right) {
    if (left === null) return 1;
    if (right === null) return -1;
    return left - right;
  }
  return a.bookingId - b.bookingId;
}

/** `09:30/ref` -> `09:30`: the HH:mm form used by the CSV export; other text is kept as it is. */
export function departureHHmm(value: string): string {
  const minutes = departureMinutes(value);
  if (minutes === null) return value;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
