import { damerauDistance } from "./fuzzy.ts";

/**
 * The date words ops staff misspell, as chrono-node reads them: "tomorrow", the weekdays and the months
 * of seven letters or more. Not the shorter months: they lie one slip from ordinary words and names
 * ("match", "Augusta").
 */
const DATE_WORDS = [
  "tomorrow",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "january",
  "february",
  "september",
  "october",
  "november",
  "december",
];
/** Shortenings chrono-node does not know ("Thurs", "Fri" and "tmrw" it does). */
const SHORT: Record<string, string> = {
  tues: "tuesday",
  weds: "wednesday",
  wed: "wednesday",
  frid: "friday",
  tmw: "tomorrow",
  tmrow: "tomorrow",
  tmoz: "tomorrow",
  tomoz: "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  "2mrw": "tomorrow",
  tomrw: "tomorrow",
  tmrrw: "tomorrow",
  tomo: "tomorrow",
  "2moz": "tomorrow",
  "2day": "today",
  tday: "today",
  tdy: "today",
};
/** The weekday shortenings, for a swap of two letters in them ("Thrus"). */
const SHORT_WEEKDAYS = ["mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "sat", "sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_AFTER = /^\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/**
 * A misspelt date word as chrono-node spells it: one slip (a swap counts as one) in six letters or
 * more, two in eight; a weekday of six letters also from five ("Mnday"), and a shortened weekday with
 * two letters swapped ("Thrus").
 */
function correctWord(word: string): string {
  const lower = word.toLowerCase();
  if (SHORT[lower]) return SHORT[lower];
  const swapped =
    lower.length === 5 &&
    SHORT_WEEKDAYS.find(
      (short) =>
        short.length === 5 &&
        damerauDistance(lower, short) === 1 &&
        [...short].sort().join("") === [...lower].sort().join(""),
    );
  if (swapped) return swapped;
  // Short words are left alone: too many ordinary words lie one slip from a short date word.
  if (lower.length < 5 || DATE_WORDS.includes(lower)) return word;
  const slips = lower.length >= 8 ? 2 : 1;
  // Lengths alone put most words too far apart to compare letter by letter.
  const near = DATE_WORDS.find(
    (known) =>
      (lower.length >= 6 || known.length === 6) &&
      Math.abs(known.length - lower.length) <= slips &&
      damerauDistance(lower, known) <= slips,
  );
  return near ?? word;
}

/**
 * The date a follow-up's day of the month is read against (issue 48): the draft's start, so "make it the
 * 12th" on a draft in March is 12 March, not the next 12th from today; `onOrAfter` when the day is an end
 * ("extend it to the 2nd": the first 2nd on or after the start).
 */
export interface DateAnchor {
  date: string;
  onOrAfter: boolean;
}

/**
 * "the 6th" as the next 6th from today (this month's, or next month's once it has passed); in a follow-up,
 * the day of the draft's month (`anchor`).
 */
function ordinalDay(day: number, today: Date, monthsAhead = 0, anchor?: DateAnchor): string {
  if (anchor && monthsAhead === 0) {
    const [year, month, anchorDay] = anchor.date.split("-").map(Number) as [number, number, number];
    const date = new Date(year, month - 1 + (anchor.onOrAfter && day < anchorDay ? 1 : 0), 1);
    return `${day} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  }
  const date = new Date(today.getFullYear(), today.getMonth() + monthsAhead, 1);
  if (monthsAhead === 0 && day < today.getDate()) date.setMonth(date.getMonth() + 1);
  return `${day} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** The day `days` after today, as chrono-node reads it ("26 Nov 2026"). */
function dayAhead(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** Days from today to the next such weekday, a week when it is today's. */
function daysUntil(weekday: string, today: Date): number {
  const wanted = WEEKDAYS.indexOf(weekday.toLowerCase());
  return ((wanted - today.getDay() + 6) % 7) + 1;
}
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** "the 28th to the 2nd": the end is the first such day on or after the start. */
function ordinalRange(first: number, last: number, today: Date, anchor?: DateAnchor): string {
  const start = ordinalDay(first, today, 0, anchor && { ...anchor, onOrAfter: false });
  const [, month, year] = start.split(" ");
  const end = new Date(Number(year), MONTHS.indexOf(month!) + (last < first ? 1 : 0), 1);
  return `${start} to ${last} ${MONTHS[end.getMonth()]} ${end.getFullYear()}`;
}

/**
 * Rewrites ops shorthand into what chrono-node reads: misspelt and shortened date words, day-first
 * dotted dates ("12.01.27"), "the day after tomorrow", "for a week" (7 days) or "for 2 weeks", "the
 * 6th" without a month, "the 1st of next month", and ranges said in words ("the 6th till the 9th", "between 3 Dec and 5 Dec") as "X to Y".
 */
export function normaliseDateWords(text: string, today: Date, anchor?: DateAnchor): string {
  return (
    text
      .replace(/\b[A-Za-z2]{3,12}\b/g, correctWord)
      // "from 2 Feb to 4 Feb": chrono-node reads only the second date after "from".
      .replace(
        /\bfrom\s+(?=(?:[a-z]{3,9}\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{4})?\s+(?:to|till|until|til|thru|through|-)\s+(?:[a-z]{3,9}\s+)?\d)/gi,
        "",
      )
      .replace(/\b(?:the\s+)?day\s+after\s+tomorrow\b/gi, () => dayAhead(today, 2))
      .replace(/\b(?:this\s+time\s+next\s+week|a\s+week\s+today|today\s+week)\b/gi, () => dayAhead(today, 7))
      .replace(/\bfor\s+(?:a|one)\s+week\b/gi, "for 7 days")
      .replace(/\bfor\s+a\s+fortnight\b/gi, "for 14 days")
      .replace(
        /\bfor\s+(\d|two|three|four)\s+weeks\b/gi,
        (_, weeks: string) =>
          `for ${7 * (Number(weeks) || ["two", "three", "four"].indexOf(weeks.toLowerCase()) + 2)} days`,
      )
      .replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})\b/g, "$1/$2/$3")
      // Ranges in figures: "3rd-5th July", "3/12-5/12", "3-5/12".
      .replace(
        /\b(\d{1,2})(?:st|nd|rd|th)?\s*[-–]\s*(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/gi,
        "$1 $3 to $2 $3",
      )
      .replace(/\b(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s*[-–]\s*(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\b/g, "$1 to $2")
      .replace(/\b(\d{1,2})\s*[-–]\s*(\d{1,2})\/(\d{1,2}(?:\/\d{2,4})?)\b/g, "$1/$3 to $2/$3")
      // "18/19 June", "18th/19th June": two days of one month.
      .replace(
        /\b(\d{1,2})(?:st|nd|rd|th)?\/(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/gi,
        "$1 $3 to $2 $3",
      )
      // "the 18th and 19th", "tues and weds": two days running are one booking's first and last.
      .replace(
        /\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:and|&)\s*(?:the\s+)?(\d{1,2})(st|nd|rd|th)?\b/gi,
        (all, first: string, last: string, ordinal: string | undefined) =>
          Number(last) === Number(first) + 1 && (ordinal || /(?:st|nd|rd|th)\s*(?:and|&)/i.test(all))
            ? `${first}${all.match(/^\d+(st|nd|rd|th)?/)?.[1] ?? ""} to ${last}${ordinal ?? ""}`
            : all,
      )
      .replace(
        /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s*(?:and|&)\s*(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/gi,
        (all, first: string, last: string) =>
          (WEEKDAYS.indexOf(first.toLowerCase()) + 1) % 7 === WEEKDAYS.indexOf(last.toLowerCase())
            ? `${first} to ${last}`
            : all,
      )
      // "Monday week": the Monday after next (a week on Monday), as said in Britain.
      .replace(
        /(?<!\b(?:next|this|coming)\s+)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+week\b/gi,
        (_, day: string) => dayAhead(today, daysUntil(day, today) + 7),
      )
      .replace(/\b(tomorrow|today)\s+and\s+(?:the\s+)?day\s+after\b/gi, "$1 for 2 days")
      .replace(/\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+of\s+next\s+month\b/gi, (_, day: string) =>
        ordinalDay(Number(day), today, 1),
      )
      .replace(/\bbetween\s+(.+?)\s+and\s+/gi, "$1 to ")
      .replace(/\s+(?:till|until|til|thru|through)\s+/gi, " to ")
      // "the 21st to the 23rd of January": the month said once is both days' (the first's the month
      // before when its day is later: "the 28th to the 2nd of January").
      .replace(
        /\b(?:from\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+to\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/gi,
        (all, first: string, last: string, month: string) => {
          const index = MONTHS.findIndex((name) => month.toLowerCase().startsWith(name.toLowerCase()));
          if (index < 0 || Number(first) > 31 || Number(last) > 31) return all;
          const firstMonth = Number(first) > Number(last) ? MONTHS[(index + 11) % 12] : MONTHS[index];
          return `${first} ${firstMonth} to ${last} ${MONTHS[index]}`;
        },
      )
      .replace(
        /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\s+to\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/gi,
        (_, first: string, last: string) => ordinalRange(Number(first), Number(last), today, anchor),
      )
      .replace(
        /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/gi,
        (match, day: string, offset: number, all: string) =>
          MONTH_AFTER.test(all.slice(offset + match.length)) || Number(day) > 31
            ? match
            : ordinalDay(Number(day), today, 0, anchor),
      )
  );
}
