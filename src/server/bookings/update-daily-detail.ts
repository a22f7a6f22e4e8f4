import { sql } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";
import { bookingStatus, dailyDetails, location } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { assertReferencesExist } from "../reference-data/check-references.ts";
import { bookingRecord } from "./booking-changes.ts";
import { readBookingWithConflicts, readBookingWithKeptConflicts } from "./booking-conflicts.ts";
import { lockBooking } from "./lock-booking.ts";
import type { SeenVersion } from "./stale-write.ts";

/** One inline edit of a day (product §4); the caller has already turned blanks into their defaults. */
export type DailyDetailChange =
  | { destinationId: number }
  | { remarks: string }
  | { departureTime: string }
  | { expectedAircraftHours: string }
  | { actualHours: string | null }
  | { bookingStatusId: number };

/** Each editable field's name in history and its value as the user reads it, from the day read back. */
const FIELDS = {
  destinationId: {
    label: "Destination",
    shown: (day: Booking["dailyDetails"][number]) => day.destinationLocation.name,
  },
  remarks: { label: "Remarks", shown: (day: Booking["dailyDetails"][number]) => day.remarks },
  departureTime: {
    label: "Departure time",
    shown: (day: Booking["dailyDetails"][number]) => day.departureTime,
  },
  expectedAircraftHours: {
    label: "Expected hours",
    shown: (day: Booking["dailyDetails"][number]) => day.expectedAircraftHours,
  },
  actualHours: {
    label: "Actual hours",
    shown: (day: Booking["dailyDetails"][number]) => day.actualHours,
  },
  // Named as the booking-level status change names it; its new name comes back from the UPDATE.
  bookingStatusId: { label: "Status", shown: () => null },
};

/** The fields no conflict is read from: editing one moves no conflicts counter (migration 0066). */
const LEAVES_CONFLICTS = new Set<keyof typeof FIELDS>(["remarks", "destinationId", "actualHours"]);

/**
 * `PATCH /api/bookings/{id}/daily-details/{date}/...`: 404 when the booking has no day on `date`.
 * Inline edits are the most frequent write, so history costs them one plain INSERT and nothing more:
 * the UPDATE hands back the day's old value (shown as the user reads it), and the new one
 * comes from the booking read back, which every write answers anyway (bench/history-cost.ts). The
 * whole edit is begin, lock, update, one read of the answer, the record and commit (bench/inline-edit.ts).
 */
export function updateDailyDetail(options: {
  db: Db;
  actor: Actor;
  bookingId: number;
  date: string;
  change: DailyDetailChange;
  seenVersion?: SeenVersion;
}): Promise<BookingWithConflicts> {
  const { db, actor, bookingId, date, change, seenVersion } = options;
  const key = Object.keys(change)[0] as keyof typeof FIELDS;
  const column = sql.raw(`"${dailyDetails[key].name}"`);
  // The old value as text, as the read shape shows it (a place or a status by its name, hours as "1.50").
  const statusName = (row: "old" | "d") =>
    sql`(select ${bookingStatus.statusText} from ${bookingStatus} where ${bookingStatus.id} = ${sql.raw(row)}.${column})`;
  const oldValue =
    key === "destinationId"
      ? sql`(select ${location.name} from ${location} where ${location.id} = old.${column})`
      : key === "bookingStatusId"
        ? statusName("old")
        : sql`old.${column}::text`;
  const newValue = key === "bookingStatusId" ? statusName("d") : sql`null`;
  return db.transaction(async (tx) => {
    // The booking first, as every booking write takes it: the day's change moves the booking's
    // version on (migration 0051), and locks taken in one order cannot deadlock.
    const missing = `Booking ${bookingId} has no day on ${date}`;
    await lockBooking({ tx, id: bookingId, seenVersion, missing });
    if ("destinationId" in change) {
      await assertReferencesExist({
        db: tx,
        references: [{ field: "destinationId", kind: "location", id: change.destinationId }],
      });
    }
    if ("bookingStatusId" in change) {
      await assertReferencesExist({
        db: tx,
        references: [{ field: "statusId", kind: "status", id: change.bookingStatusId }],
      });
    }
    const updated = (await tx.execute(sql`
      update ${dailyDetails} d set ${column} = ${Object.values(change)[0]}
      from (select * from ${dailyDetails} where "bookingId" = ${bookingId} and date = ${date} for update) old
      where d.id = old.id
      returning ${oldValue} as old_value, ${newValue} as new_value`)) as unknown as {
      rows: { old_value: string | null; new_value: string | null }[];
    };
    const old = updated.rows[0];
    if (!old) throw notFound(missing);
    // The answer (booking and conflicts) in one statement; the record's new value is read from it. A
    // field no conflict is read from leaves the conflicts as they were, kept (docs/decisions/037).
    const booking = LEAVES_CONFLICTS.has(key)
      ? await readBookingWithKeptConflicts({ db, tx, id: bookingId })
      : await readBookingWithConflicts({ db: tx, id: bookingId });
    const day = booking.dailyDetails.find((d) => d.date === date)!;
    const field = FIELDS[key];
    await recordHistory(
      tx,
      actor,
      bookingRecord(booking, "changed", {
        changes: fieldChange(field.label, old.old_value, old.new_value ?? field.shown(day), date),
      }),
    );
    return booking;
  });
}
