import { and, eq, sql } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import type { Db } from "../db/connection.ts";
import { aircraft, bookings } from "../db/schema.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { lockBooking } from "./lock-booking.ts";
import { readBooking } from "./read-bookings.ts";

/** The booking's allocated aircraft if it is of `aircraftTypeId`, else null: a type change drops a mismatch. */
export const allocatedAircraftOfType = (aircraftTypeId: number) =>
  sql<number | null>`(select ${aircraft.id} from ${aircraft} where ${and(
    eq(aircraft.id, bookings.allocatedAircraftId),
    eq(aircraft.aircraftTypeId, aircraftTypeId),
  )})`;

/** `PATCH /api/bookings/{id}/aircraft-type`: also clears an allocated aircraft of another type. */
export function setBookingAircraftType(options: {
  db: Db;
  id: number;
  aircraftTypeId: number;
}): Promise<Booking> {
  const { db, id, aircraftTypeId } = options;
  return db.transaction(async (tx) => {
    await lockBooking({ tx, id });
    await assertReferencesExist({
      db: tx,
      references: [{ field: "aircraftTypeId", kind: "aircraft type", id: aircraftTypeId }],
    });
    await tx
      .update(bookings)
      .set({ aircraftTypeId, allocatedAircraftId: allocatedAircraftOfType(aircraftTypeId) })
      .where(eq(bookings.id, id));
    return readBooking({ db: tx, id });
  });
}
