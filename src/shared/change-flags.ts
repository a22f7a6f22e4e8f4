import { z } from "zod";
import { bookingSchema, requiredId } from "./bookings.ts";
import { historyEntrySchema } from "./history.ts";

/**
 * One booking changed by someone else since the user last acknowledged it (docs/decisions/031): how
 * many records changed it, and the newest of them in full (the rest are in the booking's history).
 */
export const changeFlagSchema = z.object({
  bookingId: z.number(),
  /** The booking's name in its newest record ("Acme Offshore, AW139, 10/03/25"). */
  label: z.string(),
  /** Deleted now: listed with Restore, shown on no row. */
  deleted: z.boolean(),
  /** The days whose own fields changed; null when the whole booking did (new, its dates, a booking field). */
  days: z.array(z.string()).nullable(),
  /** The newest record's id: acknowledging sends it, so a change that arrives meanwhile stays flagged. */
  upTo: z.number(),
  /** Unseen records of this booking. */
  count: z.number(),
  newest: historyEntrySchema,
});
export type ChangeFlag = z.infer<typeof changeFlagSchema>;

/**
 * `GET /api/change-flags`: the newest MAX_FLAGS flagged bookings, newest change first, and how many more
 * are flagged beyond them (Acknowledge all, up to the newest listed, covers those too).
 */
export const changeFlagsSchema = z.object({ flags: z.array(changeFlagSchema), more: z.number() });
export type ChangeFlags = z.infer<typeof changeFlagsSchema>;

/**
 * `GET /api/bookings?include=flags`: the window's bookings and the reader's flags (all of them, as
 * `GET /api/change-flags` answers them) in one answer, so a screen reads both with one request.
 */
export const bookingsWithFlagsSchema = z.object({
  bookings: z.array(bookingSchema),
  flags: z.array(changeFlagSchema),
  more: z.number(),
});
export type BookingsWithFlags = z.infer<typeof bookingsWithFlagsSchema>;

export const INCLUDE_FLAGS_NOTE =
  "Optional include=flags: the answer is {bookings, flags} instead of the list, flags being the reader's " +
  "change flags as GET /api/change-flags answers them, so a screen reads both with one request. " +
  "Without it the answer is the list of bookings, as it always was.";

/** Records read at most in one answer; older unseen changes show once these are acknowledged. */
export const MAX_FLAGGED_RECORDS = 1000;

/**
 * Flagged bookings listed at most in one answer (docs/decisions/044): a flag costs a few hundred bytes, so
 * the answer every screen carries stays under 100 kB however much one import flagged.
 */
export const MAX_FLAGS = 200;

const recordId = z
  .number({ error: "upTo must be a history record id" })
  .int("upTo must be a history record id")
  .min(0, "upTo must be a history record id")
  .max(Number.MAX_SAFE_INTEGER, "upTo must be a history record id");

/** `POST /api/change-flags/acknowledge`: one booking's changes up to record `upTo` are seen. */
export const acknowledgeOnePayload = z.object({
  bookingId: requiredId("bookingId must be a positive whole number"),
  upTo: recordId,
});
export type AcknowledgeOnePayload = z.infer<typeof acknowledgeOnePayload>;

/** `POST /api/change-flags/acknowledge-all`: everything up to record `upTo` is seen. */
export const acknowledgeAllPayload = z.object({ upTo: recordId });
export type AcknowledgeAllPayload = z.infer<typeof acknowledgeAllPayload>;
