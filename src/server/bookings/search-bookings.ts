import { sql } from "drizzle-orm";
import {
  type BookingSearchAnswer,
  type BookingSearchResult,
  prefixWords,
  SEARCH_LIMIT,
} from "../../shared/booking-search.ts";
import { MAX_ID } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Find a booking (docs/decisions/017): bookings across all months whose id is `q`, or whose customer, allocated aircraft's
 * registration, departure or any day's destination contains `q`, or any day's remarks have words
 * starting with `q`'s words. Newest first, at most SEARCH_LIMIT.
 *
 * Every branch is indexed on both PGlite and PostgreSQL (docs/decisions/017): names and registrations
 * are matched in their small reference tables and reach bookings through the foreign-key indexes;
 * remarks, the one large text column, through a GIN index on their words (migration 0030).
 */
export async function searchBookings(options: { db: Db; q: string }): Promise<BookingSearchAnswer> {
  const { db, q } = options;
  const pattern = containing(q);
  const words = prefixWords(q);
  const id = /^\d+$/.test(q) && Number(q) <= MAX_ID ? Number(q) : null;
  const [result] = await rawRows<{ json: string }>(
    db,
    sql`
    with hits (booking_id, day, field) as (
      ${id === null ? sql`` : sql`select b.id, null::date, 'id' from scheduler_bookings b where b.id = ${id}::int union all`}
      select b.id, null::date, 'customer' from scheduler_customer c
        join scheduler_bookings b on b."customerId" = c.id
        where lower(c.name) like ${pattern}
      union all
      select b.id, null::date, 'registration' from aircraft a
        join scheduler_bookings b on b."allocatedAircraftId" = a.id
        where lower(a.registration) like ${pattern}
      union all
      select b.id, null::date, 'location' from scheduler_location l
        join scheduler_bookings b on b."departureId" = l.id
        where lower(l.name) like ${pattern}
      union all
      select d."bookingId", d.date, 'location' from scheduler_location l
        join scheduler_booking_daily_details d on d."destinationId" = l.id
        where lower(l.name) like ${pattern}
      ${
        words === null
          ? sql``
          : sql`union all
      select d."bookingId", d.date, 'remarks' from scheduler_booking_daily_details d
        where to_tsvector('simple', d.remarks) @@ to_tsquery('simple', ${words}::text)`
      }
    ),
    found as (
      select booking_id, min(day) as day, array_agg(distinct field order by field) as matched
      from hits group by booking_id
    ),
    page as (
      select f.*, b.*, coalesce(f.day, b."startDate") as shown
      from found f join scheduler_bookings b on b.id = f.booking_id
      order by b."startDate" desc, b.id desc
      limit ${SEARCH_LIMIT + 1}
    )
    select coalesce(json_agg(json_build_object(
      'id', p.id,
      'startDate', p."startDate",
      'endDate', p."endDate",
      'date', p.shown,
      'customerId', c.id,
      'customer', json_build_object('name', c.name, 'color', c.color),
      'aircraftTypeId', t.id,
      'aircraftType', t.title,
      'registration', a.registration,
      'departure', dep.name,
      'destination', dest.name,
      'remarks', d.remarks,
      'matched', p.matched
    ) order by p."startDate" desc, p.id desc), '[]')::text as json
    from page p
    join scheduler_customer c on c.id = p."customerId"
    join aircraft_type t on t.id = p."aircraftTypeId"
    left join aircraft a on a.id = p."allocatedAircraftId"
    join scheduler_location dep on dep.id = p."departureId"
    join scheduler_booking_daily_details d on d."bookingId" = p.id and d.date = p.shown
    join scheduler_location dest on dest.id = d."destinationId"
  `,
  );
  const results = JSON.parse(result?.json ?? "[]") as BookingSearchResult[];
  return { results: results.slice(0, SEARCH_LIMIT), more: results.length > SEARCH_LIMIT };
}
