import { sql } from "drizzle-orm";
import { addDays } from "../../shared/dates.ts";
import { DEPARTURE_TIME_PATTERN } from "../../shared/departure-time.ts";
import {
  CONFLICT_KINDS,
  type Conflict,
  type ConflictKind,
  DEFAULT_TURNAROUND_MINUTES,
  MAX_WINDOW_MINUTES,
  ZERO_HOURS_WINDOW_MINUTES,
} from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { type ConflictFacts, conflictDetail } from "./conflict-detail.ts";

interface ConflictRow {
  kind: ConflictKind;
  date: string;
  aircraft_id: number | null;
  registration: string | null;
  type_id: number;
  type_title: string;
  booking_ids: number[];
  facts: ConflictFacts;
}

// Whitespace JavaScript's trim() removes in practice, so both sides read a time alike.
const SPACES = " \t\n\r\f\v";

/**
 * Every conflict dated in `[from, to]`, in one statement (docs/decisions/015). Each day of a booking
 * in a status that occupies an aircraft is a window: departure (read with the table's pattern,
 * product §5) for its expected hours (zero counts as an hour) plus the turnaround gap, at most a day.
 * Times are minutes since midnight before `from`, so a window running past midnight meets the next
 * date's flights. A time that cannot be read makes its day untimed: it may clash with any flight of
 * its aircraft that date. Sorted by date, kind, then booking ids.
 */
export async function readConflicts(options: { db: Db | Tx; from: string; to: string }): Promise<Conflict[]> {
  const { db, from, to } = options;
  const before = addDays(from, -1);
  const result = (await db.execute(sql`
    with gap as (
      select coalesce((select turnaround_minutes from fleet_settings limit 1), ${DEFAULT_TURNAROUND_MINUTES}) as minutes
    ),
    days as (
      select d."bookingId" as booking_id, d.date, b."allocatedAircraftId" as aircraft_id,
        b."aircraftTypeId" as type_id, c.name as customer, d."departureTime" as departure_time,
        d."departureTime" ~* 'tbc' as tentative, d."expectedAircraftHours" as hours,
        (d.date - ${before}::date) * 1440 as midnight,
        case when t.m is not null and t.m[1]::int <= 23 and coalesce(t.m[2]::int, 0) <= 59
          then t.m[1]::int * 60 + coalesce(t.m[2]::int, 0) end as minute
      from scheduler_booking_daily_details d
      join scheduler_bookings b on b.id = d."bookingId"
      join scheduler_customer c on c.id = b."customerId"
      left join scheduler_booking_status s on s.id = d."booking_status_ID"
      cross join lateral (select regexp_match(btrim(d."departureTime", ${SPACES}), ${DEPARTURE_TIME_PATTERN}) as m offset 0) t
      -- The bookings' own date range is implied by their days' dates, and lets the planner use its index.
      where d.date between ${before}::date and ${to}::date and coalesce(s.occupies_aircraft, true)
        and b."startDate" <= ${to}::date and b."endDate" >= ${before}::date
    ),
    windows as (
      select days.*, midnight + minute as starts_at,
        midnight + minute + least(${MAX_WINDOW_MINUTES},
          case when hours = 0 then ${ZERO_HOURS_WINDOW_MINUTES} else round(hours * 60) end + gap.minutes)::int as ends_at
      from days cross join gap
    ),
    side as (
      select booking_id, date, json_build_object('bookingId', booking_id, 'customer', customer,
        'departureTime', departure_time, 'startsAt', starts_at, 'endsAt', ends_at) as facts,
        aircraft_id, type_id, starts_at, ends_at, tentative
      from windows
    ),
    pairs as (
      select distinct on (a.booking_id, b.booking_id, clash.date)
        clash.kind, clash.date, a.aircraft_id, array[a.booking_id, b.booking_id] as booking_ids,
        json_build_object('sides', json_build_array(a.facts, b.facts)) as facts
      from side a
      join side b on b.aircraft_id = a.aircraft_id and b.booking_id > a.booking_id
        and b.date between a.date - 1 and a.date + 1
      cross join lateral (select
        case when a.starts_at is null or b.starts_at is null or a.tentative or b.tentative
          then 'possible' else 'time' end as kind,
        case when a.starts_at is null or b.starts_at is null or b.starts_at >= a.starts_at
          then b.date else a.date end as date) clash
      where (a.starts_at is null or b.starts_at is null) and a.date = b.date
        or a.starts_at < b.ends_at and b.starts_at < a.ends_at
      order by a.booking_id, b.booking_id, clash.date, clash.kind = 'possible', a.date, b.date
    ),
    unavailable as (
      select distinct on (w.booking_id, w.date) 'unavailable' as kind, w.date, w.aircraft_id,
        array[w.booking_id] as booking_ids,
        json_build_object('customer', w.customer, 'reason', u.reason,
          'startDate', u.start_date, 'endDate', u.end_date) as facts
      from windows w
      join aircraft_unavailability u on u.aircraft_id = w.aircraft_id
        and w.date between u.start_date and u.end_date
      order by w.booking_id, w.date, u.start_date, u.id
    ),
    type_days as (
      select distinct type_id, date, midnight from windows where date >= ${from}::date
    ),
    available as (
      select g.type_id, g.date, count(a.id) filter (where not a.retired and not exists (
        select 1 from aircraft_unavailability u
        where u.aircraft_id = a.id and g.date between u.start_date and u.end_date)) as aircraft
      from type_days g left join aircraft a on a."id_aircraft_type" = g.type_id
      group by g.type_id, g.date
    ),
    -- Each window on its own date and the next (a window is at most a day): the dates it can be in the
    -- air on, as one column, so the demand join below hashes on type and date.
    reach as materialized (
      select w.*, on_day.date as on_date
      from windows w cross join lateral (values (w.date), (w.date + 1)) on_day(date)
    ),
    -- A type's demand peaks at a departure or at midnight (flights from the day before still out).
    points as (
      select type_id, date, starts_at as at from windows where date >= ${from}::date and starts_at is not null
      union
      select type_id, date, midnight from type_days
    ),
    over as (
      select p.type_id, p.date, v.aircraft, array_agg(distinct w.booking_id) as ids
      from points p
      join available v on v.type_id = p.type_id and v.date = p.date
      join reach w on w.type_id = p.type_id and w.on_date = p.date
        and (w.starts_at is null and w.date = p.date or w.starts_at <= p.at and p.at < w.ends_at)
      group by p.type_id, p.date, p.at, v.aircraft
      having count(distinct w.booking_id) > v.aircraft
    ),
    over_ids as (
      select distinct o.type_id, o.date, o.aircraft, id from over o cross join unnest(o.ids) id
    ),
    peak as (
      select type_id, date, max(cardinality(ids)) as demand from over group by type_id, date
    ),
    booking_customers as (
      select distinct booking_id, customer from windows
    ),
    capacity as (
      select 'capacity' as kind, x.date, null::int as aircraft_id, x.type_id,
        array_agg(x.id order by x.id) as booking_ids, p.demand, x.aircraft,
        json_agg(c.customer order by x.id) as customers
      from over_ids x
      join peak p on p.type_id = x.type_id and p.date = x.date
      join booking_customers c on c.booking_id = x.id
      group by x.type_id, x.date, x.aircraft, p.demand
    ),
    found as (
      select kind, date, aircraft_id, null::int as type_id, booking_ids, facts from pairs
      union all
      select kind, date, aircraft_id, null::int, booking_ids, facts from unavailable
      union all
      select kind, date, null, type_id, booking_ids,
        json_build_object('demand', demand, 'available', aircraft, 'customers', customers)
      from capacity
    )
    select f.kind, to_char(f.date, 'YYYY-MM-DD') as date, f.aircraft_id, a.registration,
      coalesce(f.type_id, a."id_aircraft_type") as type_id, t.title as type_title, f.booking_ids, f.facts
    from found f
    left join aircraft a on a.id = f.aircraft_id
    join aircraft_type t on t.id = coalesce(f.type_id, a."id_aircraft_type")
    where f.date between ${from}::date and ${to}::date
  `)) as unknown as { rows: ConflictRow[] };

  return result.rows
    .map(
      (row): Conflict => ({
        kind: row.kind,
        date: row.date,
        aircraftId: row.aircraft_id,
        registration: row.registration,
        aircraftTypeId: row.type_id,
        aircraftTypeTitle: row.type_title,
        bookingIds: row.booking_ids,
        detail: conflictDetail(row),
      }),
    )
    .sort(compareConflicts);
}

/** By date, then kind in the order of CONFLICT_KINDS, then booking ids. */
export function compareConflicts(a: Conflict, b: Conflict): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.kind !== b.kind) return CONFLICT_KINDS.indexOf(a.kind) - CONFLICT_KINDS.indexOf(b.kind);
  return a.bookingIds.join(",").localeCompare(b.bookingIds.join(","), "en", { numeric: true });
}
