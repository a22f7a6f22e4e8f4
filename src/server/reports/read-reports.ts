import { type SQL, sql } from "drizzle-orm";
import { type ReportsAnswer, trendUnitFor } from "../../shared/reports.ts";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";

/**
 * The Reports page's figures (docs/decisions/035), each report one query over the period's
 * booking-days: the database sums, the server only hands the rows on. A day counts as a flight when its
 * status occupies the aircraft (or it has none); a cancelled day is counted apart and adds no hours.
 * The period's open clashes are the conflicts read's (GET /api/conflicts), which the page asks for
 * beside these: over a year that read takes about a second, and the tables should not wait for it.
 */
export async function readReports(options: { db: Db; from: string; to: string }): Promise<ReportsAnswer> {
  const { db, from, to } = options;
  const trendUnit = trendUnitFor(from, to);
  // One statement: the period's days are read once and every report is built from them, in one
  // snapshot, so the page's tables agree with one another.
  const [reports] = await rawRows<Omit<ReportsAnswer, "from" | "to" | "trendUnit">>(
    db,
    sql`
      with ${days(from, to)}
      select ${list(customersReport)} as customers,
             ${list(aircraftReport(from, to))} as aircraft,
             ${list(typesReport)} as types,
             ${list(trendReport(from, to, trendUnit))} as trend,
             ${list(statusesReport)} as statuses`,
  );
  return { from, to, trendUnit, ...reports! };
}

/** A report's rows as one JSON array, in the report's order. */
const list = (report: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${report}) r)`;

/**
 * The period's booking-days with what every report needs, as the CTE `days`, read once from
 * `report_days` (migration 0060): the days' own copy of their bookings' customer, type and aircraft, so
 * no day is joined to its booking here, with hours in hundredths, so the sums add integers; of the
 * planned hours, those of legs flown empty to position (migration 0072, docs/decisions/049). A day is
 * `completed` when its status is Completed, by name, as the calendar feeds read it (decision 042).
 */
const days = (from: string, to: string) => sql`days as materialized (
  select r.date, r.planned, r.flown, r.positioning, r.customer_id, r.aircraft_type_id as type_id, r.aircraft_id,
         r.status_id, coalesce(s.occupies_aircraft, true) as flies,
         coalesce(lower(s."statusText") = 'completed', false) as completed
  from report_days r
  left join scheduler_booking_status s on s.id = r.status_id
  where r.date between ${from}::date and ${to}::date
)`;

/** The first day a group's rows fly on, as YYYY-MM-DD (null when none does): its link opens that month. */
const firstDay = (date: SQL) => sql`to_char(${date}, 'YYYY-MM-DD')`;

/** Hundredths of an hour summed in SQL, as hours with two decimals. */
const hours = (hundredths: SQL) => sql`(coalesce(${hundredths}, 0) / 100.0)::float8`;

/**
 * Flights, planned, positioning and flown hours over the rows of `days` a group holds. Each report groups `days`
 * by its own column first and joins the names to the few groups, not to every day (decision 035's
 * figures: a year of ten-year data took 0.6x the time of joining first).
 */
const sums = sql`
  count(days.date) filter (where flies)::int as flights,
  ${hours(sql`sum(planned) filter (where flies)`)} as planned,
  ${hours(sql`sum(positioning) filter (where flies)`)} as positioning,
  ${hours(sql`sum(flown) filter (where flies)`)} as flown`;

const customersReport = sql`
  select c.id as "customerId", c.name, c.color as colour, g.flights, g.planned, g.positioning, g.flown, g.cancelled,
         g.recorded,
         g.unrecorded,
         ${firstDay(sql`g.first_date`)} as "firstDate"
  from (
    select customer_id, ${sums}, min(date) as first_date,
           count(*) filter (where not flies)::int as cancelled,
           count(*) filter (where flies and flown is not null)::int as recorded,
           count(*) filter (where flies and completed and flown is null)::int as unrecorded
    from days group by customer_id
  ) g join scheduler_customer c on c.id = g.customer_id
  order by g.planned desc, c.name`;

/** Every aircraft in service, and a retired one that flew in the period. */
const aircraftReport = (from: string, to: string): SQL => sql`
  select a.id as "aircraftId", a.registration, t.id as "aircraftTypeId", t.title as type,
         coalesce(used.flights, 0) as flights, coalesce(used.planned, 0) as planned,
         coalesce(used.positioning, 0) as positioning, coalesce(used.flown, 0) as flown, coalesce(used.days_flown, 0) as "daysFlown",
         (${to}::date - ${from}::date + 1 - coalesce(off.days, 0))::int as "daysAvailable",
         ${firstDay(sql`used.first_date`)} as "firstDate"
  from aircraft a
  join aircraft_type t on t.id = a.id_aircraft_type
  left join (
    select aircraft_id, sum(flights)::int as flights, ${hours(sql`sum(planned)`)} as planned,
           ${hours(sql`sum(positioning)`)} as positioning, ${hours(sql`sum(flown)`)} as flown, count(*)::int as days_flown, min(date) as first_date
    from (
      select aircraft_id, date, count(*) as flights, coalesce(sum(planned), 0) as planned,
             sum(positioning) as positioning, coalesce(sum(flown), 0) as flown
      from days where flies and aircraft_id is not null group by aircraft_id, date
    ) per_day group by aircraft_id
  ) used on used.aircraft_id = a.id
  left join (
    select u.aircraft_id, count(distinct g.day)::int as days
    from aircraft_unavailability u
    cross join lateral generate_series(
      greatest(u.start_date, ${from}::date)::timestamp, least(u.end_date, ${to}::date)::timestamp, interval '1 day'
    ) as g(day)
    where u.start_date <= ${to}::date and u.end_date >= ${from}::date
    group by u.aircraft_id
  ) off on off.aircraft_id = a.id
  where not a.retired or used.flights is not null
  order by a.registration`;

const typesReport = sql`
  select t.id as "aircraftTypeId", t.title as type, coalesce(g.flights, 0) as flights,
         coalesce(g.planned, 0) as planned, coalesce(g.positioning, 0) as positioning, coalesce(g.flown, 0) as flown,
         coalesce(g.unallocated, 0) as unallocated,
         ${firstDay(sql`g.first_date`)} as "firstDate"
  from aircraft_type t left join (
    select type_id, ${sums}, count(*) filter (where flies and aircraft_id is null)::int as unallocated,
           min(date) filter (where flies) as first_date
    from days group by type_id
  ) g on g.type_id = t.id
  order by planned desc, t.title`;

/** Every week (from Monday) or month the period touches, empty ones too, so the trend has no gaps. */
const trendReport = (from: string, to: string, unit: "week" | "month"): SQL => sql`
  select to_char(buckets.start, 'YYYY-MM-DD') as start, coalesce(sum(per_day.flights), 0)::int as flights,
         ${hours(sql`sum(per_day.planned)`)} as planned, ${hours(sql`sum(per_day.positioning)`)} as positioning,
         ${hours(sql`sum(per_day.flown)`)} as flown
  from (
    select g::date as start
    from generate_series(date_trunc(${unit}, ${from}::date::timestamp), ${to}::date::timestamp, ${`1 ${unit}`}::interval) as g
  ) buckets
  left join (
    select date, count(*) as flights, sum(planned) as planned, sum(positioning) as positioning, sum(flown) as flown
    from days where flies group by date
  ) per_day on date_trunc(${unit}, per_day.date::timestamp)::date = buckets.start
  group by buckets.start
  order by buckets.start`;

const statusesReport = sql`
  select s.id as "statusId", coalesce(s."statusText", 'No status') as status,
         coalesce(s."statusColour", '#6B7280') as colour, g.flies as "occupiesAircraft", g.flights,
         ${firstDay(sql`g.first_date`)} as "firstDate"
  from (
    select status_id, bool_or(flies) as flies, count(*)::int as flights, min(date) as first_date
    from days group by status_id
  ) g
  left join scheduler_booking_status s on s.id = g.status_id
  order by g.flights desc, status`;
