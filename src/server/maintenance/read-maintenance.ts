import { inArray, type SQL, sql } from "drizzle-orm";
import type { AircraftMaintenance, MaintenanceAnswer, MaintenanceItem } from "../../shared/maintenance.ts";
import {
  type DaysHours,
  dueStatus,
  hoursText,
  hoursTrack,
  hundredths,
} from "../../shared/maintenance-projection.ts";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { maintenanceItems } from "../db/schema.ts";
import { listTemplates } from "./templates.ts";

export interface AircraftRow {
  aircraftId: number;
  registration: string;
  aircraftTypeId: number;
  retired: boolean;
  enteredHours: string | null;
  asOf: string | null;
}

export interface DaysRow extends DaysHours {
  aircraftId: number;
}

/**
 * Each aircraft's hours by date after its as-of date, in hundredths, from the Reports copy of the days
 * (`report_days`, which has each day's aircraft and hours as integers): flown where recorded, whatever
 * the status (what was flown was flown); else the expected hours, where the status holds the aircraft
 * (a cancelled day flies nothing). A day on the as-of date is in the entered hours. One row an aircraft
 * with its days' dates and hours as arrays, a date twice where two bookings fly it (the track adds them
 * up in turn all the same): a year of 40 aircraft read as a row a day took 129-157 ms on PGlite, as
 * arrays about 30 ms (bench:maintenance).
 */
/** Only these aircraft when a list is given (a preview's), else every one. */
const onlyAircraft = (column: SQL, ids: readonly number[] | undefined) =>
  ids === undefined
    ? sql`true`
    : sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

const days = (ids: readonly number[] | undefined) => sql`
  select r.aircraft_id as "aircraftId", array_agg(r.date::text order by r.date) as dates,
         array_agg(coalesce(r.flown, 0) order by r.date) as flown,
         array_agg(case when r.flown is null and coalesce(s.occupies_aircraft, true) then r.planned else 0 end
                   order by r.date) as planned
  from aircraft_hours h
  join report_days r on r.aircraft_id = h.aircraft_id and r.date > h.as_of
  left join scheduler_booking_status s on s.id = r.status_id
  where ${onlyAircraft(sql`h.aircraft_id`, ids)}
  group by r.aircraft_id`;

const aircraftOf = (ids: readonly number[] | undefined) => sql`
  select a.id as "aircraftId", a.registration, a.id_aircraft_type as "aircraftTypeId", a.retired,
         h.hours::text as "enteredHours", h.as_of::text as "asOf"
  from aircraft a left join aircraft_hours h on h.aircraft_id = a.id
  where ${onlyAircraft(sql`a.id`, ids)}
  order by lower(a.registration)`;

/**
 * What the projection is computed from: the aircraft with their hours, their days' hours, their items;
 * of `aircraftIds` only when given (a preview reads the one or two aircraft its write is about).
 */
export async function readMaintenanceRows(db: Db | Tx, aircraftIds?: readonly number[]) {
  if (aircraftIds?.length === 0) return { aircraftRows: [], dayRows: [], items: [] };
  const aircraftRows = await rawRows<AircraftRow>(db, aircraftOf(aircraftIds));
  const dayRows = await rawRows<DaysRow>(db, days(aircraftIds));
  const items = await db
    .select()
    .from(maintenanceItems)
    .where(aircraftIds ? inArray(maintenanceItems.aircraftId, [...aircraftIds]) : undefined);
  return { aircraftRows, dayRows, items };
}

/**
 * `GET /api/maintenance`: every aircraft's hours and items, each item with where the aircraft stands
 * against it today and when its planned flights take it there (docs/decisions/051).
 */
export async function readMaintenance(options: { db: Db; today: string }): Promise<MaintenanceAnswer> {
  const { db, today } = options;
  const { aircraftRows, dayRows, items } = await readMaintenanceRows(db);
  const templates = await listTemplates({ db });
  return { today, aircraft: projectMaintenance(aircraftRows, dayRows, items, today), templates };
}

/** Rows by their aircraft, in the order given (Node 20 has no Map.groupBy). */
function byAircraft<Row extends { aircraftId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const list = map.get(row.aircraftId);
    if (list) list.push(row);
    else map.set(row.aircraftId, [row]);
  }
  return map;
}

/** The projection itself, apart from the reads, so the bench can time it alone. */
export function projectMaintenance(
  aircraftRows: readonly AircraftRow[],
  dayRows: readonly DaysRow[],
  items: readonly MaintenanceItem[],
  today: string,
): AircraftMaintenance[] {
  const daysOf = new Map(dayRows.map((row) => [row.aircraftId, row]));
  const itemsOf = byAircraft(items);
  return aircraftRows.map((row) => {
    const entered = row.enteredHours === null ? null : hundredths(row.enteredHours);
    // Without hours entered, the hours-based due points cannot be judged; the dated ones still can.
    const track = hoursTrack(entered ?? 0, daysOf.get(row.aircraftId));
    const planned = track.reached.length > 0 ? track.reached.at(-1)! - track.recorded : 0;
    const statuses = (itemsOf.get(row.aircraftId) ?? []).map((item) => {
      const status = dueStatus(
        track,
        {
          dueHours: entered === null || item.dueHours === null ? null : hundredths(item.dueHours),
          dueDate: item.dueDate,
          warningHours: hundredths(item.warningHours),
          warningDays: item.warningDays,
          overrunHours: hundredths(item.overrunHours),
        },
        today,
      );
      return {
        ...item,
        ...status,
        remainingHours: status.remainingHours === null ? null : status.remainingHours / 100,
      };
    });
    statuses.sort(
      (a, b) =>
        (a.dueBy ?? "9999").localeCompare(b.dueBy ?? "9999") ||
        (a.remainingHours ?? Number.POSITIVE_INFINITY) - (b.remainingHours ?? Number.POSITIVE_INFINITY) ||
        a.name.localeCompare(b.name),
    );
    return {
      ...row,
      hours: entered === null ? null : hoursText(track.recorded),
      plannedHours: entered === null ? null : hoursText(planned),
      items: statuses,
    };
  });
}
