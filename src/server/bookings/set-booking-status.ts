import { eq } from "drizzle-orm";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";
import { dailyDetails } from "../db/schema.ts";
import type { Actor } from "../history/record-history.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { changeBookingRecorded } from "./booking-changes.ts";
import { withConflicts } from "./booking-conflicts.ts";
import { lockBooking } from "./lock-booking.ts";
import type { SeenVersion } from "./stale-write.ts";

/** `PATCH /api/bookings/{id}/status`: every day of the booking gets the status (product §4: any to any). */
export function setBookingStatus(options: {
  db: Db;
  actor: Actor;
  id: number;
  statusId: number;
  seenVersion?: SeenVersion;
}): Promise<BookingWithConflicts> {
  const { db, actor, id, statusId, seenVersion } = options;
  return db.transaction(async (tx) => {
    await assertReferencesExist({
      db: tx,
      references: [{ field: "statusId", kind: "status", id: statusId }],
    });
    await lockBooking({ tx, id, seenVersion });
    return withConflicts(
      tx,
      await changeBookingRecorded({
        tx,
        actor,
        id,
        change: () =>
          tx.update(dailyDetails).set({ bookingStatusId: statusId }).where(eq(dailyDetails.bookingId, id)),
      }),
    );
  });
}
