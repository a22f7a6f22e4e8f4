import type { z } from "zod";
import type { createBookingPayload, Leg } from "../../shared/bookings.ts";
import { eachDate } from "../../shared/dates.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import { assertCrewFits } from "../crew/leg-crew-checks.ts";
import type { Db } from "../db/connection.ts";
import { bookings, dailyDetails } from "../db/schema.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { assertAircraftOfType, assertReferencesExist } from "../reference-data/check-references.ts";
import { bookingRecord } from "./booking-changes.ts";
import { withConflicts } from "./booking-conflicts.ts";
import { legPlaces } from "./day-legs.ts";
import { readBooking } from "./read-bookings.ts";

/** Creates a booking with one daily detail per date of its range, in one transaction (product §3, §5). */
export function createBooking(options: {
  db: Db;
  actor: Actor;
  payload: z.output<typeof createBookingPayload>;
}): Promise<BookingWithConflicts> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    await assertReferencesExist({
      db: tx,
      references: [
        { field: "customerId", kind: "customer", id: payload.customerId },
        { field: "aircraftTypeId", kind: "aircraft type", id: payload.aircraftTypeId },
        { field: "bookingStatusId", kind: "status", id: payload.bookingStatusId },
        { field: "departureId", kind: "location", id: payload.departureId },
        { field: "destinationId", kind: "location", id: payload.destinationId },
        ...legPlaces(payload.legs ?? []),
      ],
    });
    await assertCrewFits({
      tx,
      aircraftTypeId: payload.aircraftTypeId,
      legs: (payload.legs ?? []).map((leg, index) => ({ field: `legs[${index}]`, leg })),
      stored: new Map(),
    });
    if (payload.allocatedAircraftId) {
      await assertAircraftOfType({
        db: tx,
        aircraftId: payload.allocatedAircraftId,
        aircraftTypeId: payload.aircraftTypeId,
        field: "allocatedAircraftId",
      });
    }

    const [booking] = await tx
      .insert(bookings)
      .values({
        customerId: payload.customerId,
        aircraftTypeId: payload.aircraftTypeId,
        departureId: payload.departureId,
        startDate: payload.startDate,
        endDate: payload.endDate,
        allocatedAircraftId: payload.allocatedAircraftId ?? null,
      })
      .returning({ id: bookings.id });
    const id = booking!.id;
    await tx.insert(dailyDetails).values(
      eachDate(payload.startDate, payload.endDate).map((date) => ({
        bookingId: id,
        date,
        destinationId: payload.destinationId,
        bookingStatusId: payload.bookingStatusId,
        departureTime: payload.departureTime,
        expectedAircraftHours: payload.expectedHours,
        remarks: payload.remarks,
        // Each day's legs; the day's trigger names their ids and makes its time, destination and hours
        // theirs (migration 0071).
        ...(payload.legs ? { legs: payload.legs as Leg[] } : {}),
      })),
    );
    const created = await readBooking({ db: tx, id });
    await recordHistory(tx, actor, bookingRecord(created, "created"));
    return withConflicts(tx, created);
  });
}
