import { sql } from "drizzle-orm";
import { addDays } from "../../shared/dates.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import {
  DEFAULT_TURNAROUND_MINUTES,
  MAX_WINDOW_MINUTES,
  ZERO_HOURS_WINDOW_MINUTES,
} from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";

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

/**
 * What the statement answers, as one JSON value: a row a booking-day with ids and the day's own text,
 * and the names and counts those ids need once each (a crowded day names one customer 800 times).
 */
interface WindowFacts {
  gap: number;
  /** [bookingId, day since the read's base, departure time, expected hours, aircraft, type, customer] */
  days: [number, number, string, string, number | null, number, number][];
  customers: Record<string, string>;
  types: Record<string, string>;
  /** Aircraft id -> [registration, its type's id, its type's title] */
  aircraft: Record<string, [string, number, string]>;
  /** `${typeId}:${day}` -> aircraft of the type able to fly that date */
  available: Record<string, number>;
  /** `${aircraftId}:${day}` -> the first unavailability period covering that date */
  unavailable: Record<string, NonNullable<FlightWindow["unavailable"]>>;
}

/**
 * The flight windows dated in `[from - 1 day, to]` (the day before: a window running past midnight
 * meets the next date's flights). One statement reads each booking-day's ids and text, finding its
 * booking and status by key; the pairing is left to the sweeps in clashes.ts and capacity.ts, and the
 * times are read here with the same `departureMinutes` the table sorts by (docs/decisions/024: in SQL
 * the pattern cost a crowded day's read most of its time). `only` narrows it to one booking's
 * neighbours (its type, and its aircraft), as a write's answer needs.
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
  const [row] = await rawRows<{ facts: string }>(
    db,
    sql`
    with days as (
      select d."bookingId" as booking_id, d.date - ${before}::date as day, d."departureTime" as departure_time,
        d."expectedAircraftHours"::text as hours, b."allocatedAircraftId" as aircraft_id,
        b."aircraftTypeId" as type_id, b."customerId" as customer_id
      from scheduler_booking_daily_details d
      -- Each day finds its booking and status by key: offset 0 keeps these lookups from being planned
      -- as joins, which on tables never analysed (PGlite has no autovacuum) were nested loops comparing
      -- every day with every booking (docs/decisions/024).
      cross join lateral (
        select b."allocatedAircraftId", b."aircraftTypeId", b."customerId" from scheduler_bookings b
        where b.id = d."bookingId" ${narrow} offset 0
      ) b
      left join lateral (
        select s.occupies_aircraft from scheduler_booking_status s where s.id = d."booking_status_ID" offset 0
      ) s on true
      where d.date between ${before}::date and ${to}::date and coalesce(s.occupies_aircraft, true)
    )
    -- One JSON value rather than a row a day: PGlite hands rows over one by one, which cost a crowded
    -- day's read more than the query did.
    select json_build_object(
      'gap', coalesce((select turnaround_minutes from fleet_settings limit 1), ${DEFAULT_TURNAROUND_MINUTES}),
      'days', (select coalesce(json_agg(json_build_array(booking_id, day, departure_time, hours,
        aircraft_id, type_id, customer_id)), '[]') from days),
      'customers', (select coalesce(json_object_agg(c.id, c.name), '{}') from scheduler_customer c
        where c.id in (select customer_id from days)),
      'types', (select coalesce(json_object_agg(t.id, t.title), '{}') from aircraft_type t
        where t.id in (select type_id from days)),
      'aircraft', (select coalesce(json_object_agg(a.id, json_build_array(a.registration, t.id, t.title)), '{}')
        from aircraft a join aircraft_type t on t.id = a."id_aircraft_type"
        where a.id in (select aircraft_id from days)),
      'available', (select coalesce(json_object_agg(g.type_id || ':' || g.day, (
          select count(*) from aircraft a where a."id_aircraft_type" = g.type_id and not a.retired
            and not exists (select 1 from aircraft_unavailability u where u.aircraft_id = a.id
              and ${before}::date + g.day between u.start_date and u.end_date))), '{}')
        from (select distinct type_id, day from days) g),
      'unavailable', (select coalesce(json_object_agg(f.aircraft_id || ':' || f.day, json_build_object(
          'reason', f.reason, 'startDate', f.start_date, 'endDate', f.end_date)), '{}')
        from (
          select distinct on (g.aircraft_id, g.day) g.aircraft_id, g.day, u.reason, u.start_date, u.end_date
          from (select distinct aircraft_id, day from days where aircraft_id is not null) g
          join aircraft_unavailability u on u.aircraft_id = g.aircraft_id
            and ${before}::date + g.day between u.start_date and u.end_date
          order by g.aircraft_id, g.day, u.start_date, u.id
        ) f)
    )::text as facts
  `,
  );
  const facts = JSON.parse(row!.facts) as WindowFacts;
  return facts.days.map(([bookingId, day, departureTime, hours, aircraftId, typeId, customerId]) => {
    const minute = departureMinutes(departureTime);
    const midnight = day * 1440;
    const length = Number(hours) === 0 ? ZERO_HOURS_WINDOW_MINUTES : Math.round(Number(hours) * 60);
    const plane = aircraftId === null ? undefined : facts.aircraft[aircraftId];
    return {
      bookingId,
      date: addDays(before, day),
      midnight,
      customer: facts.customers[customerId]!,
      departureTime,
      tentative: /tbc/i.test(departureTime),
      startsAt: minute === null ? null : midnight + minute,
      endsAt: minute === null ? null : midnight + minute + Math.min(MAX_WINDOW_MINUTES, length + facts.gap),
      typeId,
      typeTitle: facts.types[typeId]!,
      available: facts.available[`${typeId}:${day}`] ?? 0,
      aircraftId,
      registration: plane?.[0] ?? null,
      aircraftTypeId: plane?.[1] ?? null,
      aircraftTypeTitle: plane?.[2] ?? null,
      unavailable: facts.unavailable[`${aircraftId}:${day}`] ?? null,
    };
  });
}
