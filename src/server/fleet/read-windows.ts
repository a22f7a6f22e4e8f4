import { sql } from "drizzle-orm";
import { addDays } from "../../shared/dates.ts";
import { DEPARTURE_TIME_PATTERN } from "../../shared/departure-time.ts";
import {
  DEFAULT_TURNAROUND_MINUTES,
  MAX_WINDOW_MINUTES,
  ZERO_HOURS_WINDOW_MINUTES,
} from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";

/**
 * One booking-day that occupies an aircraft, as the conflict rules read it (docs/decisions/015): its
 * window in minutes since the midnight before the read's first date, departure for the expected hours
 * (zero counts as an hour) plus the turnaround gap, at most a day; null times when the departure cannot
 * be read (the day is untimed).
 */
export interface FlightWindow {
  bookingId: number;
  date: string;
  /** Minutes from the read's base to this date's midnight. */
  midnight: number;
  customer: string;
  departureTime: string;
  /** The time mentions TBC: an overlap is possible rather than certain. */
  tentative: boolean;
  startsAt: number | null;
  endsAt: number | null;
  /** The booking's type, and how many of its aircraft can fly on this date (not retired, not unavailable). */
  typeId: number;
  typeTitle: string;
  available: number;
  /** The allocated aircraft, its own type, and the first of its unavailability periods covering this date. */
  aircraftId: number | null;
  registration: string | null;
  aircraftTypeId: number | null;
  aircraftTypeTitle: string | null;
  unavailable: { reason: string; startDate: string; endDate: string } | null;
}

interface WindowRow {
  booking_id: number;
  date: string;
  midnight: number;
  customer: string;
  departure_time: string;
  tentative: boolean;
  starts_at: number | null;
  ends_at: number | null;
  type_id: number;
  type_title: string;
  available: number;
  aircraft_id: number | null;
  registration: string | null;
  aircraft_type_id: number | null;
  aircraft_type_title: string | null;
  unavailable: FlightWindow["unavailable"];
}

// Whitespace JavaScript's trim() removes in practice, so both sides read a time alike.
const SPACES = " \t\n\r\f\v";

/**
 * The flight windows dated in `[from - 1 day, to]` (the day before: a window running past midnight
 * meets the next date's flights), in one statement whose cost follows the number of booking-days: the
 * pairing is left to the sweeps in clashes.ts and capacity.ts (docs/decisions/024). `only` narrows it
 * to one booking's neighbours (its type, and its aircraft), as a write's answer needs.
 */
export async function readFlightWindows(options: {
  db: Db | Tx;
  from: string;
  to: string;
  only?: { typeId: number; aircraftId: number | null };
}): Promise<FlightWindow[]> {
  const { db, from, to, only } = options;
  const before = addDays(from, -1);
  const narrow = only
    ? sql`and (b."aircraftTypeId" = ${only.typeId} or b."allocatedAircraftId" = ${only.aircraftId ?? -1})`
    : sql``;
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
      -- Each day finds its booking, customer and status by primary key: offset 0 keeps these lookups
      -- from being planned as joins, which on tables never analysed (PGlite has no autovacuum) were
      -- nested loops comparing every day with every booking (docs/decisions/024).
      cross join lateral (
        select b."allocatedAircraftId", b."aircraftTypeId", b."customerId" from scheduler_bookings b
        where b.id = d."bookingId" ${narrow} offset 0
      ) b
      cross join lateral (select c.name from scheduler_customer c where c.id = b."customerId" offset 0) c
      left join lateral (
        select s.occupies_aircraft from scheduler_booking_status s where s.id = d."booking_status_ID" offset 0
      ) s on true
      -- offset 0 keeps the pattern one evaluation a row (docs/decisions/015).
      cross join lateral (select regexp_match(btrim(d."departureTime", ${SPACES}), ${DEPARTURE_TIME_PATTERN}) as m offset 0) t
      where d.date between ${before}::date and ${to}::date and coalesce(s.occupies_aircraft, true)
    ),
    windows as (
      select days.*, midnight + minute as starts_at,
        midnight + minute + least(${MAX_WINDOW_MINUTES},
          case when hours = 0 then ${ZERO_HOURS_WINDOW_MINUTES} else round(hours * 60) end + gap.minutes)::int as ends_at
      from days cross join gap
    ),
    available as (
      select g.type_id, g.date, count(a.id) filter (where not a.retired and not exists (
        select 1 from aircraft_unavailability u
        where u.aircraft_id = a.id and g.date between u.start_date and u.end_date))::int as aircraft
      from (select distinct type_id, date from windows) g
      left join aircraft a on a."id_aircraft_type" = g.type_id
      group by g.type_id, g.date
    )
    -- One row of JSON rather than a row a flight: PGlite hands rows over one by one, which cost a
    -- crowded day's read more than the query did (docs/decisions/024).
    select coalesce(json_agg(r), '[]')::text as windows from (
    select w.booking_id, to_char(w.date, 'YYYY-MM-DD') as date, w.midnight, w.customer, w.departure_time,
      w.tentative, w.starts_at, w.ends_at, w.type_id, t.title as type_title, v.aircraft as available,
      w.aircraft_id, a.registration, a."id_aircraft_type" as aircraft_type_id, at.title as aircraft_type_title,
      u.facts as unavailable
    from windows w
    join aircraft_type t on t.id = w.type_id
    join available v on v.type_id = w.type_id and v.date = w.date
    left join aircraft a on a.id = w.aircraft_id
    left join aircraft_type at on at.id = a."id_aircraft_type"
    left join lateral (
      select json_build_object('reason', u.reason, 'startDate', u.start_date, 'endDate', u.end_date) as facts
      from aircraft_unavailability u
      where u.aircraft_id = w.aircraft_id and w.date between u.start_date and u.end_date
      order by u.start_date, u.id limit 1
    ) u on true
    ) r
  `)) as unknown as { rows: [{ windows: string }] };
  return (JSON.parse(result.rows[0].windows) as WindowRow[]).map((row) => ({
    bookingId: row.booking_id,
    date: row.date,
    midnight: row.midnight,
    customer: row.customer,
    departureTime: row.departure_time,
    tentative: row.tentative,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    typeId: row.type_id,
    typeTitle: row.type_title,
    available: row.available,
    aircraftId: row.aircraft_id,
    registration: row.registration,
    aircraftTypeId: row.aircraft_type_id,
    aircraftTypeTitle: row.aircraft_type_title,
    unavailable: row.unavailable,
  }));
}
