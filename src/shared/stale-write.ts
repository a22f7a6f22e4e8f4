import { z } from "zod";
import { bookingSchema } from "./bookings.ts";
import { historyChangeSchema, historyUserSchema } from "./history.ts";

/**
 * The 409 a booking write gets when it sent a version older than the booking's (docs/decisions/028):
 * the booking as it is now, and who changed it since, when, and what, read from history.
 */
export const staleWriteAnswer = z.object({
  error: z.string(),
  booking: bookingSchema,
  /** The last person who changed the booking after the writer's version; null when history has none. */
  changedBy: historyUserSchema.nullable(),
  changedAt: z.string().nullable(),
  /** Every field changed after the writer's version, oldest first. */
  changes: z.array(historyChangeSchema),
});
export type StaleWriteAnswer = z.infer<typeof staleWriteAnswer>;

/** How the API reference describes a booking write's version (docs/decisions/028). */
export const STALE_WRITE_NOTE =
  'Optional: the booking\'s version the writer saw, as If-Match ("7") or as version in the body. If-Match may ' +
  'list versions ("6", "7"): the write goes through when the booking is at any of them; a weak ETag (W/"7") ' +
  "never matches and is refused with 400. When the booking has another version now, the write is refused " +
  "with 409: {error, booking (as it is now), changedBy, changedAt, changes (every field changed since; since " +
  "the newest listed)}. Without a version the write goes through as it always has.";

/**
 * The `If-Match` header of a booking write, so the API reference lists it; any other header passes
 * through untouched. Its value is read by the route (`seenVersionOf`), which explains a bad one.
 */
export const versionHeaders = z.looseObject({
  "if-match": z
    .string()
    .optional()
    .describe(
      'The booking\'s version the writer saw, as an ETag: "7"; or a list, "6", "7", any of which will do',
    ),
});
