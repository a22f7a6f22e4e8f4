import { and, eq, sql } from "drizzle-orm";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import { assertCrewRatedOnType } from "../crew/leg-crew-checks.ts";
import type { Db } from "../db/connection.ts";
import { aircraft, bookings } from "../db/schema.ts";
import type { Actor } from "../history/record-history.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { changeBookingRecorded } from "./booking-changes.ts";
import { withConflicts } from "./booking-conflicts.ts";
import { lockBooking } from "./lock-booking.ts";
import type { SeenVersion } from "./stale-write.ts";

/** The booking's allocated aircraft if it is of `aircraftTypeId`, else null: a type change drops a mismatch. */
export const allocatedAircraftOfType = (aircraftTypeId: number) =>
  sql<number | null>`(select ${aircraft.id} from ${aircraft} where ${and(
    eq(aircraft.id, bookings.allocatedAircraftId),
    eq(aircraft.aircraftTypeId, aircraftTypeId),
  )})`;

/** `PATCH /api/bookings/{id}/aircraft-type`: also clears an allocated aircraft of another type. */
export function setBookingAircraftType(options: {
  db: Db;
  actor: Actor;
  id: number;
  aircraftTypeId: number;
  seenVersion?: SeenVersion;
}): Promise<BookingWithConflicts> {
  const { db, actor, id, aircraftTypeId, seenVersion } = options;
  return db.transaction(async (tx) => {
    await assertReferencesExist({
      db: tx,
      references: [{ field: "aircraftTypeId", kind: "aircraft type", id: aircraftTypeId }],
    });
    const booking = await lockBooking({ tx, id, seenVersion });
    if (booking.aircraftTypeId !== aircraftTypeId) await assertCrewRatedOnType(tx, id, aircraftTypeId);
    return withConflicts(
      tx,
      await changeBookingRecorded({
        tx,
        actor,
        id,
        change: () =>
          tx
            .update(bookings)
            .set({ aircraftTypeId, allocatedAircraftId: allocatedAircraftOfType(aircraftTypeId) })
            .where(eq(bookings.id, id)),
      }),
    );
  });
}
