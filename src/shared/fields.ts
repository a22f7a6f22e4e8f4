/**
 * The schemas of single fields that bookings and legs share (ids, dates, times, hours, text, versions),
 * apart from either so that each can use them.
 */
import { z } from "zod";
import { EXPECTED_HOURS_MESSAGE, EXPECTED_HOURS_PATTERN } from "./booking-rules.ts";
import { isIsoDate } from "./dates.ts";

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
export const hours = (allowBlank: boolean, label = "Expected hours", message = EXPECTED_HOURS_MESSAGE) =>
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
