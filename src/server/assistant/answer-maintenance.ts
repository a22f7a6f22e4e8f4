import { formatShortDate } from "../../shared/dates.ts";
import type { MaintenanceItemStatus } from "../../shared/maintenance.ts";
import type { Db } from "../db/connection.ts";
import { operatorToday } from "../maintenance/past-due.ts";
import { readMaintenance } from "../maintenance/read-maintenance.ts";

/** A question about an aircraft's maintenance: "when is G-HLDA's next 100-hour?", "what's due on LDNA?". */
export const MAINTENANCE_WORDS =
  /\b(?:maintenance|inspections?|checks?|services?|due|\d+[\s-]?(?:hours?|hrs?|h)(?=\s|\?|$)|\d+[\s-]?(?:months?|monthly))\b/i;

/**
 * An aircraft's maintenance answered from the data (issue 48 item 4; docs/decisions/051): its items, the
 * one due first first, or those whose name holds the words asked about ("100-hour" for "100-hour
 * inspection"); each with when it must be done (its due date, or the date planned flights reach its due
 * hours) and the hours left, by name.
 */
export async function answerMaintenance(options: {
  db: Db;
  text: string;
  aircraftId: number;
  registration: string;
  now: Date;
}): Promise<string> {
  const { db, text, aircraftId, registration, now } = options;
  const answer = await readMaintenance({ db, today: await operatorToday(db, now) });
  const items = answer.aircraft.find((aircraft) => aircraft.aircraftId === aircraftId)?.items ?? [];
  if (items.length === 0) return `${registration} has no maintenance items recorded.`;
  // "100-hour", "100 hr", "100h": the figures of an item's name, with the words after them.
  const figures = /\b(\d+)[\s-]?(?:hours?|hrs?|h|months?|monthly)\b/i.exec(text)?.[1];
  const named = figures ? items.filter((item) => new RegExp(`\\b${figures}\\b`).test(item.name)) : items;
  if (named.length === 0)
    return `${registration} has no item with ${figures} in its name; its items: ${items.map((item) => item.name).join(", ")}.`;
  const [next, ...rest] = named;
  return [
    `${registration}'s ${figures ? "" : "next item: "}${itemLine(next!)}.`,
    rest.length ? `Then: ${rest.map(itemLine).join("; ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * "100-hour inspection at 1234.00 h (56.5 h left), due by 14/12/26 (in 15 days)": the due date, or the
 * date planned flights reach the due hours, whichever is first; none when neither comes.
 */
function itemLine(item: MaintenanceItemStatus): string {
  const hours =
    item.dueHours === null
      ? ""
      : ` at ${item.dueHours} h (${item.remainingHours === null ? "hours not entered" : `${Math.round(item.remainingHours * 100) / 100} h ${item.remainingHours < 0 ? "past" : "left"}`})`;
  const when =
    item.dueBy === null
      ? "not reached by the flights planned"
      : `due by ${formatShortDate(item.dueBy)} (${days(item.remainingDays ?? 0)})`;
  return `${item.name}${hours}, ${when}`;
}

const days = (count: number) =>
  count === 0 ? "today" : count > 0 ? `in ${count} ${count === 1 ? "day" : "days"}` : `${-count} days past`;
