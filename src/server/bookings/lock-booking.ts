import { eq } from "drizzle-orm";
import type { Tx } from "../db/connection.ts";
import { bookings } from "../db/schema.ts";
import { notFound } from "../errors.ts";

/**
 * The booking's row, locked until the transaction ends so two edits of one booking run one after the
 * other; 404 when there is none.
 */
export async function lockBooking(options: { tx: Tx; id: number }) {
  const [row] = await options.tx.select().from(bookings).where(eq(bookings.id, options.id)).for("update");
  if (!row) throw notFound(`Booking ${options.id} not found`);
  return row;
}
