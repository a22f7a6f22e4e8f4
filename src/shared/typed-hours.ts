/**
 * Expected hours as a person types them (docs/decisions/021): digits with one decimal separator, a
 * point or a comma ("3,5" is 3.50, never 35). Zod-free, so the table's first screen can use it. The
 * API itself keeps taking decimal strings with a point; these turn typed text into one.
 */

/** Hours as decimals, a point or a comma: any number of decimals while typing, refused past two. */
const DECIMAL_HOURS = /^(\d{0,5})(?:[.,](\d*))?$/;
/** Hours and minutes, "2:30" or "2h30" (or "2h"): 2.50 hours on every path (docs/decisions/042). */
const CLOCK_HOURS = /^(\d{1,5})(?::(\d{1,2})|h(\d{0,2}))$/i;
const CLOCK_TYPING = /^\d{1,5}[:hH]\d{0,2}$/;

/** True when `text` is on its way to a value: every prefix of a readable value passes. */
export const isHoursTyping = (text: string) => DECIMAL_HOURS.test(text) || CLOCK_TYPING.test(text);

/** Shown when a keystroke is refused, so nothing typed disappears without a word. */
export const HOURS_TYPING_HINT =
  "Hours: digits with one decimal point or comma (2.5 or 2,5), or hours and minutes (2:30 or 2h30)";

/**
 * Typed hours read the one way every path reads them (the table's cells, the wizard, the Edit dialog,
 * the CSV import): the value as a decimal string with two decimals ("3,5" → "3.50", "2:30" → "2.50"),
 * or why it cannot be: more than two decimals, or minutes that are not a whole hundredth of an hour
 * ("2:20" is 2.333… h), are refused rather than rounded, since "1,234" may well mean one thousand two
 * hundred and thirty-four, and a rounded value is not what was typed.
 */
export function readTypedHours(typed: string): { hours: string } | { error: string } {
  const text = typed.trim();
  const decimal = DECIMAL_HOURS.exec(text);
  if (decimal) {
    const [, whole = "", fraction = ""] = decimal;
    if (whole === "" && fraction === "") return { error: unreadable(text) };
    if (fraction.length > 2)
      return { error: `"${text}" has more than 2 decimals: hours are kept to 2 decimals (0.01 h)` };
    return { hours: `${Number(whole || "0")}.${fraction.padEnd(2, "0")}` };
  }
  const clock = CLOCK_HOURS.exec(text);
  if (!clock) return { error: unreadable(text) };
  const [, whole = "0", afterColon, afterH] = clock;
  const minutes = Number(afterColon ?? (afterH || "0"));
  if (minutes >= 60) return { error: `"${text}": minutes must be 0 to 59` };
  if (minutes % 3 !== 0) {
    const exact = (Number(whole) + minutes / 60).toFixed(3);
    return {
      error: `"${text}" is ${exact}… hours: hours are kept to 2 decimals, so type them as a decimal`,
    };
  }
  const hundredths = Number(whole) * 100 + (minutes * 5) / 3;
  if (hundredths > 9_999_999) return { error: unreadable(text) };
  return { hours: (hundredths / 100).toFixed(2) };
}

const unreadable = (text: string) =>
  `"${text}" is not a number of hours: type 2.5, 2,5 or 2:30 (at most 5 digits before the decimals)`;

/** The typed text as a decimal string with two decimals, or null when it cannot be read (readTypedHours). */
export function parseTypedHours(text: string): string | null {
  const reading = readTypedHours(text);
  return "hours" in reading ? reading.hours : null;
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

/** Why typed hours cannot be read, or null when they can (the table's cells show it under the input). */
export function whyNotHours(text: string): string | null {
  const reading = readTypedHours(text);
  return "error" in reading ? reading.error : null;
}
