import { dateInWords, daysBetween } from "../../shared/dates.ts";
import type { MaintenanceItemStatus } from "../../shared/maintenance.ts";
import type { MaintenanceState } from "../../shared/maintenance-projection.ts";

/** Hours with one decimal, as the issue words them ("12.4 h"). */
export const hoursShort = (hours: number | string) => `${Number(hours).toFixed(1)} h`;

/** "Tue 9 Dec", with the year only when it is not this one (`today`'s). */
export function dayInWords(date: string, today: string): string {
  const words = dateInWords(date);
  return date.slice(0, 4) === today.slice(0, 4) ? words.slice(0, -5) : words;
}

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

/**
 * Where an aircraft stands against an item, in a sentence (docs/decisions/051): "100-hour inspection due
 * in 12.4 h, about Tue 9 Dec at the planned rate"; "Annual inspection due by Thu 31 Dec, in 32 days".
 */
export function dueSentence(item: MaintenanceItemStatus, today: string): string {
  const parts: string[] = [];
  const remaining = item.remainingHours;
  if (remaining !== null) {
    if (remaining >= 0) {
      const when = item.projectedDate
        ? `, about ${dayInWords(item.projectedDate, today)} at the planned rate`
        : ", beyond the flights planned";
      parts.push(`due in ${hoursShort(remaining)}${when}`);
    } else if (item.state === "overrun") {
      parts.push(`${hoursShort(-remaining)} into its ${hoursShort(item.overrunHours)} overrun`);
    } else {
      parts.push(`overdue by ${hoursShort(-remaining)}`);
    }
  }
  if (item.dueDate !== null) {
    const left = item.dueDate < today ? `overdue since ${dayInWords(item.dueDate, today)}` : null;
    parts.push(
      left ?? `due by ${dayInWords(item.dueDate, today)}, in ${days(daysBetween(today, item.dueDate))}`,
    );
  }
  return `${item.name} ${parts.join("; ")}`;
}

/** The short form for a narrow cell: "12.4 h · 5 d", the hours and days left (negative past them). */
export function dueShort(item: MaintenanceItemStatus): string {
  const parts: string[] = [];
  if (item.remainingHours !== null) parts.push(hoursShort(item.remainingHours));
  if (item.remainingDays !== null) parts.push(`${item.remainingDays} d`);
  return parts.join(" · ");
}

/** Amber within the margin, red past the due point (in the overrun or overdue). */
export const STATE_CLASSES: Record<MaintenanceState, string> = {
  ok: "text-slate-600",
  soon: "bg-amber-100 text-amber-900",
  overrun: "bg-red-100 text-red-900",
  overdue: "bg-red-100 text-red-900",
};

export const STATE_WORDS: Record<MaintenanceState, string> = {
  ok: "",
  soon: "Due soon",
  overrun: "In overrun",
  overdue: "Overdue",
};

const WORST: MaintenanceState[] = ["overdue", "overrun", "soon"];

/**
 * How a flight of an aircraft on `date` stands against its items (docs/decisions/051): none before
 * today; red once an item is past its due point (now, or from the date planned flights pass its due
 * hours and overrun, or after its due date); amber up to the date an item within its margin is due by.
 * The worst of the aircraft's items, with the item that makes it so.
 */
export function flightDue(
  items: readonly MaintenanceItemStatus[],
  date: string,
  today: string,
): { state: MaintenanceState; item: MaintenanceItemStatus } | null {
  if (date < today) return null;
  let worst: { state: MaintenanceState; item: MaintenanceItemStatus } | null = null;
  for (const item of items) {
    const state: MaintenanceState | null =
      item.state === "overrun" || item.state === "overdue"
        ? item.state
        : (item.projectedBeyondDate !== null && date >= item.projectedBeyondDate) ||
            (item.dueDate !== null && date > item.dueDate)
          ? "overdue"
          : item.state === "soon" && (item.dueBy === null || date <= item.dueBy)
            ? "soon"
            : null;
    if (state && (!worst || WORST.indexOf(state) < WORST.indexOf(worst.state))) worst = { state, item };
  }
  return worst;
}
