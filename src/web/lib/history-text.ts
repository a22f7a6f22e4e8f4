import { formatShortDate, isIsoDate } from "../../shared/dates.ts";
import type { HistoryChange, HistoryEntry } from "../../shared/history.ts";
import { operatorDateTime } from "./operator-time.ts";

/**
 * A recorded value as the rest of the app shows it: history keeps dates as written (`2026-12-03`, a
 * booking's start or end), shown as the table shows dates (docs/decisions/043).
 */
const quoted = (value: string | null) =>
  value === null ? "none" : `'${isIsoDate(value) ? formatShortDate(value) : value}'`;

/** The dates in a recorded label ("before 2026-12-03", an archive's) as the table shows them. */
const labelText = (label: string) =>
  label.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => (isIsoDate(date) ? formatShortDate(date) : date));

/**
 * "Remarks on 25/11/26: '--' → 'Crew change'"; a booking-level field without the date; a day a date
 * change removed, with what it held ("Day removed: 17/12/26 0900, 1.00 h").
 */
export function changeText(change: HistoryChange): string {
  if (change.field === "Day removed" && change.to === null) return `Day removed: ${change.from}`;
  const field = change.date ? `${change.field} on ${formatShortDate(change.date)}` : change.field;
  if (change.from === null && change.to !== null && change.field !== "Password")
    return `${field}: ${quoted(change.to)}`;
  if (change.field === "Password") return "Password reset";
  return `${field}: ${quoted(change.from)} → ${quoted(change.to)}`;
}

/** "25/11/26 14:03" on the operator's clock, naming the zone when the browser keeps another (043). */
export function whenText(at: string): string {
  return operatorDateTime(new Date(at));
}

/** "Pat Pilot changed customer Acme Offshore"; "Pat Pilot imported a CSV file: 3 bookings imported" */
export function entryTitle(entry: HistoryEntry): string {
  // An import's label says what it did; "imported import 3 bookings" said it twice.
  if (entry.entity === "import") return `${entry.user.name} imported a CSV file: ${entry.label}`;
  return `${entry.user.name} ${entry.action} ${entry.entity} ${labelText(entry.label)}`;
}

/** "Created by Pat Pilot on 25/11/26 14:03, last changed by Sam Ops on 26/11/26 09:10" from newest-first records. */
export function createdAndChangedText(entries: HistoryEntry[]): string | null {
  const created = entries.findLast((entry) => entry.action === "created" || entry.action === "imported");
  const changed = entries.find((entry) => entry.action !== "created" && entry.action !== "imported");
  const parts: string[] = [];
  if (created) parts.push(`Created by ${created.user.name} on ${whenText(created.at)}`);
  if (changed)
    parts.push(`${created ? "last" : "Last"} changed by ${changed.user.name} on ${whenText(changed.at)}`);
  return parts.length > 0 ? parts.join(", ") : null;
}
