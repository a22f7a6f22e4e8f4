/**
 * The pilot's own view (issue 46 item 7, docs/decisions/055): the crew member linked to the signed-in
 * user, their legs in a window and each duty period's report and off-duty times, as
 * `GET /api/crew/me/flights` answers them.
 */
import { z } from "zod";
import { isoDate } from "./fields.ts";

/** A seat on a leg, in words: "Captain", "First officer", or an other crew member's duty ("Winch operator"). */
export const myLegSchema = z.object({
  legId: z.number(),
  bookingId: z.number(),
  date: z.string(),
  /** As the leg holds it ("0700"); empty or "TBC" when not yet placed in the day. */
  departureTime: z.string(),
  expectedHours: z.string(),
  from: z.string(),
  to: z.string(),
  aircraftType: z.string(),
  /** The allocated aircraft's registration; null until one is allocated. */
  registration: z.string().nullable(),
  customer: z.string(),
  status: z.string().nullable(),
  seat: z.enum(["captain", "first officer", "other"]),
  seatLabel: z.string(),
});
export type MyLeg = z.infer<typeof myLegSchema>;

/** A local date and clock time in the operator's zone. */
const localTime = z.object({ at: z.string(), date: z.string(), time: z.string() });

/** One duty period: report before its first leg, off duty after its last (the duty engine's). */
export const myDutySchema = z.object({
  report: localTime,
  lastLanding: localTime,
  offDuty: localTime,
  legs: z.array(myLegSchema),
});
export type MyDuty = z.infer<typeof myDutySchema>;

export const myFlightsSchema = z.object({
  crewMemberId: z.number(),
  zone: z.string(),
  reportMinutes: z.number(),
  postFlightMinutes: z.number(),
  duties: z.array(myDutySchema),
  /** Legs without a time yet (TBC): in no duty period until they have one. */
  unplaced: z.array(myLegSchema),
});
export type MyFlights = z.infer<typeof myFlightsSchema>;

/** At most this many days in one read (a quarter and a bit). */
export const MAX_MY_FLIGHTS_DAYS = 100;

export const myFlightsQuery = z
  .object({ from: isoDate("The from date is required"), to: isoDate("The to date is required") })
  .refine((q) => q.from <= q.to, { message: "The from date must be on or before the to date", path: ["to"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_MY_FLIGHTS_DAYS * 86_400_000, {
    message: `At most ${MAX_MY_FLIGHTS_DAYS} days at a time`,
    path: ["to"],
  });

/** The pilot's own calendar feed (one an account): made and stopped by the pilot, its token shown once. */
export const myCalendarFeedSchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
});
export type MyCalendarFeed = z.infer<typeof myCalendarFeedSchema>;

/** `GET /api/crew/me/calendar-feed`: the feed, or null while there is none. */
export const myCalendarFeedAnswer = z.object({ feed: myCalendarFeedSchema.nullable() });

/** The answer to making it: the only time its address (with the token) is sent. */
export const createdMyCalendarFeedSchema = myCalendarFeedSchema.extend({ path: z.string() });
export type CreatedMyCalendarFeed = z.infer<typeof createdMyCalendarFeedSchema>;
