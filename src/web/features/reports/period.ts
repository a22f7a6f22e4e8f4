import { addDays, daysBetween, formatShortDate } from "../../../shared/dates.ts";
import { MONTH_NAMES } from "../../lib/month.ts";

/** The Reports page's periods (docs/decisions/035): calendar months, quarters and years, or two dates. */
export type PeriodKind = "month" | "quarter" | "year" | "custom";
export interface Period {
  kind: PeriodKind;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const span = (year: number, firstMonth: number, months: number) => {
  const endYear = year + Math.floor((firstMonth + months - 2) / 12);
  const endMonth = ((firstMonth + months - 2) % 12) + 1;
  return {
    from: `${year}-${pad(firstMonth)}-01`,
    to: `${endYear}-${pad(endMonth)}-${pad(lastDay(endYear, endMonth))}`,
  };
};

/** The month, quarter or year holding `day`; a custom period starts as that month. */
export function periodOf(kind: PeriodKind, day: string): Period {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (kind === "year") return { kind, ...span(year, 1, 12) };
  if (kind === "quarter") return { kind, ...span(year, month - ((month - 1) % 3), 3) };
  return { kind, ...span(year, month, 1) };
}

/** The period before (-1) or after (1): the same length again for a custom one. */
export function shiftPeriod(period: Period, step: -1 | 1): Period {
  if (period.kind === "custom") {
    const length = daysBetween(period.from, period.to) + 1;
    return { ...period, from: addDays(period.from, step * length), to: addDays(period.to, step * length) };
  }
  const months = { month: 1, quarter: 3, year: 12 }[period.kind];
  const [year, month] = [Number(period.from.slice(0, 4)), Number(period.from.slice(5, 7))];
  const index = year * 12 + month - 1 + step * months;
  return periodOf(period.kind, `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`);
}

/** "May 2031", "Q2 2031 (April – June)", "2031", or "01/05/31 – 15/05/31". */
export function periodLabel(period: Period): string {
  const year = period.from.slice(0, 4);
  const month = Number(period.from.slice(5, 7));
  if (period.kind === "month") return `${MONTH_NAMES[month - 1]} ${year}`;
  if (period.kind === "quarter")
    return `Q${(month + 2) / 3} ${year} (${MONTH_NAMES[month - 1]} – ${MONTH_NAMES[month + 1]})`;
  if (period.kind === "year") return year;
  return `${formatShortDate(period.from)} – ${formatShortDate(period.to)}`;
}

/** A file name for a table of the period: 'report-customers-2031-05-01-to-2031-05-31.csv'. */
export const reportFileName = (table: string, period: Period) =>
  `report-${table}-${period.from}-to-${period.to}.csv`;
