import type { AssistantChoice } from "../../shared/assistant.ts";
import { addDays } from "../../shared/dates.ts";

/**
 * Where two readings of a field remain, the assistant asks with them as choices and takes neither
 * (issue 48 item 2, docs/decisions/009): the question names them, and each choice is a reply the
 * dialog sends as if typed, written so it can be read one way only.
 */
export interface Question {
  text: string;
  choices: AssistantChoice[];
}

/** "Saturday 28 Nov": a day as the questions name it, the month a word as everywhere in the app. */
export function dayInWords(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });
  return `${part({ weekday: "long" })} ${date.getUTCDate()} ${part({ month: "short" })}`;
}

/** A day as a choice's reply: with its year, so no reading can move it. */
const dayChoice = (isoDate: string, label: string): AssistantChoice => ({
  label,
  reply: `${dayInWords(isoDate)} ${isoDate.slice(0, 4)}`,
});

/** A weekday said on that weekday: "Saturday 28 Nov (today) or Saturday 5 Dec?". */
export function sameWeekdayQuestion(today: string): Question {
  const next = addDays(today, 7);
  return {
    text: `${dayInWords(today)} (today) or ${dayInWords(next)}?`,
    choices: [dayChoice(today, `${dayInWords(today)} (today)`), dayChoice(next, dayInWords(next))],
  };
}

/**
 * A weekday and a date that disagree ("Tue 17/6" when the 17th is a Wednesday): the date as written, or
 * the named weekday nearest it.
 */
export function weekdayDateQuestion(date: string, weekdaySaid: number, text: string): Question {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const forward = (weekdaySaid - day + 7) % 7;
  const nearest = addDays(date, forward <= 3 ? forward : forward - 7);
  return { text, choices: [dayChoice(date, dayInWords(date)), dayChoice(nearest, dayInWords(nearest))] };
}
