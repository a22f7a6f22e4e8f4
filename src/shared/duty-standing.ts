/**
 * A crew member's standing against the rule set in use (issue 46 item 5, docs/decisions/053, 055):
 * `GET /api/crew/{id}/standing`, the engine's `standing` in the API's words.
 */
import { z } from "zod";

export const LIMIT_STATES = ["ok", "amber", "red"] as const;

/** One limit's figure in one window; instants as ISO strings, the window's end excluded. */
export const limitFigureSchema = z.object({
  limitId: z.string(),
  kind: z.string(),
  citation: z.string(),
  figure: z.number(),
  value: z.number(),
  unit: z.enum(["h", "days"]),
  state: z.enum(LIMIT_STATES),
  windowStart: z.string(),
  windowEnd: z.string(),
  /** "Capt. Hughes: 10.4 h flight time in 24 h, limit 10 h, 14 CFR 135.267(b)(2)" */
  text: z.string(),
});
export type LimitFigureAnswer = z.infer<typeof limitFigureSchema>;

export const crewStandingSchema = z.object({
  crewMemberId: z.number(),
  ruleSetId: z.string(),
  /** The worst state among `now` and `ahead`: what a crew list marks (amber within the margin, red past). */
  state: z.enum(LIMIT_STATES),
  /** Each set limit's figure now: the window ending now, or the duty period under way or next. */
  now: z.array(limitFigureSchema),
  /** Each limit's worst window not yet over, when amber or red: what the roster ahead comes to. */
  ahead: z.array(limitFigureSchema),
  /** When the member must next be off duty, and the limit that sets it; null with no duty ahead. */
  nextRestDue: z.object({ at: z.string(), limitId: z.string(), citation: z.string() }).nullable(),
});
export type CrewStanding = z.infer<typeof crewStandingSchema>;
