import { eq } from "drizzle-orm";
import type { Tx } from "../db/connection.ts";
import { bookings } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { staleWrite } from "./stale-write.ts";

/**
 * The booking's row, locked until the transaction ends so two edits of one booking run one after the
 * other; 404 when there is none. With `seenVersion` (the version the writer saw), 409 when the booking
 * has another version now (docs/decisions/028): checked under the lock, so no change can slip in between.
 */
export async function lockBooking(options: {
  tx: Tx;
  id: number;
  seenVersion?: number;
  /** The 404's message when there is no such booking. */
  missing?: string;
}) {
  const { tx, id, seenVersion, missing = `Booking ${id} not found` } = options;
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  if (!row) throw notFound(missing);
  if (seenVersion !== undefined && row.version !== seenVersion) throw await staleWrite(tx, id, seenVersion);
  return row;
}
