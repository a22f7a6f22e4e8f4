/**
 * The order dates are typed and shown in (docs/decisions/043): day first (the
 * product's dd/mm/yy, the default), month first for a US desk, or year first. An operator setting, so
 * every desk of one operator reads 03/12 the same way: the date fields, the table, the exports, the CSV
 * import, the assistant and the server's messages all follow it.
 */
export const DATE_ORDERS = ["day-first", "month-first", "year-first"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** The pattern a date field shows as its placeholder and names when a text is not a date. */
export const DATE_PATTERNS: Record<DateOrder, string> = {
  "day-first": "dd/mm/yyyy",
  "month-first": "mm/dd/yyyy",
  "year-first": "yyyy-mm-dd",
};

/** How Settings offers each order. */
export const DATE_ORDER_LABELS: Record<DateOrder, string> = {
  "day-first": "Day first (31/12/2026)",
  "month-first": "Month first (12/31/2026)",
  "year-first": "Year first (2026-12-31)",
};

// One order per process: the browser sets it from the operator's setting before it shows a date, the
// server at start and whenever the setting changes on any instance (its live change stream). Passing it
// through every formatter instead would thread one operator-wide value through some seventy calls.
let current: DateOrder = "day-first";

export function setDateOrder(order: DateOrder): void {
  current = order;
}

export function dateOrder(): DateOrder {
  return current;
}

/** Day, month and four-digit year in the current order: "03/12/2026", "12/03/2026", "2026-12-03". */
export function orderedDate(day: string, month: string, year: string): string {
  if (current === "month-first") return `${month}/${day}/${year}`;
  if (current === "year-first") return `${year}-${month}-${day}`;
  return `${day}/${month}/${year}`;
}

/** A typed date's three parts as day, month and year, read in the current order; null if not three. */
export function typedDateParts(text: string): { day: string; month: string; year: string } | null {
  if (current === "year-first") {
    const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
    if (!match) return null;
    const [, year = "", month = "", day = ""] = match;
    return { day, month, year };
  }
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const [, first = "", second = "", year = ""] = match;
  return current === "month-first"
    ? { day: second, month: first, year }
    : { day: first, month: second, year };
}
