import type { BookingWithConflicts, Conflict } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";

/** Carries the conflicts out of a transaction that must not commit. */
class RolledBack extends Error {
  constructor(readonly conflicts: Conflict[]) {
    super("preview rolled back");
  }
}

/**
 * The conflicts a booking write would take part in, without making it (issue 11's 'Save anyway'): the
 * very write service runs in a transaction that is then rolled back, so the preview applies every rule
 * the write does, and a refused write is refused here with the same 4xx.
 */
export async function previewConflicts(options: {
  db: Db;
  write: (db: Db) => Promise<BookingWithConflicts>;
}): Promise<Conflict[]> {
  try {
    await options.db.transaction(async (tx) => {
      // The services open their own transaction: on a transaction that is a savepoint.
      const booking = await options.write(tx as unknown as Db);
      throw new RolledBack(booking.conflicts);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.conflicts;
    throw error;
  }
  throw new Error("a preview transaction committed");
}
