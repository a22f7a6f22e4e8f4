import { z } from "zod";
import {
  departureTimeOrDefault,
  expectedHoursOrDefault,
  MAX_BOOKING_DAYS,
  remarksOrDefault,
} from "./booking-rules.ts";
import { daysBetween, isIsoDate } from "./dates.ts";
import {
  departureTime,
  expectedHours,
  hours,
  isoDate,
  MAX_ID,
  optionalExpectedHours,
  pathId,
  plainText,
  remarks,
  requiredId,
  seenVersion,
} from "./fields.ts";
import { legSchema, legsList } from "./legs.ts";

export {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMARKS,
  MAX_BOOKING_DAYS,
} from "./booking-rules.ts";
export { type Leg, legSchema } from "./legs.ts";
export {
  departureTime,
  expectedHours,
  isoDate,
  MAX_ID,
  optionalExpectedHours,
  pathId,
  plainText,
  remarks,
  requiredId,
  seenVersion,
};

function dateRangeIssues(range: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (!isIsoDate(range.startDate) || !isIsoDate(range.endDate)) return;
  const days = daysBetween(range.startDate, range.endDate);
  if (days < 0) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after start date" });
  } else if (days + 1 > MAX_BOOKING_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: `A booking can span at most ${MAX_BOOKING_DAYS} days`,
    });
  }
}

/** Product §3 create-booking payload with the §5 messages. */
export const createBookingPayload = z
  .object({
    customerId: requiredId("Please select a customer"),
    aircraftTypeId: requiredId("Please select an aircraft type"),
    bookingStatusId: requiredId("Please select a status"),
    departureId: requiredId("Please select departure location"),
    destinationId: requiredId("Please select destination"),
    startDate: isoDate("Please select start date"),
    endDate: isoDate("Please select end date"),
    allocatedAircraftId: requiredId("Allocated aircraft id must be a positive whole number").nullish(),
    departureTime: departureTime.default("").transform(departureTimeOrDefault),
    expectedHours: optionalExpectedHours.default("").transform(expectedHoursOrDefault),
    remarks: remarks.default("").transform(remarksOrDefault),
    /**
     * Every day's legs (docs/decisions/049); without them each day is one leg from the departure to the
     * destination. With them, each day's time, destination and hours are theirs.
     */
    legs: legsList.optional(),
  })
  .superRefine(dateRangeIssues);
export type CreateBookingPayload = z.input<typeof createBookingPayload>;

const BOOKING_ID_MESSAGE = "Booking id must be a positive whole number";
export const bookingParams = z.object({
  id: pathId(BOOKING_ID_MESSAGE),
});
export const dailyDetailParams = bookingParams.extend({ date: isoDate("Date is required") });
/** A booking's change record, for `POST /api/bookings/{id}/changes/{recordId}/restore`. */
export const bookingChangeParams = bookingParams.extend({
  recordId: pathId("Change record id must be a positive whole number"),
});

export const destinationPayload = z.object({
  destinationId: requiredId("Please select destination"),
  version: seenVersion,
});
export const remarksPayload = z.object({
  remarks: remarks.default("").transform(remarksOrDefault),
  version: seenVersion,
});
export const departureTimePayload = z.object({
  departureTime: departureTime.default("").transform(departureTimeOrDefault),
  version: seenVersion,
});
export const expectedHoursPayload = z.object({ expectedHours, version: seenVersion });
/** Actual (flown) hours of a day: blank clears them, so the day reads as not yet recorded. */
export const actualHours = hours(
  true,
  "Actual hours",
  "Actual hours must be a number of 0 or more with at most two decimals",
).transform((value) => (value === "" ? null : value));
export const actualHoursPayload = z.object({
  actualHours: actualHours.nullable(),
  version: seenVersion,
});
/**
 * One day's details in an edit (the Edit dialog's per-day grid): the day on `date` of the booking's range
 * after the edit, and only the fields given. The keys are the read shape's names for a day's fields, so
 * a client sends back what it read; blanks become their defaults as in the table's cells.
 */
export const dayEdit = z.object({
  date: isoDate("Date is required"),
  departureTime: departureTime.transform(departureTimeOrDefault).optional(),
  expectedAircraftHours: expectedHours.optional(),
  destinationId: requiredId("Please select destination").optional(),
  remarks: remarks.transform(remarksOrDefault).optional(),
  /** The day's legs, all of them in order (docs/decisions/049); its time, destination and hours are theirs. */
  legs: legsList.optional(),
});

/** Each entry of a dated list in the edit payload names one of the booking's days, once. */
function datedEntryIssues(
  list: "actualHours" | "days",
  what: string,
  payload: {
    startDate: string;
    endDate: string;
    actualHours?: { date: string }[];
    days?: { date: string }[];
  },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  for (const [index, { date }] of (payload[list] ?? []).entries()) {
    const path = [list, index, "date"];
    if (date < payload.startDate || date > payload.endDate) {
      ctx.addIssue({
        code: "custom",
        path,
        message: `${what} are for the booking's days: ${date} is not one of them`,
      });
    } else if (seen.has(date)) {
      ctx.addIssue({ code: "custom", path, message: `${what} for ${date} are given twice` });
    }
    seen.add(date);
  }
}

/**
 * Product §3 edit-booking payload with the §5 messages, and, added, what the Edit dialog saves in the
 * same transaction: the flown hours of some days (docs/decisions/033), the allocated aircraft (absent:
 * kept while of the type; null: none) and days' details (`days`). Days are those of the range after the
 * edit: a date change moves the days first, then the given details are written. A client that sends
 * none of these edits as the product's call does.
 */
export const editBookingPayload = z
  .object({
    customerId: requiredId("Please select a customer"),
    aircraftTypeId: requiredId("Please select an aircraft type"),
    departureId: requiredId("Please select departure location"),
    startDate: isoDate("Start date is required"),
    endDate: isoDate("End date is required"),
    actualHours: z
      .array(z.object({ date: isoDate("Date is required"), actualHours: actualHours.nullable() }), {
        error: "Actual hours must be a list of days and their hours",
      })
      .max(MAX_BOOKING_DAYS, `Actual hours can be given for at most ${MAX_BOOKING_DAYS} days`)
      .optional(),
    allocatedAircraftId: requiredId("Allocated aircraft id must be a positive whole number or null")
      .nullable()
      .optional(),
    days: z
      .array(dayEdit, { error: "Days must be a list of days and their details" })
      .max(MAX_BOOKING_DAYS, `Days can be given for at most ${MAX_BOOKING_DAYS} days`)
      .optional(),
    version: seenVersion,
  })
  .superRefine(dateRangeIssues)
  .superRefine((payload, ctx) => {
    datedEntryIssues("actualHours", "Actual hours", payload, ctx);
    datedEntryIssues("days", "Day details", payload, ctx);
  });
export type EditBookingPayload = z.input<typeof editBookingPayload>;
export const aircraftTypePayloadForBooking = z.object({
  aircraftTypeId: requiredId("Please select an aircraft type"),
  version: seenVersion,
});
export const statusPayload = z.object({
  statusId: requiredId("Please select a status"),
  version: seenVersion,
});
export const allocatedAircraftPayload = z.object({
  allocatedAircraftId: requiredId("Allocated aircraft id must be a positive whole number or null").nullable(),
  version: seenVersion,
});

/** The longest `from`-`to` window `GET /api/bookings` answers. */
export const MAX_WINDOW_DAYS = 400;

/** The optional date window of `GET /api/bookings`: bookings overlapping `[from, to]`. */
export const bookingsQuery = z
  .object({
    from: z.string().refine(isIsoDate, "The from date must be in the form yyyy-mm-dd").optional(),
    to: z.string().refine(isIsoDate, "The to date must be in the form yyyy-mm-dd").optional(),
    /** `flags`: the answer carries the reader's change flags too (docs/decisions/031). */
    include: z.literal("flags", { error: "include may only be flags" }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The from date must be on or before the to date",
    path: ["from"],
  })
  // A window is what a screen shows (a month, a week); a longer one is a bulk read that would hold
  // the server for everyone. No window at all (spec §7) still reads everything.
  .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) < MAX_WINDOW_DAYS, {
    message: `A window may span at most ${MAX_WINDOW_DAYS} days; ask for a shorter from-to range`,
    path: ["to"],
  });

export const dailyDetailSchema = z.object({
  id: z.number(),
  date: z.string(),
  destinationId: z.number(),
  destinationLocation: z.object({ name: z.string() }),
  departureTime: z.string(),
  expectedAircraftHours: z.string(),
  /** Hours flown, as a decimal string; null until someone records them. */
  actualHours: z.string().nullable(),
  remarks: z.string(),
  bookingStatusId: z.number().nullable(),
  /** The day's legs in order, at least one: the day's time, destination and hours are theirs. */
  legs: z.array(legSchema),
});
export type DailyDetail = z.infer<typeof dailyDetailSchema>;

/** Product §3 "Booking as read by the client". */
export const bookingSchema = z.object({
  id: z.number(),
  /** Moved on by every change to the booking or its days; send it back to refuse stale writes (docs/decisions/028). */
  version: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  customerId: z.number(),
  customer: z.object({ id: z.number(), name: z.string(), color: z.string() }),
  departureId: z.number(),
  departureLocation: z.object({ name: z.string() }),
  aircraftTypeId: z.number(),
  aircraftType: z.object({ id: z.number(), title: z.string() }),
  allocatedAircraftId: z.number().nullable(),
  allocatedAircraft: z.object({ registration: z.string() }).nullable(),
  dailyDetails: z.array(dailyDetailSchema),
});
export type Booking = z.infer<typeof bookingSchema>;
