import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMARKS,
  type editBookingPayload,
} from "../../shared/bookings.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import { missingDays } from "../../shared/missing-days.ts";
import { moveDaysToRange } from "../../shared/range-move.ts";
import { assertCrewFits, assertCrewRatedOnType, storedLegsOf } from "../crew/leg-crew-checks.ts";
import type { Db, Tx } from "../db/connection.ts";
import { bookingLegs, bookings, dailyDetails } from "../db/schema.ts";
import type { Actor } from "../history/record-history.ts";
import {
  assertAircraftOfType,
  assertReferencesExist,
  type Reference,
} from "../reference-data/check-references.ts";
import { changeBookingRecorded } from "./booking-changes.ts";
import { withConflicts } from "./booking-conflicts.ts";
import { crewColumns, legPlaces, writeLegsOfDate } from "./day-legs.ts";
import { lockBooking } from "./lock-booking.ts";
import { allocatedAircraftOfType } from "./set-booking-aircraft-type.ts";
import type { SeenVersion } from "./stale-write.ts";

/**
 * `PUT /api/bookings/{id}`: customer, aircraft type, departure and dates, in one transaction. The
 * allocated aircraft is the one given (of the new type, in service), or, when none is given, kept unless
 * the type changes under it; a date change moves the days with `fitDaysToRange`. The days' flown hours
 * and details given (the Edit dialog's, docs/decisions/033) are written last, on the new range's dates,
 * in the same transaction and the same history record, so they stand or fall with the rest of the edit.
 */
export function updateBooking(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: z.output<typeof editBookingPayload>;
  seenVersion?: SeenVersion;
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
        ...dayDestinations(payload.days),
        ...(payload.days ?? []).flatMap((day, index) => legPlaces(day.legs ?? [], `days[${index}].legs`)),
      ],
    });
    const booking = await lockBooking({ tx, id, seenVersion });
    await assertCrewFits({
      tx,
      aircraftTypeId: payload.aircraftTypeId,
      legs: (payload.days ?? []).flatMap((day, dayIndex) =>
        (day.legs ?? []).map((leg, index) => ({ field: `days[${dayIndex}].legs[${index}]`, leg })),
      ),
      stored: await storedLegsOf(tx, id),
    });
    const aircraftId = payload.allocatedAircraftId;
    // Keeping the aircraft it has, on its type, is no new allocation (it may have retired since).
    const sameAllocation =
      aircraftId === booking.allocatedAircraftId && payload.aircraftTypeId === booking.aircraftTypeId;
    if (typeof aircraftId === "number" && !sameAllocation) {
      await assertAircraftOfType({
        db: tx,
        aircraftId,
        aircraftTypeId: payload.aircraftTypeId,
        field: "allocatedAircraftId",
      });
    }
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
              allocatedAircraftId:
                aircraftId === undefined ? allocatedAircraftOfType(payload.aircraftTypeId) : aircraftId,
            })
            .where(eq(bookings.id, id));
          if (payload.startDate !== booking.startDate || payload.endDate !== booking.endDate) {
            await fitDaysToRange({
              tx,
              bookingId: id,
              from: booking,
              to: payload,
              fallbackDestinationId: payload.departureId,
            });
          }
          for (const day of payload.actualHours ?? []) {
            await tx
              .update(dailyDetails)
              .set({ actualHours: day.actualHours })
              .where(and(eq(dailyDetails.bookingId, id), eq(dailyDetails.date, day.date)));
          }
          // The days' details last, on the dates of the range as it now is (the schema keeps them inside).
          for (const { date, legs, ...fields } of payload.days ?? []) {
            if (Object.values(fields).some((value) => value !== undefined)) {
              await tx
                .update(dailyDetails)
                .set(fields)
                .where(and(eq(dailyDetails.bookingId, id), eq(dailyDetails.date, date)));
            }
            // A day's legs after its fields: its time, destination and hours are then theirs.
            if (legs) await writeLegsOfDate(tx, id, date, legs);
          }
          // Its crew as they now are: kept legs keep theirs, whose ratings a new type must hold.
          if (payload.aircraftTypeId !== booking.aircraftTypeId) {
            await assertCrewRatedOnType(tx, id, payload.aircraftTypeId);
          }
        },
      }),
    );
  });
}

/** Each day's new destination as a reference to check, named by the day ("days[1].destinationId on 2025-03-11"). */
const dayDestinations = (days: z.output<typeof editBookingPayload>["days"]): Reference[] =>
  (days ?? []).flatMap((day, index) =>
    day.destinationId === undefined
      ? []
      : [{ field: `days[${index}].destinationId on ${day.date}`, kind: "location", id: day.destinationId }],
  );

/**
 * Fits a booking's days to its new range with `moveDaysToRange`: when the range moves, each day's details
 * move with it by position; dates no day lands on get a new day copying destination and status from the
 * nearest moved day, with the default departure time, hours and remarks; days that land outside are
 * deleted (the history record names them, booking-changes.ts). Days land on their new dates by update,
 * so a day kept on its date keeps its id.
 */
async function fitDaysToRange(options: {
  tx: Tx;
  bookingId: number;
  from: { startDate: string; endDate: string };
  to: { startDate: string; endDate: string };
  fallbackDestinationId: number;
}) {
  const { tx, bookingId, from, to, fallbackDestinationId } = options;
  const existing = await tx.select().from(dailyDetails).where(eq(dailyDetails.bookingId, bookingId));
  const { moved, added } = moveDaysToRange(existing, from, to);
  const byDate = new Map(existing.map((day) => [day.date, day]));
  // A day's time, destination and hours are its legs' (docs/decisions/049), which move below.
  const content = (day: (typeof existing)[number]) => ({
    actualHours: day.actualHours,
    remarks: day.remarks,
    bookingStatusId: day.bookingStatusId,
  });
  const dayOfLegs = (day: (typeof existing)[number]) => ({
    departureTime: day.departureTime,
    expectedAircraftHours: day.expectedAircraftHours,
    destinationId: day.destinationId,
  });
  // Each date of the new range that already has a day takes what lands on it by update; the rest of
  // the old days are deleted, then the dates still empty are inserted.
  const landing = new Map(moved.map((day) => [day.date, day.from]));
  // Legs move with their day and keep their ids (a calendar event its UID): the legs of every day that
  // gives or takes legs are taken off first, then put back where their day's content lands.
  const shifted = [...landing].filter(([date, source]) => byDate.get(date) !== source);
  const shiftedDays = shifted.flatMap(([date, source]) => [source.id, byDate.get(date)?.id ?? source.id]);
  if (shiftedDays.length > 0) await tx.delete(bookingLegs).where(inArray(bookingLegs.dayId, shiftedDays));
  const stay = new Set<string>();
  for (const [date, source] of landing) {
    const there = byDate.get(date);
    if (!there) continue;
    stay.add(date);
    if (source === there) continue;
    await tx.insert(bookingLegs).values(
      source.legs.map(({ crew, ...leg }, position) => ({
        ...leg,
        ...crewColumns(crew),
        dayId: there.id,
        position,
      })),
    );
    await tx.update(dailyDetails).set(content(source)).where(eq(dailyDetails.id, there.id));
  }
  const gone = existing.filter((day) => !stay.has(day.date)).map((day) => day.id);
  if (gone.length > 0) await tx.delete(dailyDetails).where(inArray(dailyDetails.id, gone));
  const seeds = missingDays({
    existing: moved.map((day) => ({
      date: day.date,
      ...content(day.from),
      destinationId: day.from.destinationId,
    })),
    startDate: to.startDate,
    endDate: to.endDate,
    fallbackDestinationId,
  });
  const inserts = [
    ...moved
      .filter((day) => !stay.has(day.date))
      .map((day) => ({
        ...content(day.from),
        ...dayOfLegs(day.from),
        legs: day.from.legs,
        date: day.date,
        bookingId,
      })),
    ...seeds
      .filter((seed) => added.includes(seed.date))
      .map((seed) => ({
        ...seed,
        bookingId,
        departureTime: DEFAULT_DEPARTURE_TIME,
        expectedAircraftHours: DEFAULT_EXPECTED_HOURS,
        remarks: DEFAULT_REMARKS,
      })),
  ];
  if (inserts.length > 0) await tx.insert(dailyDetails).values(inserts);
}
