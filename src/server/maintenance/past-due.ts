import { formatShortDate, isoDateInZone } from "../../shared/dates.ts";
import type { AddedConflict } from "../../shared/fleet.ts";
import {
  hoursText,
  hoursTrack,
  hundredths,
  type PastDue,
  pastDue,
} from "../../shared/maintenance-projection.ts";
import { readOperatorTimeZoneAnswer } from "../calendar-feeds/operator-time-zone.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraftType } from "../db/schema.ts";
import { readMaintenanceRows } from "./read-maintenance.ts";

/** The operator's date now: an item due by a date is due by the end of that date where they are. */
export async function operatorToday(db: Db | Tx, now: Date): Promise<string> {
  return isoDateInZone(now, (await readOperatorTimeZoneAnswer(db as Db)).timeZone);
}

interface ItemPastDue extends PastDue {
  item: { id: number; name: string; dueHours: string | null; dueDate: string | null; overrunHours: string };
  aircraft: { aircraftId: number; registration: string; aircraftTypeId: number };
  /** The hours planned flights reach, in hundredths. */
  reached: number;
}

/** The past-due figures of the items of `aircraftIds` as the schedule stands in `tx`, by item id. */
export async function itemsPastDue(
  tx: Db | Tx,
  today: string,
  aircraftIds: readonly number[],
): Promise<Map<number, ItemPastDue>> {
  const { aircraftRows, dayRows, items } = await readMaintenanceRows(tx, aircraftIds);
  const daysOf = new Map(dayRows.map((row) => [row.aircraftId, row]));
  const aircraftOf = new Map(aircraftRows.map((row) => [row.aircraftId, row]));
  const answer = new Map<number, ItemPastDue>();
  for (const item of items) {
    const aircraft = aircraftOf.get(item.aircraftId);
    if (!aircraft) continue;
    const entered = aircraft.enteredHours === null ? null : hundredths(aircraft.enteredHours);
    const track = hoursTrack(entered ?? 0, daysOf.get(item.aircraftId));
    const rule = {
      dueHours: entered === null || item.dueHours === null ? null : hundredths(item.dueHours),
      dueDate: item.dueDate,
      warningHours: hundredths(item.warningHours),
      warningDays: item.warningDays,
      overrunHours: hundredths(item.overrunHours),
    };
    answer.set(item.id, {
      ...pastDue(track, rule, today),
      item,
      aircraft,
      reached: track.reached.at(-1) ?? track.recorded,
    });
  }
  return answer;
}

/**
 * The items a write takes an aircraft past ('Save anyway', docs/decisions/051): those whose hours
 * planned past the due hours and overrun, or past the due date, the write made larger. Each is a line
 * of the question as a clash is, naming the item and the figures.
 */
export async function addedPastDue(
  tx: Db | Tx,
  before: Map<number, ItemPastDue>,
  after: Map<number, ItemPastDue>,
  subject: number | null,
): Promise<AddedConflict[]> {
  const added = [...after.values()].filter((now) => {
    const was = before.get(now.item.id);
    return now.hours > (was?.hours ?? 0) || now.byDate > (was?.byDate ?? 0);
  });
  if (added.length === 0) return [];
  const types = await (tx as Db).select().from(aircraftType);
  const titleOf = new Map(types.map((type) => [type.id, type.title]));
  return added.map(({ item, aircraft, hours, hoursDate, byDate, byDateDate, reached }) => {
    const pastHours = hours > (before.get(item.id)?.hours ?? 0);
    const date = (pastHours ? hoursDate : byDateDate) ?? byDateDate ?? hoursDate ?? "";
    const overrun = hundredths(item.overrunHours);
    const detail =
      pastHours && item.dueHours !== null
        ? `${item.name} is due at ${hoursText(hundredths(item.dueHours))} h` +
          (overrun > 0 ? ` (${hoursText(overrun)} h overrun allowed)` : "") +
          `; planned flights reach ${hoursText(reached)} h`
        : `${item.name} is due by ${formatShortDate(item.dueDate!)}; ${hoursText(byDate)} h are planned after it`;
    return {
      kind: "maintenance" as const,
      date,
      aircraftId: aircraft.aircraftId,
      registration: aircraft.registration,
      aircraftTypeId: aircraft.aircraftTypeId,
      aircraftTypeTitle: titleOf.get(aircraft.aircraftTypeId) ?? "",
      bookingIds: subject === null ? [] : [subject],
      detail,
      summary: `${aircraft.registration} past its ${item.name} on ${formatShortDate(date)}`,
    };
  });
}
