import { eq } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { bookings } from "../db/schema.ts";
import { assertAircraftOfType } from "../reference-data/check-references.ts";
import { lockBooking } from "./lock-booking.ts";
import { readBooking } from "./read-bookings.ts";

/** `PATCH /api/bookings/{id}/allocated-aircraft`: an aircraft of the booking's type, or null for none. */
export function allocateAircraft(options: {
  db: Db;
  id: number;
  allocatedAircraftId: number | null;
}): Promise<Booking> {
  const { db, id, allocatedAircraftId } = options;
  return db.transaction(async (tx) => {
    const booking = await lockBooking({ tx, id });
    if (allocatedAircraftId !== null) {
      await assertAircraftOfType({
        db: tx,
        aircraftId: allocatedAircraftId,
        aircraftTypeId: booking.aircraftTypeId,
        field: "allocatedAircraftId",
      });
    }
    await tx.update(bookings).set({ allocatedAircraftId }).where(eq(bookings.id, id));
    return readBooking({ db: tx, id });
  });
}
