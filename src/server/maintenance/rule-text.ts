import { formatShortDate } from "../../shared/dates.ts";
import type { HistoryChange } from "../../shared/history.ts";
import { hoursText, hundredths } from "../../shared/maintenance-projection.ts";
import { fieldChange } from "../history/record-history.ts";

/** A template's or an item's fields as history shows them (docs/decisions/016: values as people read them). */
interface RuleRow {
  name: string;
  intervalHours: string | null;
  intervalMonths: number | null;
  warningHours: string;
  warningDays: number;
  overrunHours: string;
  dueHours?: string | null;
  dueDate?: string | null;
}

const hours = (value: string | null | undefined) =>
  value == null ? null : `${hoursText(hundredths(value))} h`;

/** Each field of the rule that differs between `before` and `after` (either missing: created or deleted). */
export function ruleChanges(before: RuleRow | undefined, after: RuleRow | undefined): HistoryChange[] {
  return [
    ...fieldChange("Name", before?.name, after?.name),
    ...fieldChange("Interval hours", hours(before?.intervalHours), hours(after?.intervalHours)),
    ...fieldChange(
      "Interval months",
      before?.intervalMonths == null ? null : String(before.intervalMonths),
      after?.intervalMonths == null ? null : String(after.intervalMonths),
    ),
    ...fieldChange("Warning hours", hours(before?.warningHours), hours(after?.warningHours)),
    ...fieldChange(
      "Warning days",
      before === undefined ? null : String(before.warningDays),
      after === undefined ? null : String(after.warningDays),
    ),
    ...fieldChange("Overrun hours", hours(before?.overrunHours), hours(after?.overrunHours)),
    ...fieldChange("Due hours", hours(before?.dueHours), hours(after?.dueHours)),
    ...fieldChange(
      "Due date",
      before?.dueDate ? formatShortDate(before.dueDate) : null,
      after?.dueDate ? formatShortDate(after.dueDate) : null,
    ),
  ];
}
