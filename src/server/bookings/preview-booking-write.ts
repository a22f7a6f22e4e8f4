import type { AddedConflict, BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";
import { addedConflicts, rolledBack, summarise } from "../fleet/preview-conflicts.ts";
import { addedPastDue, itemsPastDue } from "../maintenance/past-due.ts";
import { readBookingWithConflicts } from "./booking-conflicts.ts";

/** Carries what a write did out of the savepoint that undoes it. */
class WriteSeen extends Error {
  constructor(
    readonly conflicts: AddedConflict[],
    readonly aircraftIds: number[],
    readonly pastDueAfter: Awaited<ReturnType<typeof itemsPastDue>>,
    readonly bookingId: number,
  ) {
    super("write seen");
  }
}

/**
 * The conflicts a booking write would add ('Save anyway', docs/decisions/022): the booking's conflicts
 * read before the write and after it, in one transaction that is rolled back. `id` is the booking
 * written, or null for a new one (whose every conflict is new). Beside them, the maintenance items the
 * write takes an aircraft past (docs/decisions/051), of the aircraft the booking had and has: which
 * that is, is known only once written, so the write runs in a savepoint that is undone once read, and
 * the items are then read as they were; `today` is the operator's.
 */
export function previewBookingWrite(options: {
  db: Db;
  id: number | null;
  today: string;
  write: (db: Db) => Promise<BookingWithConflicts>;
}): Promise<AddedConflict[]> {
  const { db, id, today, write } = options;
  return rolledBack(db, async (tx) => {
    const was = id === null ? null : await readBookingWithConflicts({ db: tx, id });
    let seen: WriteSeen;
    try {
      await tx.transaction(async (savepoint) => {
        // The services open their own transaction: on a transaction that is a savepoint.
        const booking = await write(savepoint as unknown as Db);
        const aircraftIds = [
          ...new Set([was?.allocatedAircraftId, booking.allocatedAircraftId].filter((x) => x != null)),
        ];
        throw new WriteSeen(
          await summarise(savepoint, addedConflicts(was?.conflicts ?? [], booking.conflicts), booking.id),
          aircraftIds,
          await itemsPastDue(savepoint, today, aircraftIds),
          booking.id,
        );
      });
      throw new Error("a preview's write was not undone");
    } catch (error) {
      if (!(error instanceof WriteSeen)) throw error;
      seen = error;
    }
    const pastDueBefore = await itemsPastDue(tx, today, seen.aircraftIds);
    return [...seen.conflicts, ...(await addedPastDue(tx, pastDueBefore, seen.pastDueAfter, seen.bookingId))];
  });
}
