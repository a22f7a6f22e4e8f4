import { z } from "zod";
import { bookingSchema, isoDate, MAX_WINDOW_DAYS, pathId, plainText, requiredId } from "./bookings.ts";
import { daysBetween, isIsoDate } from "./dates.ts";

/**
 * Conflicts (docs/decisions/015): warnings, never refusals. `time`: one aircraft's flights
 * overlap; `possible`: they may (a time that cannot be read, or one marked TBC); `unavailable`: the
 * aircraft is booked inside one of its unavailability periods; `capacity`: a type has more flights at
 * once than aircraft able to fly them. Crew conflicts (docs/decisions/055) carry `crewMemberId`:
 * `crew-time`: a member is on two bookings' legs that overlap; `crew-unavailable`: a member is on a leg
 * on a date of their leave, sickness or training.
 */
export const CONFLICT_KINDS = [
  "time",
  "possible",
  "unavailable",
  "capacity",
  "crew-time",
  "crew-unavailable",
] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

/** A flight's window: departure for the expected hours (zero counts as this many minutes) plus the gap. */
export const ZERO_HOURS_WINDOW_MINUTES = 60;
/** No window is longer than a day, so a flight can clash only with flights of its own and the next date. */
export const MAX_WINDOW_MINUTES = 1440;
export const DEFAULT_TURNAROUND_MINUTES = 30;

export const conflictSchema = z.object({
  kind: z.enum(CONFLICT_KINDS),
  date: z.string(),
  aircraftId: z.number().nullable(),
  registration: z.string().nullable(),
  aircraftTypeId: z.number(),
  aircraftTypeTitle: z.string(),
  bookingIds: z.array(z.number()),
  detail: z.string(),
  /**
   * Only on a crowded date's summary (docs/decisions/024), whose `bookingIds` is the one flight it
   * marks: the few bookings it names and how many flights it clashes with in all.
   */
  clashesWith: z.object({ bookingIds: z.array(z.number()), count: z.number() }).optional(),
  /**
   * Only on a crew conflict (and a preview's `duty-limit`): the crew member it is about. `aircraftId` and
   * `registration` are then null and the type is the booking's (the first booking's, of two).
   */
  crewMemberId: z.number().optional(),
});
export type Conflict = z.infer<typeof conflictSchema>;
export const conflictsAnswer = z.object({ conflicts: z.array(conflictSchema) });

/** `GET /api/conflicts?from&to`: both dates required, a window as long as a bookings read at most. */
export const conflictsQuery = z
  .object({
    from: isoDate("The from date is required"),
    to: isoDate("The to date is required"),
  })
  .refine((query) => !isIsoDate(query.from) || !isIsoDate(query.to) || query.from <= query.to, {
    message: "The from date must be on or before the to date",
    path: ["from"],
  })
  .refine(
    (query) =>
      !isIsoDate(query.from) || !isIsoDate(query.to) || daysBetween(query.from, query.to) < MAX_WINDOW_DAYS,
    {
      message: `A window may span at most ${MAX_WINDOW_DAYS} days; ask for a shorter from-to range`,
      path: ["to"],
    },
  );

export const unavailabilitySchema = z.object({
  id: z.number(),
  aircraftId: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
});
export type Unavailability = z.infer<typeof unavailabilitySchema>;

const reason = plainText("Reason")
  .trim()
  .min(1, "Reason is required")
  .max(200, "Reason must be at most 200 characters");

/** A period of unavailability, its dates checked like a booking's (the end on or after the start). */
export const unavailabilityPayload = z
  .object({
    aircraftId: requiredId("Please select an aircraft"),
    startDate: isoDate("Start date is required"),
    endDate: isoDate("End date is required"),
    reason,
  })
  .refine(
    (period) =>
      !isIsoDate(period.startDate) || !isIsoDate(period.endDate) || period.startDate <= period.endDate,
    {
      message: "End date must be on or after start date",
      path: ["endDate"],
    },
  );
export type UnavailabilityPayload = z.input<typeof unavailabilityPayload>;

/** `GET /api/aircraft-unavailability?from&to`: the periods overlapping the window; either bound may be left open. */
export const unavailabilityQuery = z
  .object({
    from: z.string().refine(isIsoDate, "The from date must be in the form yyyy-mm-dd").optional(),
    to: z.string().refine(isIsoDate, "The to date must be in the form yyyy-mm-dd").optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The from date must be on or before the to date",
    path: ["from"],
  });

const ID_MESSAGE = "Unavailability id must be a positive whole number";
export const unavailabilityParams = z.object({
  id: pathId(ID_MESSAGE),
});

/** `PATCH /api/aircraft-unavailability/:id`: any of the fields; the dates are checked once merged. */
export const unavailabilityPatch = z
  .object({
    aircraftId: requiredId("Please select an aircraft"),
    startDate: isoDate("Start date is required"),
    endDate: isoDate("End date is required"),
    reason: reason,
  })
  .partial();

/**
 * What every booking write answers (docs/decisions/015): the booking in its read shape (product §3), plus the conflicts it
 * now takes part in, so the web app can warn without a second request.
 */
export const bookingWithConflictsSchema = bookingSchema.extend({ conflicts: z.array(conflictSchema) });
export type BookingWithConflicts = z.infer<typeof bookingWithConflictsSchema>;

/** The fleet's settings (docs/decisions/015): the turnaround gap added after every flight's expected hours. */
export const fleetSettingsSchema = z.object({
  turnaroundMinutes: z
    .number({ error: "Turnaround gap must be a whole number of minutes" })
    .int("Turnaround gap must be a whole number of minutes")
    .min(0, "Turnaround gap must be 0 minutes or more")
    .max(720, "Turnaround gap must be at most 720 minutes"),
});
export type FleetSettings = z.infer<typeof fleetSettingsSchema>;

/**
 * A conflict a write would add, as its preview answers it (docs/decisions/022): the conflict plus one
 * line naming the aircraft and the other booking(s), "G-MCGB with booking 87 at 13:45", which the
 * question and the toast after 'Save anyway' both show.
 */
export const addedConflictSchema = conflictSchema.extend({
  /**
   * Beside the conflicts' kinds, `maintenance`: the write takes an aircraft past a maintenance item's due
   * point (docs/decisions/051); `duty-limit`: it takes a crew member past a flight or duty time limit
   * (docs/decisions/055), its summary "Capt. Hughes: 10.4 h flight time in 24 h, limit 10 h, 14 CFR
   * 135.267(b)(2)". Questions of a preview only, never conflicts of the schedule.
   */
  kind: z.enum([...CONFLICT_KINDS, "maintenance", "duty-limit"]),
  summary: z.string(),
});
export type AddedConflict = z.infer<typeof addedConflictSchema>;

/**
 * A crew member the write brings within the rule set's margin of a limit (amber, docs/decisions/053):
 * shown on the leg, never asked about.
 */
export const dutyAmberSchema = z.object({
  crewMemberId: z.number(),
  bookingId: z.number(),
  text: z.string(),
});
export type DutyAmber = z.infer<typeof dutyAmberSchema>;

/**
 * What every `/api/conflicts/preview-*` call answers: only the conflicts the write would add, each a
 * question before writing ('Save anyway'); and, from a booking write's preview, the limits it brings
 * crew within the margin of (`amber`, no question).
 */
export const previewAnswer = z.object({
  conflicts: z.array(addedConflictSchema),
  amber: z.array(dutyAmberSchema).optional(),
});
export type PreviewAnswer = z.infer<typeof previewAnswer>;
