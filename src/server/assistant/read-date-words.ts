import { damerauDistance } from "./fuzzy.ts";

/**
 * The date words ops staff misspell, as chrono-node reads them: "tomorrow" and the weekdays. Not the
 * months: they lie one slip from ordinary words and names ("match", "Augusta"), and a month is
 * rarely typed out in a hurry.
 */
const DATE_WORDS = ["tomorrow", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
/** Shortenings chrono-node does not know ("Thurs", "Fri" and "tmrw" it does). */
const SHORT: Record<string, string> = {
  tues: "tuesday",
  weds: "wednesday",
  wed: "wednesday",
  tmw: "tomorrow",
  tmrow: "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_AFTER = /^\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** A misspelt date word as chrono-node spells it: one slip (a swap counts as one) in six letters or more, two in eight. */
function correctWord(word: string): string {
  const lower = word.toLowerCase();
  if (SHORT[lower]) return SHORT[lower];
  // Short words are left alone: too many ordinary words lie one slip from a short date word.
  if (lower.length < 6 || DATE_WORDS.includes(lower)) return word;
  const near = DATE_WORDS.find((known) => damerauDistance(lower, known) <= (lower.length >= 8 ? 2 : 1));
  return near ?? word;
}

/** "the 6th" as the next 6th from today (this month's, or next month's once it has passed). */
function ordinalDay(day: number, today: Date, monthsAhead = 0): string {
  const date = new Date(today.getFullYear(), today.getMonth() + monthsAhead, 1);
  if (monthsAhead === 0 && day < today.getDate()) date.setMonth(date.getMonth() + 1);
  return `${day} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The day `days` after today, as chrono-node reads it ("26 Nov 2026"). */
function dayAhead(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "the 28th to the 2nd": the end is the first such day on or after the start. */
function ordinalRange(first: number, last: number, today: Date): string {
  const start = ordinalDay(first, today);
  const [, month, year] = start.split(" ");
  const end = new Date(Number(year), MONTHS.indexOf(month!) + (last < first ? 1 : 0), 1);
  return `${start} to ${last} ${MONTHS[end.getMonth()]} ${end.getFullYear()}`;
}

/**
 * Rewrites ops shorthand into what chrono-node reads: misspelt and shortened date words, day-first
 * dotted dates ("12.01.27"), "the day after tomorrow", "for a week" (7 days) or "for 2 weeks", "the
 * 6th" without a month, "the 1st of next month", and ranges said in words ("the 6th till the 9th", "between 3 Dec and 5 Dec") as "X to Y".
 */
export function normaliseDateWords(text: string, today: Date): string {
  return text
    .replace(/\b[A-Za-z2]{3,12}\b/g, correctWord)
    .replace(/\b(?:the\s+)?day\s+after\s+tomorrow\b/gi, () => dayAhead(today, 2))
    .replace(/\bfor\s+(?:a|one)\s+week\b/gi, "for 7 days")
    .replace(/\bfor\s+a\s+fortnight\b/gi, "for 14 days")
    .replace(
      /\bfor\s+(\d|two|three|four)\s+weeks\b/gi,
      (_, weeks: string) =>
        `for ${7 * (Number(weeks) || ["two", "three", "four"].indexOf(weeks.toLowerCase()) + 2)} days`,
    )
    .replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\b/g, "$1/$2/$3")
    .replace(/\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+of\s+next\s+month\b/gi, (_, day: string) =>
      ordinalDay(Number(day), today, 1),
    )
    .replace(/\bbetween\s+(.+?)\s+and\s+/gi, "$1 to ")
    .replace(/\s+(?:till|until|til|thru|through)\s+/gi, " to ")
    .replace(
      /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+to\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/gi,
      (_, first: string, last: string) => ordinalRange(Number(first), Number(last), today),
    )
    .replace(
      /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/gi,
      (match, day: string, offset: number, all: string) =>
        MONTH_AFTER.test(all.slice(offset + match.length)) || Number(day) > 31
          ? match
          : ordinalDay(Number(day), today),
    );
}
