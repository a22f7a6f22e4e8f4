import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Booking, DailyDetail } from "../../shared/bookings.ts";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { aircraft, aircraftType, bookings, customer, dailyDetails, location } from "../db/schema.ts";
import { notFound } from "../errors.ts";

// The outer query joins locations as "departure", so the days' subquery can join them plainly.
const departure = alias(location, "departure");

// Each booking's days as one JSON array built by Postgres, so a read is a single statement (one
// round trip, one snapshot) whatever the number of bookings. Hours go out as text to keep "1.50".
const dailyDetailsJson = sql<DailyDetail[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${dailyDetails.id},
    'date', ${dailyDetails.date},
    'destinationId', ${dailyDetails.destinationId},
    'destinationLocation', json_build_object('name', ${location.name}),
    'departureTime', ${dailyDetails.departureTime},
    'expectedAircraftHours', ${dailyDetails.expectedAircraftHours}::text,
    'actualHours', ${dailyDetails.actualHours}::text,
    'remarks', ${dailyDetails.remarks},
    'bookingStatusId', ${dailyDetails.bookingStatusId},
    'legs', ${dailyDetails.legs}
  ) order by ${dailyDetails.date})
  from ${dailyDetails}
  join ${location} on ${location.id} = ${dailyDetails.destinationId}
  where ${dailyDetails.bookingId} = ${bookings.id}
), '[]'::json)`;

/** One booking in the read shape of product §3, built by Postgres. */
const bookingJson = sql`json_build_object(
  'id', ${bookings.id},
  'version', ${bookings.version},
  'startDate', ${bookings.startDate},
  'endDate', ${bookings.endDate},
  'customerId', ${bookings.customerId},
  'customer', json_build_object('id', ${customer.id}, 'name', ${customer.name}, 'color', ${customer.color}),
  'departureId', ${bookings.departureId},
  'departureLocation', json_build_object('name', ${departure.name}),
  'aircraftTypeId', ${bookings.aircraftTypeId},
  'aircraftType', json_build_object('id', ${aircraftType.id}, 'title', ${aircraftType.title}),
  'allocatedAircraftId', ${bookings.allocatedAircraftId},
  'allocatedAircraft', case when ${aircraft.id} is null then null
    else json_build_object('registration', ${aircraft.registration}) end,
  'dailyDetails', ${dailyDetailsJson}
)`;

/**
 * The bookings that match `where`, by start date then id, as the JSON text of the answer: the database
 * builds the whole answer in one statement, and the server sends it as it is (docs/decisions/012), so
 * a month read costs little more than its query.
 */
async function selectBookingsJson(db: Db | Tx, where: SQL | undefined): Promise<string> {
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(${bookingJson} order by ${bookings.startDate}, ${bookings.id}), '[]')::text`,
    })
    .from(bookings)
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(departure, eq(departure.id, bookings.departureId))
    .innerJoin(aircraftType, eq(aircraftType.id, bookings.aircraftTypeId))
    .leftJoin(aircraft, eq(aircraft.id, bookings.allocatedAircraftId))
    .where(where);
  return row?.json ?? "[]";
}

/**
 * Every booking whose date range overlaps `[from, to]` (startDate <= to and endDate >= from), as the
 * answer's JSON text; a missing bound leaves that side open, so neither gives all bookings.
 */
export function readBookingsJson(options: { db: Db | Tx; from?: string; to?: string }): Promise<string> {
  const { db, from, to } = options;
  return selectBookingsJson(
    db,
    and(to ? lte(bookings.startDate, to) : undefined, from ? gte(bookings.endDate, from) : undefined),
  );
}

const BOOKINGS_OPENING = Buffer.from('{"bookings":');
const BETWEEN = Buffer.from(",");

/**
 * `{"bookings":[…],"flags":[…]}` from a bookings answer's JSON text and a change flags answer's
 * (`{"flags":[…]}`, whose opening brace is dropped): copied together, never parsed.
 */
export function joinBookingsAndFlags(bookingsJson: Buffer, flagsJson: Buffer): Buffer {
  return Buffer.concat([BOOKINGS_OPENING, bookingsJson, BETWEEN, flagsJson.subarray(1)]);
}

/**
 * One booking in read shape; what every booking write answers. `booking_json` (migration 0063) builds
 * the shape above for one booking in a statement planned once per connection (docs/decisions/037).
 */
export async function readBooking(options: { db: Db | Tx; id: number }): Promise<Booking> {
  const [row] = await rawRows<{ booking: string | null }>(
    options.db,
    sql`select booking_json(${options.id}) as booking`,
  );
  if (!row?.booking) throw notFound(`Booking ${options.id} not found`);
  return JSON.parse(row.booking) as Booking;
}
