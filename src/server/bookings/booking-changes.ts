import { inArray } from "drizzle-orm";
import { z } from "zod";
import { type Booking, legSchema } from "../../shared/bookings.ts";
import { formatShortDate } from "../../shared/dates.ts";
import type { HistoryChange } from "../../shared/history.ts";
import { describeDay, moveDaysToRange } from "../../shared/range-move.ts";
import type { Tx } from "../db/connection.ts";
import { bookingStatus } from "../db/schema.ts";
import { type Actor, fieldChange, type HistoryRecord, recordHistory } from "../history/record-history.ts";
import { legChanges } from "./leg-changes.ts";
import { readBooking } from "./read-bookings.ts";

/** How a booking is named in history lists: customer, type and dates ("Acme Offshore, AW139, 10/03/25–12/03/25"). */
export function bookingLabel(
  booking: Pick<Booking, "startDate" | "endDate"> & {
    customer: Pick<Booking["customer"], "name">;
    aircraftType: Pick<Booking["aircraftType"], "title">;
  },
): string {
  const dates =
    booking.startDate === booking.endDate
      ? formatShortDate(booking.startDate)
      : `${formatShortDate(booking.startDate)}–${formatShortDate(booking.endDate)}`;
  return `${booking.customer.name}, ${booking.aircraftType.title}, ${dates}`;
}

/**
 * A booking's record; `details.startDate` lets the Activity page open the booking's month, and
 * `details.version` is the version the change left it at, so a refused stale write can name the
 * changes made after the writer's version (docs/decisions/028).
 */
export function bookingRecord(
  booking: Booking,
  action: HistoryRecord["action"],
  extra: Partial<HistoryRecord> = {},
): HistoryRecord {
  return {
    entity: "booking",
    entityId: booking.id,
    label: bookingLabel(booking),
    action,
    ...extra,
    details: { startDate: booking.startDate, version: booking.version, ...extra.details },
  };
}

/**
 * The fields a save changed, as the user reads them: booking-level fields with `date` null, then each
 * day against the day that moved onto its date, per date ("Remarks on 25/11/26"). Days added by a new
 * date range show as the start and end date changes; days removed are named with their details.
 */
export async function bookingChanges(tx: Tx, before: Booking, after: Booking): Promise<HistoryChange[]> {
  const changes = [
    ...fieldChange("Customer", before.customer.name, after.customer.name),
    ...fieldChange("Aircraft type", before.aircraftType.title, after.aircraftType.title),
    ...fieldChange("Departure", before.departureLocation.name, after.departureLocation.name),
    ...fieldChange("Start date", before.startDate, after.startDate),
    ...fieldChange("End date", before.endDate, after.endDate),
    ...fieldChange("Aircraft", before.allocatedAircraft?.registration, after.allocatedAircraft?.registration),
  ];
  // Each day is compared with the day that moved onto its date (range-move.ts): a moved day whose
  // details came with it changed nothing but its date. A day that fell off is named with its details.
  const { moved, removed } = moveDaysToRange(before.dailyDetails, before, after);
  for (const day of removed) changes.push(...fieldChange("Day removed", describeDay(day), null, day.date));
  const oldDays = new Map(moved.map((day) => [day.date, day.from]));
  const statusChanges: { date: string; from: number | null; to: number | null }[] = [];
  for (const day of after.dailyDetails) {
    const old = oldDays.get(day.date);
    if (!old) continue;
    // A day of several legs, before or after, says which leg changed; its own time, destination and
    // hours are theirs (docs/decisions/049).
    if (old.legs.length > 1 || day.legs.length > 1) {
      changes.push(...(await legChanges(tx, old.legs, day.legs, day.date)));
    } else {
      changes.push(
        ...fieldChange("Destination", old.destinationLocation.name, day.destinationLocation.name, day.date),
        ...fieldChange("Departure time", old.departureTime, day.departureTime, day.date),
        ...fieldChange("Expected hours", old.expectedAircraftHours, day.expectedAircraftHours, day.date),
      );
    }
    changes.push(
      ...fieldChange("Actual hours", old.actualHours, day.actualHours, day.date),
      ...fieldChange("Remarks", old.remarks, day.remarks, day.date),
    );
    if (old.bookingStatusId !== day.bookingStatusId) {
      statusChanges.push({ date: day.date, from: old.bookingStatusId, to: day.bookingStatusId });
    }
  }
  if (statusChanges.length > 0) {
    // The read shape carries status ids only; their texts are read once, for the changed days.
    const ids = [...new Set(statusChanges.flatMap((c) => [c.from, c.to]))].filter((id) => id !== null);
    const texts = new Map(
      (
        await tx
          .select({ id: bookingStatus.id, text: bookingStatus.statusText })
          .from(bookingStatus)
          .where(inArray(bookingStatus.id, ids))
      ).map((row) => [row.id, row.text]),
    );
    const text = (id: number | null) => (id === null ? null : (texts.get(id) ?? `Status ${id}`));
    for (const c of statusChanges) changes.push(...fieldChange("Status", text(c.from), text(c.to), c.date));
  }
  return changes;
}

/**
 * Runs `change` on a booking the caller has locked and records what it changed; answers the booking
 * after the change. Every booking edit goes through here, so its record cannot be forgotten.
 */
export async function changeBookingRecorded(options: {
  tx: Tx;
  actor: Actor;
  id: number;
  change: () => Promise<unknown>;
}): Promise<Booking> {
  const { tx, actor, id, change } = options;
  const before = await readBooking({ db: tx, id });
  await change();
  const after = await readBooking({ db: tx, id });
  const { removed } = moveDaysToRange(before.dailyDetails, before, after);
  await recordHistory(
    tx,
    actor,
    bookingRecord(after, "changed", {
      changes: await bookingChanges(tx, before, after),
      // A change that dropped days keeps the range and every day as they were, so Restore in Activity
      // can put them back (restore-removed-days.ts); `removedDays` tells the browser to offer it.
      ...(removed.length > 0
        ? { details: { removedDays: removed.length }, snapshot: daysBefore(before) }
        : {}),
    }),
  );
  return after;
}

/** A booking's range and days as `restore-removed-days.ts` writes them back. */
export const keptDaysSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      destinationId: z.number(),
      departureTime: z.string(),
      expectedAircraftHours: z.string(),
      actualHours: z.string().nullable(),
      remarks: z.string(),
      bookingStatusId: z.number().nullable(),
      // Kept since migration 0071 (docs/decisions/049); a day kept before it comes back as one leg.
      legs: z.array(legSchema).optional(),
    }),
  ),
});

function daysBefore(booking: Booking): z.infer<typeof keptDaysSchema> {
  return {
    startDate: booking.startDate,
    endDate: booking.endDate,
    days: booking.dailyDetails.map(({ id: _id, destinationLocation: _name, ...day }) => day),
  };
}
