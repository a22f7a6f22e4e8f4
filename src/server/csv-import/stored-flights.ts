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

/** Stored bookings between the file's first and last dates, by identity; first day's time, oldest first. */
export async function storedFlights(db: Tx, from: string, to: string): Promise<Map<string, StoredFlight[]>> {
  const rows = await rawRows<Parameters<typeof identity>[0] & StoredFlight>(
    db,
    sql`
    select b.id as "bookingId", d."departureTime" as "departureTime", c.name as customer,
           t.title as "aircraftType", dep.name as departure, dest.name as destination,
           b."startDate"::text as "startDate", b."endDate"::text as "endDate"
    from ${bookings} b
    join ${customer} c on c.id = b."customerId"
    join ${aircraftType} t on t.id = b."aircraftTypeId"
    join ${location} dep on dep.id = b."departureId"
    join ${dailyDetails} d on d."bookingId" = b.id and d.date = b."startDate"
    join ${location} dest on dest.id = d."destinationId"
    where b."startDate" <= ${to} and b."endDate" >= ${from}
    order by b.id`,
  );
  const byIdentity = new Map<string, StoredFlight[]>();
  for (const row of rows) {
    const id = identity(row);
    const list = byIdentity.get(id) ?? [];
    list.push({ bookingId: row.bookingId, departureTime: row.departureTime });
    byIdentity.set(id, list);
  }
  return byIdentity;
}
