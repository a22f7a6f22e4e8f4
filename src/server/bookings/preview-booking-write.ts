import type { AddedConflict, BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";
import { addedConflicts, rolledBack, summarise } from "../fleet/preview-conflicts.ts";
import { readBookingWithConflicts } from "./booking-conflicts.ts";

/**
 * The conflicts a booking write would add ('Save anyway', docs/decisions/022): the booking's conflicts
 * read before the write and after it, in one transaction that is rolled back. `id` is the booking
 * written, or null for a new one (whose every conflict is new).
 */
export function previewBookingWrite(options: {
  db: Db;
  id: number | null;
  write: (db: Db) => Promise<BookingWithConflicts>;
}): Promise<AddedConflict[]> {
  const { db, id, write } = options;
  return rolledBack(db, async (tx) => {
    const before = id === null ? [] : (await readBookingWithConflicts({ db: tx, id })).conflicts;
    // The services open their own transaction: on a transaction that is a savepoint.
    const booking = await write(tx as unknown as Db);
    return summarise(tx, addedConflicts(before, booking.conflicts), booking.id);
  });
}
