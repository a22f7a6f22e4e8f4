import * as chrono from "chrono-node";
import { dateOrder } from "../../shared/date-order.ts";
import { addDays, formatShortDate } from "../../shared/dates.ts";
import { parseTypedHours } from "../../shared/typed-hours.ts";
import { type Question, weekdayDateQuestion } from "./choices.ts";
import { type DateAnchor, normaliseDateWords } from "./read-date-words.ts";
import { hoursInDigits, readTimeWords, timesAsWritten } from "./read-time-words.ts";

/**
 * A message as the readers take it: date words spelt as chrono-node knows them, hours in digits; a day of
 * the month alone read in the draft's month when `anchor` gives it (a follow-up).
 */
export function prepareMessage(message: string, today: Date, anchor?: DateAnchor): string {
  // "W.C.R." as "WCR": initials with stops.
  const undotted = message.replace(/\b(?:[A-Z]\.){2,6}(?=\s|$|,)/g, (initials) =>
    initials.replaceAll(".", ""),
  );
  return hoursInDigits(timesAsWritten(normaliseDateWords(swapMonthDay(undotted), today, anchor))).replace(
    /\s+/g,
    " ",
  );
}

/**
 * "0930", "09:30", "7.45am", "2:30pm", "8am", "9 a.m.", "0930h", "09h30", "930hrs", "at 930", "TBC" as
 * HH:MM (or TBC), with the text it came from.
 */
export function readTime(text: string): { value: string; match: string } | null {
  const tbc = /\bTBC\b/i.exec(text);
  if (tbc) return { value: "TBC", match: tbc[0] };
  // Not a piece of a dotted date ("12.01.27"); "09h30" (two figures before the h) is a clock time,
  // "1h30" an hour and a half (readHours).
  const withClock =
    /(?<![\d./])\b(\d{1,2}|\d\d(?=h))[:.h](\d{2})(?:\s*(am|pm)\b|\s*(?:hrs|h)\b|\b)(?![./]\d)/i.exec(text);
  const meridiem = /\b(\d{1,2})\s*(am|pm)\b/i.exec(text);
  // A bare four-digit number is a time only when it cannot be a year (2000-2099) or is said to be one;
  // three figures only when said to be one ("at 930", "930h"), as "930" alone could be anything.
  const military = [
    ...text.matchAll(
      /(?:\b(?:at|dep|depart(?:ing|ure)?|etd|time|@)\s*)?(?:\b|(?<=@))([01]?\d|2[0-3])([0-5]\d)\s*(hrs|h|z|l)?\b(?![/.-]\d)/gi,
    ),
  ].find((match) =>
    `${match[1]}`.length === 1
      ? /^(?:at|dep|etd|time|@)/i.test(match[0]) || match[3] !== undefined
      : /^(?:at|dep|etd|time|@)/i.test(match[0]) || !/^20\d\d$/.test(`${match[1]}${match[2]}`),
  );
  const pick = (hours: number, minutes: number, suffix: string | undefined, match: string) => {
    let h = hours;
    if (suffix?.toLowerCase() === "pm" && h < 12) h += 12;
    if (suffix?.toLowerCase() === "am" && h === 12) h = 0;
    if (h > 23 || minutes > 59) return null;
    return { value: `${String(h).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`, match };
  };
  if (withClock) return pick(Number(withClock[1]), Number(withClock[2]), withClock[3], withClock[0]);
  if (meridiem) return pick(Number(meridiem[1]), 0, meridiem[2], meridiem[0]);
  if (military) return pick(Number(military[1]), Number(military[2]), undefined, military[0]);
  return readTimeWords(text);
}

/**
 * "2.5 hours", "3 hrs", "1h30", "90 minutes", "2 hours 15 mins", "flight time 2.5", "2.5 flying hrs" as a
 * decimal string, with its text. Not a range ("2-3 hrs": which one is meant is not known), and not
 * a clock time said with an h ("0930hrs", "09h30": readTime).
 */
export function readHours(text: string): { value: string; match: string } | null {
  const notAfterRange = (match: RegExpExecArray) =>
    !/\d\s*(?:-|–|to|or)\s*$/i.test(text.slice(0, match.index));
  const first = (pattern: RegExp) => [...text.matchAll(pattern)].find(notAfterRange) ?? null;
  const hm = first(
    /(?<![\d.,:])\b(\d)\s*h(?:ours?|rs?)?\s*(?:and\s*)?(\d{1,2})\s*(?:m(?:in(?:ute)?s?)?)?\b(?!\s*(?:st|nd|rd|th)\b|[/.:]\d|\s*(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi,
  );
  // A decimal comma as well as a point ("3,5 hours"), read by the forms' own parse (docs/decisions/021);
  // the lookbehind stops "3,5 hours" being read from its "5", and "0930 hrs" (a time) from its "30".
  // Two figures, a point and two more with hrs ("10.15hrs") are a clock time.
  const hours = first(
    /(?<![\d.,])(?!\d\d[.:]\d\d(?!\d))(\d{1,2}(?:[.,]\d+)?)\s*(?:flying\s+|flight\s+)?(?:hours?|hrs?|h)\b/gi,
  );
  const flightTime =
    /\b(?:flight\s+time|flying\s+time|flying|block)\s*:?\s*(\d{1,2}(?:[.,]\d+)?)\b(?![.:/]\d|\s*(?:days?|pax|am|pm))/i.exec(
      text,
    );
  const minutes = first(/\b(\d+)\s*(?:minutes?|mins?)\b/gi);
  const format = (value: number) => String(Math.round(value * 100) / 100);
  if (hm && Number(hm[2]) < 60) return { value: format(Number(hm[1]) + Number(hm[2]) / 60), match: hm[0] };
  const decimal = hours ?? flightTime;
  if (decimal) {
    const typed = parseTypedHours(decimal[1]!);
    return typed === null ? null : { value: format(Number(typed)), match: decimal[0] };
  }
  if (minutes) return { value: format(Number(minutes[1]) / 60), match: minutes[0] };
  return null;
}

/**
 * Dates in the operator's order ("12/05" is 12 May day first, 5 December month first: docs/decisions/043),
 * ranges, and "for N days"; a date without a year is the next one.
 */
export function readDates(
  text: string,
  today: Date,
): { start: string; end: string | null; match: string[]; doubt?: Question } | null {
  let rest = text;
  const matched: string[] = [];
  const duration = readDuration(rest);
  const days = duration?.days ?? null;
  if (duration) {
    matched.push(duration.match);
    rest = rest.replace(duration.match, " ");
  }
  // "Dec 17" is the 17th of December, not December 2017; and chrono reads runs of spaces badly.
  rest = swapMonthDay(rest).replace(/\s+/g, " ").trim();
  // A time on its own ("10:30", "now") says nothing about the day: a follow-up keeps the draft's date.
  // Of several readings, a date written in figures is the one meant ("the week of 16/06/2031").
  // "next week" alone names no day. Nor does a number run into a unit letter ("68838d" in a customer's
  // name "… 68838d" read by chrono as 68,838 days from today: a wrong date, met in an e2e test).
  const chronoInOrder = dateOrder() === "month-first" ? chrono.en.casual : chrono.en.GB;
  const readings = chronoInOrder
    .parse(rest, today, { forwardDate: true })
    .filter(
      (result) =>
        !/^(?:right\s+)?now$|^(?:next|this|coming)\s+(?:week|month|year)$|^\d+(?:d|w|mo|y)$/i.test(
          result.text,
        ) && ["day", "weekday", "month"].some((part) => result.start.isCertain(part as "day")),
    );
  // A weekday said on that weekday could be today or next week: neither is taken (the reply asks).
  const sameDay = weekdayIsToday(rest, today);
  // A whole date in figures first: a name's "849d4d" read with the words after it is a reading with
  // digits too ("849d4d the week of 11/05/2067", met in an e2e test).
  const found =
    readings.find((result) => /\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(result.text)) ??
    readings.find((result) => /\d/.test(result.text)) ??
    readings.find((result) => !sameDay || !new RegExp(`^(?:on\\s+)?${sameDay}$`, "i").test(result.text));
  if (!found) return null;
  matched.push(found.text);
  const iso = (component: typeof found.start) =>
    `${component.get("year")}-${String(component.get("month")).padStart(2, "0")}-${String(component.get("day")).padStart(2, "0")}`;
  const start = iso(found.start);
  // "Tue 17/6" when the 17th is a Wednesday: one of the two is wrong, so neither is taken (the reply asks).
  const weekday = found.start.isCertain("weekday") ? found.start.get("weekday") : null;
  if (weekday !== null && found.start.isCertain("day") && weekday !== found.start.date().getDay())
    return {
      start,
      end: null,
      match: matched,
      doubt: weekdayDateQuestion(
        start,
        weekday,
        `${formatShortDate(start)} is a ${WEEKDAY_NAMES[found.start.date().getDay()]}, not a ${WEEKDAY_NAMES[weekday]}: which date do you mean?`,
      ),
    };
  const end = found.end ? iso(found.end) : days ? addDays(start, days - 1) : null;
  return { start, end, match: matched };
}

const DAY_COUNTS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * "for 3 days", "3 days from …", "x 3 days", "(3 days)", "3-day", "for three days": how many days a
 * booking runs, with the text it came from. Not "in 3 days" or "3 days later" (a day, not a length).
 */
export function readDuration(text: string): { days: number; match: string } | null {
  const found = new RegExp(
    `(?<!\\b(?:in|within)\\s+)(?:\\bfor\\s+|\\bx\\s*|\\(\\s*|\\b)(\\d{1,3}|${DAY_COUNTS.join("|")})[\\s-]*days?\\b(?!\\s*(?:time|later|ago|after|before|notice|from\\s+now))\\s*\\)?`,
    "i",
  ).exec(text);
  if (!found) return null;
  const days = Number(found[1]) || DAY_COUNTS.indexOf(found[1]!.toLowerCase()) + 1;
  return { days, match: found[0] };
}

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * The weekday a message names alone when it is today's ("Tues" said on a Tuesday): an ops desk may
 * mean today or next week, so it is not read as either (docs/decisions/009). "next Tuesday", "this
 * Tuesday" and "Tuesday next week" say which.
 */
export function weekdayIsToday(text: string, today: Date): string | null {
  const name = WEEKDAYS[today.getDay()]!;
  const said = new RegExp(`(?<!\\b(?:next|this|coming)\\s+)\\b${name}\\b(?!\\s+(?:next|this|week|\\d))`, "i");
  return said.test(text) ? name : null;
}

/** "Dec 17" as "17 Dec": the 17th of December, not December 2017 as chrono would read it. */
export function swapMonthDay(text: string): string {
  return text.replace(
    // Not after a day already said: "19th February 1 hr" is the 19th, for an hour.
    /(?<!\b\d{1,2}(?:st|nd|rd|th)?\s+)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})\b(?![\d,/:])/gi,
    "$2 $1",
  );
}
