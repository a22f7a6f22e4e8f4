const NUMBERS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const NUMBER = `(\\d{1,2}|${NUMBERS.slice(1).join("|")})`;
const MINUTES: Record<string, number> = {
  quarter: 15,
  half: 30,
  twenty: 20,
  ten: 10,
  five: 5,
  "twenty-five": 25,
};
const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBERS.indexOf(word.toLowerCase()));

/**
 * A clock hour said without am or pm is the one in the flying day: 7 to 12 as said, 1 to 6 in the
 * afternoon ("twenty to three" is 14:40), since charter flights do not leave between 1 and 6 am.
 */
const flyingHour = (hour: number) => (hour >= 1 && hour <= 6 ? hour + 12 : hour);
const clock = (hour: number, minutes: number) =>
  `${String(hour).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;

/**
 * British time words as HH:MM, with the text they came from: "noon", "midday", "quarter past ten",
 * "half past eight", "twenty to three", "half ten" (10:30, as said in Britain), "eleven o'clock",
 * "seven thirty" and "about 11".
 */
export function readTimeWords(text: string): { value: string; match: string } | null {
  const noon = /\b(?:noon|midday)\b/i.exec(text);
  if (noon) return { value: "12:00", match: noon[0] };
  const past = new RegExp(
    `\\b(quarter|half|twenty-five|twenty|ten|five)\\s+(past|to)\\s+${NUMBER}\\b`,
    "i",
  ).exec(text);
  if (past) {
    const hour = flyingHour(toNumber(past[3]!));
    const minutes = MINUTES[past[1]!.toLowerCase()]!;
    if (hour < 0 || hour > 12 + 6) return null;
    return past[2]!.toLowerCase() === "past"
      ? { value: clock(hour, minutes), match: past[0] }
      : { value: clock(hour - 1, 60 - minutes), match: past[0] };
  }
  // "eleven o'clock", "seven thirty", "ten forty-five": an hour in words with its minutes in words.
  const said = new RegExp(
    `\\b(\\d{1,2}|${NUMBERS.slice(1).join("|")})\\s+(o'?clock|fifteen|thirty|forty[- ]five)\\b`,
    "i",
  ).exec(text);
  if (said) {
    const minutes = { o: 0, f: 15, t: 30 }[said[2]!.toLowerCase()[0] as "o" | "f" | "t"] ?? 0;
    const value = /^forty/i.test(said[2]!) ? 45 : minutes;
    return { value: clock(flyingHour(toNumber(said[1]!)), value), match: said[0] };
  }
  const half = new RegExp(`\\bhalf\\s+${NUMBER}\\b(?!\\s*(?:hours?|hrs?))`, "i").exec(text);
  if (half) return { value: clock(flyingHour(toNumber(half[1]!)), 30), match: half[0] };
  const about = new RegExp(
    `\\b(?:about|around|approx\\.?|at)\\s+${NUMBER}\\b(?![/.:-]\\d|\\s*(?:hours?|hrs?|days?|h\\b|st\\b|nd\\b|rd\\b|th\\b|(?:of\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))`,
    "i",
  ).exec(text);
  if (about) return { value: clock(flyingHour(toNumber(about[1]!)), 0), match: about[0] };
  return null;
}

/**
 * Times as ops staff write them, in the forms the time readers take: "9 a.m." as "9am", "nine am" as
 * "9am", "1/4 past 7" as "quarter past 7", "7oclock" as "7 o'clock", and "9ish", "9-ish", "nineish" as
 * "about 9".
 */
export function timesAsWritten(text: string): string {
  return text
    .replace(/\b([ap])\.m\.?(?=\s|$|[,;])/gi, "$1m")
    .replace(
      new RegExp(`\\b(${NUMBERS.slice(1).join("|")})\\s*(am|pm)\\b`, "gi"),
      (_, word: string, suffix: string) => `${toNumber(word)}${suffix}`,
    )
    .replace(/(?<![\d/])1\/4\s+(past|to)\b/gi, "quarter $1")
    .replace(/(?<![\d/])1\/2\s+past\b/gi, "half past")
    .replace(/(?:(?<=\d)|\b)\s*o'?clock\b/gi, " o'clock")
    .replace(
      new RegExp(`(?<![\\d:.])\\b(\\d{1,2}|${NUMBERS.slice(1).join("|")})\\s*-?\\s*ish\\b`, "gi"),
      "about $1",
    );
}

/**
 * "three hours", "an hour", "half an hour", "half hour", "an hour and a half", "an hour and a
 * quarter", "2 and a half hours", "2 1/2 hrs", "2½ hrs" with the hours as digits.
 */
export function hoursInDigits(text: string): string {
  return text
    .replace(/\ban hour and a half\b/gi, "1.5 hours")
    .replace(/\ban hour and a quarter\b/gi, "1.25 hours")
    .replace(/\ban hour and three quarters\b/gi, "1.75 hours")
    .replace(/\bhalf (?:an )?(?:hour|hr)\b/gi, "0.5 hours")
    .replace(/\ban hour\b/gi, "1 hour")
    .replace(
      /\b(\d{1,2})(?:\s*½|\s+1\/2|\s+and\s+a\s+half)\s*(hours?|hrs?|h)\b/gi,
      (_, whole: string, unit: string) => `${Number(whole) + 0.5} ${unit}`,
    )
    .replace(
      new RegExp(`\\b(${NUMBERS.slice(1).join("|")})(\\s+and\\s+a\\s+half)?\\s+(hours?|hrs?)\\b`, "gi"),
      (_, word: string, andHalf: string | undefined, unit: string) =>
        `${toNumber(word) + (andHalf ? 0.5 : 0)} ${unit}`,
    );
}
