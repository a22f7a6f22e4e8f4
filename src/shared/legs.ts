/**
 * A booking-day's legs (docs/decisions/049): one or more flights in order, each with its departure time,
 * from, to, expected hours, passengers and whether it is flown empty to position. The day's departure
 * time, destination and expected hours are its first leg's time, its last leg's "to" and the sum of its
 * legs' hours.
 */
import { z } from "zod";
import { departureTimeOrDefault, expectedHoursOrDefault } from "./booking-rules.ts";
import { departureTime, hours, MAX_ID, requiredId, seenVersion } from "./fields.ts";
import { MAX_LEGS, MAX_PASSENGERS } from "./leg-rules.ts";

// The limits live without zod in leg-rules.ts, for the web's first screen.
export { MAX_LEGS, MAX_PASSENGERS };

/** The day's expected hours are stored with five digits before the point. */
const MAX_DAY_HOURS = 99_999.99;

/**
 * Who flies a leg (docs/decisions/055): a captain, a first officer and other crew, each a crew member's
 * id, none when not yet assigned. A member sits in one seat of a leg at most.
 */
export const legCrewSchema = z.object({
  captainId: z.number().nullable(),
  firstOfficerId: z.number().nullable(),
  otherIds: z.array(z.number()),
});
export type LegCrew = z.infer<typeof legCrewSchema>;
export const NO_CREW: LegCrew = { captainId: null, firstOfficerId: null, otherIds: [] };
/** At most this many other crew on a leg (a winch operator, a paramedic, a trainee...). */
export const MAX_OTHER_CREW = 10;

/** One leg of a day as the read shape shows it; hours as a decimal string ("1.50"). */
export const legSchema = z.object({
  id: z.number(),
  departureTime: z.string(),
  fromId: z.number(),
  toId: z.number(),
  expectedHours: z.string(),
  passengers: z.number().nullable(),
  positioning: z.boolean(),
  /**
   * Every leg read from the server has it (migration 0075); optional so a leg drafted on a screen, or
   * kept in a history record before 0075, is a leg too, with no crew.
   */
  crew: legCrewSchema.optional(),
});
export type Leg = z.infer<typeof legSchema>;

const crewId = (seat: string) => requiredId(`${seat} must be a crew member id`);

/** A leg's crew as a write sends it; each member once. */
export const legCrewPayload = z
  .object({
    captainId: crewId("The captain").nullable().default(null),
    firstOfficerId: crewId("The first officer").nullable().default(null),
    otherIds: z
      .array(crewId("Other crew"), { error: "Other crew must be a list of crew member ids" })
      .max(MAX_OTHER_CREW, `A leg can have at most ${MAX_OTHER_CREW} other crew`)
      .default([]),
  })
  .refine(
    (crew) => {
      const ids = [crew.captainId, crew.firstOfficerId, ...crew.otherIds].filter((id) => id !== null);
      return new Set(ids).size === ids.length;
    },
    { message: "A crew member can be on a leg only once" },
  );

const PASSENGERS_MESSAGE = `Passengers must be a whole number from 0 to ${MAX_PASSENGERS}`;

/** One leg as a write sends it: `id` names a leg the day has (kept, changed or moved); none is a new leg. */
export const legPayload = z.object({
  id: z.number().int().min(1).max(MAX_ID).optional(),
  departureTime: departureTime.default("").transform(departureTimeOrDefault),
  fromId: requiredId("Please select where the leg departs from"),
  toId: requiredId("Please select where the leg flies to"),
  // A schema of its own, not the create payload's: a zod schema used twice in one body is written to
  // the API document as a one-member anyOf, which Redocly's rules refuse.
  expectedHours: hours(true).default("").transform(expectedHoursOrDefault),
  passengers: z
    .number({ error: PASSENGERS_MESSAGE })
    .int(PASSENGERS_MESSAGE)
    .min(0, PASSENGERS_MESSAGE)
    .max(MAX_PASSENGERS, PASSENGERS_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  positioning: z.boolean({ error: "Positioning must be true or false" }).default(false),
  /** Left out, a kept leg keeps its crew and a new leg has none. */
  crew: legCrewPayload.optional(),
});
export type LegPayload = z.input<typeof legPayload>;
export type LegInput = z.output<typeof legPayload>;

/** A day's legs in order, all of them: at least one, each listed once, their hours fitting a day. */
export const legsList = z
  .array(legPayload, { error: "legs must be a list of legs" })
  .min(1, "A day needs at least one leg")
  .max(MAX_LEGS, `A day can have at most ${MAX_LEGS} legs`)
  .superRefine((legs, ctx) => {
    const ids = legs.flatMap((leg) => (leg.id === undefined ? [] : [leg.id]));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: "A leg can be listed only once" });
    }
    const total = legs.reduce((sum, leg) => sum + Number(leg.expectedHours), 0);
    if (total > MAX_DAY_HOURS) {
      ctx.addIssue({
        code: "custom",
        message: `A day's legs can total at most ${MAX_DAY_HOURS} expected hours`,
      });
    }
  });

/** `PUT /api/bookings/{id}/daily-details/{date}/legs`: the day's legs in order, all of them. */
export const legsPayload = z.object({ legs: legsList, version: seenVersion });
export type LegsPayload = z.input<typeof legsPayload>;

/** What `GET /api/bookings/{id}/daily-details/{date}/legs` answers. */
export const dayLegsAnswer = z.object({
  bookingId: z.number(),
  date: z.string(),
  version: z.number(),
  legs: z.array(legSchema),
});
