import { count, countDistinct, eq, or } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { bookingLegs, bookings, customer, dailyDetails, location } from "../db/schema.ts";
import { notFound } from "../errors.ts";

async function assertExists(db: Db, table: typeof customer | typeof location, what: string, id: number) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw notFound(`${what} ${id} not found`);
}

/** `GET /api/customers/{id}/usage`: the bookings a merge of the customer would move. */
export async function customerUsage(options: { db: Db; id: number }) {
  const { db, id } = options;
  await assertExists(db, customer, "Customer", id);
  const [row] = await db.select({ bookings: count() }).from(bookings).where(eq(bookings.customerId, id));
  return { bookings: row?.bookings ?? 0 };
}

/** `GET /api/locations/{id}/usage`: the bookings departing from or flying to it on any leg, each counted once. */
export async function locationUsage(options: { db: Db; id: number }) {
  const { db, id } = options;
  await assertExists(db, location, "Location", id);
  const [row] = await db
    .select({ bookings: countDistinct(bookings.id) })
    .from(bookings)
    .leftJoin(dailyDetails, eq(dailyDetails.bookingId, bookings.id))
    .leftJoin(bookingLegs, eq(bookingLegs.dayId, dailyDetails.id))
    .where(
      or(
        eq(bookings.departureId, id),
        eq(dailyDetails.destinationId, id),
        eq(bookingLegs.fromId, id),
        eq(bookingLegs.toId, id),
      ),
    );
  return { bookings: row?.bookings ?? 0 };
}
