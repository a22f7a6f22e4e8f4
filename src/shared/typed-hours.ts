/**
 * Expected hours as a person types them (docs/decisions/021): digits with one decimal separator, a
 * point or a comma ("3,5" is 3.50, never 35). Zod-free, so the table's first screen can use it. The
 * API itself keeps taking decimal strings with a point; these turn typed text into one.
 */

/** At most five digits and two decimals, as the server stores them. */
const TYPED_HOURS = /^(\d{0,5})(?:[.,](\d{0,2}))?$/;

/** True when `text` is on its way to a valid value: every prefix of a valid value passes. */
export const isHoursTyping = (text: string) => TYPED_HOURS.test(text);

/** Shown when a keystroke is refused, so nothing typed disappears without a word. */
export const HOURS_TYPING_HINT = "Hours: digits with one decimal point or comma, at most 2 decimals";

/**
 * The typed text as a decimal string with two decimals ("3,5" → "3.50"), or null when it is not a
 * number of 0 or more with at most five digits and two decimals. More than two decimals is refused
 * rather than rounded: "1,234" may well mean one thousand two hundred and thirty-four.
 */
export function parseTypedHours(text: string): string | null {
  const match = TYPED_HOURS.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  return `${Number(whole || "0")}.${fraction.padEnd(2, "0")}`;
}

/**
 * For the forms and the import, where blank means the default: the parsed value, or else the text for
 * the payload schema to refuse with its own message (its commas as points, since a typed comma is
 * read, and only the API's callers are told to use a point).
 */
export const typedHoursForPayload = (text: string) => parseTypedHours(text) ?? text.replaceAll(",", ".");

/** A day's hours above this are asked about once before saving (docs/decisions/021). */
export const LARGE_DAY_HOURS = 12;

/** The question for a day's hours above LARGE_DAY_HOURS, or null when there is nothing to ask. */
export function largeHoursQuestion(hours: string): string | null {
  const value = Number(hours);
  return Number.isFinite(value) && value > LARGE_DAY_HOURS ? `${value.toFixed(2)} hours on one day?` : null;
}
