import { DATE_PATTERNS, dateOrder, orderedDate, typedDateParts } from "../../shared/date-order.ts";
import { isIsoDate } from "../../shared/dates.ts";
import { MONTH_NAMES } from "../lib/month.ts";

/**
 * What a date field's text means (docs/decisions/020, 043). Dates are typed in the operator's date order
 * (day first unless Settings says otherwise), whatever the browser's language: `dd/mm/yyyy`,
 * `mm/dd/yyyy` or `yyyy-mm-dd`, with `/`, `.` or `-` between the parts. A pasted `2026-12-10` is read
 * in any order: a four-digit year first cannot be mistaken.
 */

/** The whole form: two digits each for day and month and four for the year. */
const WHOLE = /^(\d{2}[/.-]\d{2}[/.-]\d{4}|\d{4}[/.-]\d{2}[/.-]\d{2})$/;

function typedToIso(text: string): string | null {
  const parts = typedDateParts(text);
  if (!parts) return isIsoDate(text) ? text : null;
  const { day, month, year } = parts;
  // Two-digit years are this century's, as the product prints them (dd/mm/yy).
  const iso = `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

/** The pattern dates are typed in, shown as every date field's placeholder. */
export function datePattern(): string {
  return DATE_PATTERNS[dateOrder()];
}

/**
 * The date the text means while the person is still typing, or null. Only a whole date counts
 * (`10/12/2026`, or a pasted `2026-12-10`): every shorter text on the way to it (`1/12/2026`,
 * `10/12/20`, `10/12/202`) means nothing yet, so a keystroke in the middle never writes a date. An
 * emptied field is "", no date.
 */
export function isoWhileTyping(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (WHOLE.test(trimmed)) return typedToIso(trimmed);
  return isIsoDate(trimmed) ? trimmed : null;
}

/**
 * The date the text means once the person has finished (Enter, or leaving the field): the short
 * forms count too (`1/12/26`, `1.12.2026`). An empty text is "", no date; null is not a date.
 */
export function isoWhenDone(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  return typedToIso(trimmed);
}

const ORDER_WORDS = { "day-first": "the day", "month-first": "the month", "year-first": "the year" } as const;

/**
 * Why a finished text is not a date, naming the part that is wrong and the pattern (docs/decisions/042):
 * "12/13/2026 is not a date (there is no month 13): type the day first, dd/mm/yyyy". Null when it is
 * one, or empty.
 */
export function whyNotADate(text: string): string | null {
  const trimmed = text.trim();
  if (isoWhenDone(trimmed) !== null) return null;
  const parts = typedDateParts(trimmed);
  let reason = "";
  if (parts) {
    const fullYear = parts.year.length === 2 ? `20${parts.year}` : parts.year;
    const monthName = MONTH_NAMES[Number(parts.month) - 1];
    reason = monthName
      ? ` (${monthName} ${fullYear} has no day ${Number(parts.day)})`
      : ` (there is no month ${Number(parts.month)})`;
  }
  return `${trimmed} is not a date${reason}: type ${ORDER_WORDS[dateOrder()]} first, ${datePattern()}`;
}

/** `2026-12-10` -> `10/12/2026` (in the operator's order), the text a date field shows; "" stays "". */
export function dateText(iso: string): string {
  if (!isIsoDate(iso)) return "";
  return orderedDate(iso.slice(8, 10), iso.slice(5, 7), iso.slice(0, 4));
}
