import { z } from "zod";
import { bookingSchema, requiredId } from "./bookings.ts";
import { isIsoDate } from "./dates.ts";

/** What a history record is about (docs/decisions/016). */
export const HISTORY_ENTITIES = [
  "booking",
  "customer",
  "location",
  "aircraft type",
  "aircraft",
  "status",
  "user",
  "import",
  "fleet settings",
  "calendar feed",
  "history",
  // Maintenance due (docs/decisions/051); an aircraft's hours are recorded on the aircraft.
  "maintenance template",
  "maintenance item",
  // Crew (docs/decisions/054).
  "crew member",
  // The flight and duty rule set in use (docs/decisions/055).
  "duty rules",
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

export const HISTORY_ACTIONS = [
  "created",
  "changed",
  "deleted",
  "merged",
  "imported",
  "restored",
  "archived",
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One field's old and new value as the user saw them (names, not ids); `date` set for a day's field. */
export const historyChangeSchema = z.object({
  field: z.string(),
  date: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyUserSchema = z.object({
  id: z.number().nullable(),
  username: z.string(),
  name: z.string(),
});

export const historyEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user: historyUserSchema,
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.number().nullable(),
  /** The thing's name when the record was written ("Acme Offshore", "AW139 Acme Offshore 10/03/25"). */
  label: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  changes: z.array(historyChangeSchema),
  /** Extra facts of the record: an import's counts and booking ids, a merge's names, a booking's start date. */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const MAX_HISTORY_PAGE = 200;

const whole = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a positive whole number` })
    .pipe(requiredId(`${what} must be a positive whole number`));

/** `GET /api/history`: newest first, `before` an entry id to page on from. */
export const historyQuery = z
  .object({
    before: z.coerce
      .number({ error: "before must be a positive whole number" })
      .int("before must be a positive whole number")
      .min(1, "before must be a positive whole number")
      .max(Number.MAX_SAFE_INTEGER, "before must be a positive whole number")
      .optional(),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${MAX_HISTORY_PAGE}` })
      .int(`limit must be a whole number from 1 to ${MAX_HISTORY_PAGE}`)
      .min(1, `limit must be a whole number from 1 to ${MAX_HISTORY_PAGE}`)
      .max(MAX_HISTORY_PAGE, `limit must be a whole number from 1 to ${MAX_HISTORY_PAGE}`)
      .default(50),
    userId: whole("userId").optional(),
    entity: z
      .enum(HISTORY_ENTITIES, { error: `entity must be one of: ${HISTORY_ENTITIES.join(", ")}` })
      .optional(),
    /** Records on or after this day (yyyy-mm-dd, the server's time zone). */
    from: z.string().refine(isIsoDate, "from must be a date in the form yyyy-mm-dd").optional(),
    /** Records on or before this day. */
    to: z.string().refine(isIsoDate, "to must be a date in the form yyyy-mm-dd").optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "from must be on or before to",
    path: ["from"],
  });
export type HistoryQuery = z.input<typeof historyQuery>;

export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.number().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** `POST /api/bookings/{id}/restore` answers the booking back and the id it had when deleted. */
export const restoreAnswerSchema = z.object({
  booking: bookingSchema,
  previousId: z.number(),
  /** False when the booking came back under another id (then `booking.id` is the one to use). */
  sameId: z.boolean(),
});
