import { z } from "zod";
import {
  departureTimeOrDefault,
  EXPECTED_HOURS_MESSAGE,
  EXPECTED_HOURS_PATTERN,
  expectedHoursOrDefault,
  MAX_BOOKING_DAYS,
  remarksOrDefault,
} from "./booking-rules.ts";
import { daysBetween, isIsoDate } from "./dates.ts";

export {
  DEFAULT_DEPARTURE_TIME,
  DEFAULT_EXPECTED_HOURS,
  DEFAULT_REMARKS,
  MAX_BOOKING_DAYS,
} from "./booking-rules.ts";

/** Ids are Postgres `integer`s; a larger number must be a 400, not an out-of-range error from the database. */
export const MAX_ID = 2_147_483_647;

export const isoDate = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine(isIsoDate, "must be a date in the form yyyy-mm-dd");

export const requiredId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/**
 * An id in a request's path: digits only, then a positive whole number. A loose number would take
 * "0x10" as 16, "%201" (" 1") as 1 and "1e1" as 10, and write to a record nobody named (docs/decisions/044).
 */
export const pathId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(requiredId(message));

/** Free text: Postgres cannot store a NUL character, so it is refused here rather than fail in the database. */
export const plainText = (label: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .refine((value) => !value.includes("\0"), `${label} cannot contain NUL characters`);

/** A decimal string (a JSON number is accepted and becomes one); blank only where `allowBlank`. */
const hours = (allowBlank: boolean, label = "Expected hours", message = EXPECTED_HOURS_MESSAGE) =>
  z.union([z.number().transform(String), z.string()], { error: message }).pipe(
    z
      .string()
      .trim()
      // The API takes a decimal point only; a comma is named rather than guessed (docs/decisions/021).
      .refine((value) => !value.includes(","), {
        error: `${label} must be written with a decimal point, not a comma`,
        abort: true,
      })
      .refine((value) => (allowBlank && value === "") || EXPECTED_HOURS_PATTERN.test(value), message),
  );
/** Expected hours: a number of 0 or more with at most two decimals, carried as a decimal string. */
export const expectedHours = hours(false);
/** On create a blank value is allowed; the server stores it as `0` (product §5). */
export const optionalExpectedHours = hours(true);

export const departureTime = plainText("Departure time")
  .trim()
  .max(50, "Departure time must be at most 50 characters");
export const remarks = plainText("Remarks").trim().max(2000, "Remarks must be at most 2000 characters");

/**
 * The version of the booking the writer saw (docs/decisions/028), in a write's body or as `If-Match`;
 * a write that sends none behaves as before versions existed.
 */
export const seenVersion = z
  .number({ error: "version must be a booking's version, a positive whole number" })
  .int("version must be a booking's version, a positive whole number")
  .positive("version must be a booking's version, a positive whole number")
  .max(MAX_ID, "version must be a booking's version, a positive whole number")
  .optional();

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
