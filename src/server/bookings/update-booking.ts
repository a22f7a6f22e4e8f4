import { and, eq, gt, lt, or } from "drizzle-orm";
import type { z } from "zod";
import {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMARKS,
  type editBookingPayload,
} from "../../shared/bookings.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { bookings, dailyDetails } from "../db/schema.ts";
import type { Actor } from "../history/record-history.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { changeBookingRecorded } from "./booking-changes.ts";
import { withConflicts } from "./booking-conflicts.ts";
import { lockBooking } from "./lock-booking.ts";
import { missingDays } from "./missing-days.ts";
import { allocatedAircraftOfType } from "./set-booking-aircraft-type.ts";

/**
 * `PUT /api/bookings/{id}`: customer, aircraft type, departure and dates, in one transaction. A type
 * change clears an allocated aircraft of another type; a date change refits the days with `fitDaysToRange`.
 * The flown hours of the days given (the Edit dialog's, docs/decisions/033) are written last, in the same
 * transaction and the same history record, so they stand or fall with the rest of the edit.
 */
export function updateBooking(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: z.output<typeof editBookingPayload>;
  seenVersion?: number;
}): Promise<BookingWithConflicts> {
  const { db, actor, id, payload, seenVersion } = options;
  return db.transaction(async (tx) => {
    // Reference rows before the booking, in the order a merge takes them (docs/decisions/026).
    await assertReferencesExist({
      db: tx,
      references: [
        { field: "customerId", kind: "customer", id: payload.customerId },
        { field: "aircraftTypeId", kind: "aircraft type", id: payload.aircraftTypeId },
        { field: "departureId", kind: "location", id: payload.departureId },
      ],
    });
    const booking = await lockBooking({ tx, id, seenVersion });
    return withConflicts(
      tx,
      await changeBookingRecorded({
        tx,
        actor,
        id,
        change: async () => {
          await tx
            .update(bookings)
            .set({
              customerId: payload.customerId,
              aircraftTypeId: payload.aircraftTypeId,
              departureId: payload.departureId,
              startDate: payload.startDate,
              endDate: payload.endDate,
              allocatedAircraftId: allocatedAircraftOfType(payload.aircraftTypeId),
            })
            .where(eq(bookings.id, id));
          if (payload.startDate !== booking.startDate || payload.endDate !== booking.endDate) {
            await fitDaysToRange({
              tx,
              bookingId: id,
              startDate: payload.startDate,
              endDate: payload.endDate,
              fallbackDestinationId: payload.departureId,
            });
          }
          for (const day of payload.actualHours ?? []) {
            await tx
              .update(dailyDetails)
              .set({ actualHours: day.actualHours })
              .where(and(eq(dailyDetails.bookingId, id), eq(dailyDetails.date, day.date)));
          }
        },
      }),
    );
  });
}

/**
 * Fits a booking's days to its new range `[startDate, endDate]`: days still inside keep their details,
 * days outside are deleted, and each new date gets a day copying destination and status from the
 * nearest day the booking had, with the default departure time, hours and remarks.
 */
async function fitDaysToRange(options: {
  tx: Tx;
  bookingId: number;
  startDate: string;
  endDate: string;
  fallbackDestinationId: number;
}) {
  const { tx, bookingId, startDate, endDate, fallbackDestinationId } = options;
  const existing = await tx
    .select({
      date: dailyDetails.date,
      destinationId: dailyDetails.destinationId,
      bookingStatusId: dailyDetails.bookingStatusId,
    })
    .from(dailyDetails)
    .where(eq(dailyDetails.bookingId, bookingId));
  const added = missingDays({ existing, startDate, endDate, fallbackDestinationId });

  await tx
    .delete(dailyDetails)
    .where(
      and(
        eq(dailyDetails.bookingId, bookingId),
        or(lt(dailyDetails.date, startDate), gt(dailyDetails.date, endDate)),
      ),
    );
  if (added.length > 0) {
    await tx.insert(dailyDetails).values(
      added.map((day) => ({
        ...day,
        bookingId,
        departureTime: DEFAULT_DEPARTURE_TIME,
        expectedAircraftHours: DEFAULT_EXPECTED_HOURS,
        remarks: DEFAULT_REMARKS,
      })),
    );
  }
}
