import { eq } from "drizzle-orm";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";
import { bookings } from "../db/schema.ts";
import type { Actor } from "../history/record-history.ts";
import { assertAircraftOfType } from "../reference-data/check-references.ts";
import { changeBookingRecorded } from "./booking-changes.ts";
import { withConflicts } from "./booking-conflicts.ts";
import { lockBooking } from "./lock-booking.ts";
import type { SeenVersion } from "./stale-write.ts";

/** `PATCH /api/bookings/{id}/allocated-aircraft`: an aircraft of the booking's type, or null for none. */
export function allocateAircraft(options: {
  db: Db;
  actor: Actor;
  id: number;
  allocatedAircraftId: number | null;
  seenVersion?: SeenVersion;
}): Promise<BookingWithConflicts> {
  const { db, actor, id, allocatedAircraftId, seenVersion } = options;
  return db.transaction(async (tx) => {
    const booking = await lockBooking({ tx, id, seenVersion });
    // Choosing the aircraft it already has is no new allocation (it may have retired since).
    if (allocatedAircraftId !== null && allocatedAircraftId !== booking.allocatedAircraftId) {
      await assertAircraftOfType({
        db: tx,
        aircraftId: allocatedAircraftId,
        aircraftTypeId: booking.aircraftTypeId,
        field: "allocatedAircraftId",
      });
    }
    return withConflicts(
      tx,
      await changeBookingRecorded({
        tx,
        actor,
        id,
        change: () => tx.update(bookings).set({ allocatedAircraftId }).where(eq(bookings.id, id)),
      }),
    );
  });
}
