import {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_REMARKS,
  departureTimeOrDefault,
  MAX_BOOKING_DAYS,
  remarksOrDefault,
} from "../../../../shared/booking-rules.ts";
import type { DailyDetail, EditBookingPayload, Leg } from "../../../../shared/bookings.ts";
import { daysBetween, isIsoDate } from "../../../../shared/dates.ts";
import { missingDays } from "../../../../shared/missing-days.ts";
import { moveDaysToRange } from "../../../../shared/range-move.ts";
import { readTypedHours } from "../../../../shared/typed-hours.ts";
import type { LegDraft, LegErrors } from "../../../lib/leg-drafts.ts";
import { dayLegsChange } from "./day-legs.ts";

type Range = { startDate: string; endDate: string };

/** A day as it will be once the range is saved, before the grid's edits: moved with its details, or new. */
export interface DayRow {
  /** Which day it is across range changes: the date it had when the dialog opened, or `new <date>`. */
  key: string;
  date: string;
  departureTime: string;
  expectedAircraftHours: string;
  destinationId: number;
  remarks: string;
  actualHours: string | null;
  bookingStatusId: number | null;
  /** The day's legs as read (docs/decisions/049); none for a day the range adds. */
  legs: Leg[];
}

/** What a row's inputs hold. */
export interface DayValues {
  departureTime: string;
  hours: string;
  destinationId: string;
  remarks: string;
  flown: string;
}

export type DayErrors = Partial<Record<"hours" | "flown", string>> & {
  /** Each leg's errors by its key, for a day whose legs are open. */
  legs?: Record<string, LegErrors>;
};

/** The grid's part of the edit payload. */
export interface DayChanges {
  days: NonNullable<EditBookingPayload["days"]>;
  actualHours: { date: string; actualHours: string | null }[];
}

const twoDecimals = (hours: string) => Number(hours).toFixed(2);

/**
 * The booking's days over `range` as the server will make them (range-move.ts): each day moved with its
 * details, and a new day (default time, hours and remarks; destination and status of the nearest day)
 * for each date none lands on. A range that is not one yet (a date half typed) shows the days as they are.
 */
export function dayRows(booking: Range & { dailyDetails: DailyDetail[] }, range: Range): DayRow[] {
  const valid =
    isIsoDate(range.startDate) &&
    isIsoDate(range.endDate) &&
    range.startDate <= range.endDate &&
    daysBetween(range.startDate, range.endDate) < MAX_BOOKING_DAYS;
  const to = valid ? range : booking;
  const { moved, added } = moveDaysToRange(booking.dailyDetails, booking, to);
  const rows: DayRow[] = moved.map(({ date, from }) => ({
    key: from.date,
    date,
    departureTime: from.departureTime,
    expectedAircraftHours: from.expectedAircraftHours,
    destinationId: from.destinationId,
    remarks: from.remarks,
    actualHours: from.actualHours,
    bookingStatusId: from.bookingStatusId,
    legs: from.legs ?? [],
  }));
  const seeds = missingDays({
    existing: rows,
    startDate: to.startDate,
    endDate: to.endDate,
    fallbackDestinationId: booking.dailyDetails[0]?.destinationId ?? 0,
  });
  for (const seed of seeds.filter((s) => added.includes(s.date))) {
    rows.push({
      ...seed,
      key: `new ${seed.date}`,
      departureTime: DEFAULT_DEPARTURE_TIME,
      expectedAircraftHours: "0",
      remarks: DEFAULT_REMARKS,
      actualHours: null,
      legs: [],
    });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** A row's inputs before anything is typed. */
export const initialValues = (row: DayRow): DayValues => ({
  departureTime: row.departureTime,
  hours: twoDecimals(row.expectedAircraftHours),
  destinationId: String(row.destinationId),
  remarks: row.remarks,
  flown: row.actualHours === null ? "" : twoDecimals(row.actualHours),
});

/**
 * What Update Booking sends for the grid: each day's changed details (`days`) and flown hours
 * (`actualHours`, days up to `today` only), keyed by the date the day will have; or the rows' errors,
 * read as the table's cells read them (readTypedHours), when one cannot be saved. A day whose legs are
 * open (`legs`, by row key) sends all its legs when they changed, and then not its time, hours or
 * destination, which are theirs (docs/decisions/049).
 */
export function dayChanges(
  rows: DayRow[],
  values: Record<string, Partial<DayValues>>,
  today: string,
  legs: Record<string, LegDraft[]> = {},
): DayChanges | { errors: Record<string, DayErrors> } {
  const days: NonNullable<EditBookingPayload["days"]> = [];
  const actualHours: { date: string; actualHours: string | null }[] = [];
  const errors: Record<string, DayErrors> = {};
  for (const row of rows) {
    const typed = { ...initialValues(row), ...values[row.key] };
    const day: NonNullable<EditBookingPayload["days"]>[number] = { date: row.date };
    const drafts = legs[row.key];
    if (drafts) {
      const change = dayLegsChange(row, drafts);
      if ("errors" in change) errors[row.key] = { legs: change.errors };
      else if (change.legs) day.legs = change.legs;
    } else {
      const time = departureTimeOrDefault(typed.departureTime);
      if (time !== row.departureTime) day.departureTime = time;
      const hours = readTypedHours(typed.hours);
      if ("error" in hours) errors[row.key] = { hours: hours.error };
      else if (hours.hours !== twoDecimals(row.expectedAircraftHours))
        day.expectedAircraftHours = hours.hours;
      if (Number(typed.destinationId) !== row.destinationId) day.destinationId = Number(typed.destinationId);
    }
    const remarks = remarksOrDefault(typed.remarks);
    if (remarks !== row.remarks) day.remarks = remarks;
    if (Object.keys(day).length > 1) days.push(day);
    if (row.date > today) continue;
    // Flown hours: blank clears them (the day reads as not yet recorded).
    const flown = typed.flown.trim();
    const was = row.actualHours === null ? null : twoDecimals(row.actualHours);
    if (flown === "") {
      if (was !== null) actualHours.push({ date: row.date, actualHours: null });
      continue;
    }
    const reading = readTypedHours(flown);
    if ("error" in reading) errors[row.key] = { ...errors[row.key], flown: reading.error };
    else if (reading.hours !== was) actualHours.push({ date: row.date, actualHours: reading.hours });
  }
  return Object.keys(errors).length > 0 ? { errors } : { days, actualHours };
}
