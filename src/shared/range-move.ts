import { addDays, daysBetween, eachDate, formatShortDate, isIsoDate } from "./dates.ts";

type Range = { startDate: string; endDate: string };

/**
 * A booking's days when its range changes from `from` to `to` (docs/decisions/042). When the range moves
 * (the same length on other dates, or other dates altogether), each day's details move with it by
 * position (time, hours, destination, remarks, status and flown hours), so a one-day booking moved from
 * the 16th to the 14th is the same flight on the 14th. A range made longer or shorter over dates it
 * shares with the old one moves nothing: the days still inside keep their dates, as a desk trimming
 * or extending a trip means. Dates no day lands on are `added` (the caller gives them the defaults);
 * days that land outside the range are `removed`, which the Edit dialog names before saving and the
 * history records.
 */
export function moveDaysToRange<Day extends { date: string }>(
  days: Day[],
  from: Range,
  to: Range,
): { moved: { date: string; from: Day }[]; added: string[]; removed: Day[] } {
  const sameLength = daysBetween(from.startDate, from.endDate) === daysBetween(to.startDate, to.endDate);
  const overlap = to.startDate <= from.endDate && from.startDate <= to.endDate;
  const shift = sameLength || !overlap ? daysBetween(from.startDate, to.startDate) : 0;
  const moved: { date: string; from: Day }[] = [];
  const removed: Day[] = [];
  for (const day of days) {
    const date = addDays(day.date, shift);
    if (date >= to.startDate && date <= to.endDate) moved.push({ date, from: day });
    else removed.push(day);
  }
  const landed = new Set(moved.map((day) => day.date));
  const added = eachDate(to.startDate, to.endDate).filter((date) => !landed.has(date));
  return { moved, added, removed };
}

/** "17/12/26 0900, 1.00 h, remarks 'Crew change'": a day named where it is about to go or has gone. */
export function describeDay(day: {
  date: string;
  departureTime: string;
  expectedAircraftHours: string;
  remarks: string;
}): string {
  const remarks = day.remarks && day.remarks !== "--" ? `, remarks '${day.remarks}'` : "";
  return `${formatShortDate(day.date)} ${day.departureTime}, ${day.expectedAircraftHours} h${remarks}`;
}

/** The Edit dialog's warning before a save that drops days, or null when none go. */
export function removedDaysWarning(
  days: { date: string; departureTime: string; expectedAircraftHours: string; remarks: string }[],
  from: Range,
  to: Range,
): string | null {
  if (!isIsoDate(to.startDate) || !isIsoDate(to.endDate) || to.endDate < to.startDate) return null;
  const { removed } = moveDaysToRange(days, from, to);
  if (removed.length === 0) return null;
  const count =
    removed.length === 1
      ? "1 day with details will be removed"
      : `${removed.length} days with details will be removed`;
  return `${count}: ${removed.map(describeDay).join("; ")}`;
}
