import { sql } from "drizzle-orm";
import { departureMinutes } from "../../shared/departure-time.ts";
import type { Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { aircraftType, bookings, customer, dailyDetails, location } from "../db/schema.ts";
import { nameKey } from "./resolve-rows.ts";

/**
 * What makes a row the same booking as a stored one (docs/decisions/026): who, what, where from and
 * to, which dates, and the departure time. The time is compared last and apart (`sameTime`), so a
 * booking alike in all but the time can be shown beside the row.
 */
export const identity = (b: {
  customer: string;
  aircraftType: string;
  departure: string;
  destination: string;
  startDate: string;
  endDate: string;
}) => [b.customer, b.aircraftType, b.departure, b.destination, b.startDate, b.endDate].map(nameKey).join("|");

/** Times the schedule reads alike are alike (`0730`, `07:30`, `7.30`); other text ('TBC') only itself. */
export function sameTime(a: string, b: string): boolean {
  const [left, right] = [departureMinutes(a), departureMinutes(b)];
  if (left !== null || right !== null) return left === right;
  return nameKey(a) === nameKey(b);
}

export interface StoredFlight {
  bookingId: number;
  departureTime: string;
}

/**
 * Stored bookings that could be the same as a row of the file, by identity; first day's time, oldest
 * first. Only bookings of the file's customers on the file's pairs of start and end dates are read, so
 * the read follows the file rather than the years stored (docs/decisions/036); names are compared here,
 * with `nameKey`, as everywhere else in the import. One JSON value: PGlite hands rows over one by one.
 */
export async function storedFlights(
  db: Tx,
  rows: Parameters<typeof identity>[0][],
): Promise<Map<string, StoredFlight[]>> {
  const byIdentity = new Map<string, StoredFlight[]>();
  const names = new Set(rows.map((row) => nameKey(row.customer)));
  const customerIds = (await db.select({ id: customer.id, name: customer.name }).from(customer))
    .filter((c) => names.has(nameKey(c.name)))
    .map((c) => c.id);
  if (customerIds.length === 0) return byIdentity;
  const dates = [...new Set(rows.map((row) => `${row.startDate}|${row.endDate}`))].map((pair) => {
    const [start, end] = pair.split("|");
    return { start, end };
  });
  const [found] = await rawRows<{ flights: string }>(
    db,
    sql`
    select coalesce(json_agg(json_build_array(b.id, d."departureTime", c.name, t.title, dep.name, dest.name,
      b."startDate", b."endDate") order by b.id), '[]')::text as flights
    from json_to_recordset(${JSON.stringify(dates)}::json) as pair(start date, "end" date)
    join ${bookings} b on b."startDate" = pair.start and b."endDate" = pair."end"
    join ${customer} c on c.id = b."customerId"
    join ${aircraftType} t on t.id = b."aircraftTypeId"
    join ${location} dep on dep.id = b."departureId"
    join ${dailyDetails} d on d."bookingId" = b.id and d.date = b."startDate"
    join ${location} dest on dest.id = d."destinationId"
    where b."customerId" in (select value::int from json_array_elements_text(${JSON.stringify(customerIds)}::json))`,
  );
  const flights = JSON.parse(found!.flights) as [
    number,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ][];
  for (const [
    bookingId,
    departureTime,
    customerName,
    aircraftTypeTitle,
    departure,
    destination,
    startDate,
    endDate,
  ] of flights) {
    const id = identity({
      customer: customerName,
      aircraftType: aircraftTypeTitle,
      departure,
      destination,
      startDate,
      endDate,
    });
    const list = byIdentity.get(id) ?? [];
    list.push({ bookingId, departureTime });
    byIdentity.set(id, list);
  }
  return byIdentity;
}
