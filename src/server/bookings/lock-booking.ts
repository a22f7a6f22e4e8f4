import { eq } from "drizzle-orm";
import type { Tx } from "../db/connection.ts";
import { bookings } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { matchesSeen, type SeenVersion, staleWrite } from "./stale-write.ts";

/**
 * The booking's row, locked until the transaction ends so two edits of one booking run one after the
 * other; 404 when there is none. With `seenVersion` (the version the writer saw, or the versions an
 * `If-Match` listed), 409 when the booking is at another version now (docs/decisions/028): checked
 * under the lock, so no change can slip in between.
 */
export async function lockBooking(options: {
  tx: Tx;
  id: number;
  seenVersion?: SeenVersion;
  /** The 404's message when there is no such booking. */
  missing?: string;
}) {
  const { tx, id, seenVersion, missing = `Booking ${id} not found` } = options;
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  if (!row) throw notFound(missing);
  if (seenVersion !== undefined && !matchesSeen(seenVersion, row.version))
    throw await staleWrite(tx, id, seenVersion);
  return row;
}
