/** A calendar month as `yyyy-MM`, the form the month preference is stored in. */
export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is Month => MONTH.test(value ?? "");

const pad = (n: number) => String(n).padStart(2, "0");

/** The month of a local date. */
export const currentMonth = (now: Date = new Date()): Month =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;

function parts(month: Month): [number, number] {
  const [year, monthNumber] = month.split("-").map(Number);
  return [year ?? 1970, monthNumber ?? 1];
}

export function shiftMonth(month: Month, delta: number): Month {
  const [year, monthNumber] = parts(month);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The month's first and last day, as the bookings API's `from` and `to`. */
export function monthWindow(month: Month): { from: string; to: string } {
  const [year, monthNumber] = parts(month);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad(lastDay)}` };
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'March 2025' (product §2), in English whatever the browser's language, like the rest of the app. */
export function monthLabel(month: Month): string {
  const [year, monthNumber] = parts(month);
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}
