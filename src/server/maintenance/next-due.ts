import { hoursText, hundredths } from "../../shared/maintenance-projection.ts";

/** `2026-01-31` plus one month is `2026-02-28`: the day kept where the month has it, else its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(Math.min(day, lastDay))}`;
}

interface Rule {
  intervalHours: string | null;
  intervalMonths: number | null;
  overrunHours: string;
  dueHours: string | null;
}

/**
 * The due point an item has once done at `doneHours` on `doneDate` (docs/decisions/051): the next
 * interval counts from when it was done; where the rule allows an overrun and the item was done in it,
 * from the hours it was due at instead, so the overrun counts toward the next interval (14 CFR
 * 91.409(b)). Done early, it counts from when it was done, as that rule says too.
 */
export function nextDue(rule: Rule, doneHours: string, doneDate: string) {
  const done = hundredths(doneHours);
  const due = rule.dueHours === null ? null : hundredths(rule.dueHours);
  const from = due !== null && hundredths(rule.overrunHours) > 0 && done > due ? due : done;
  return {
    dueHours: rule.intervalHours === null ? null : hoursText(from + hundredths(rule.intervalHours)),
    dueDate: rule.intervalMonths === null ? null : addMonths(doneDate, rule.intervalMonths),
  };
}
