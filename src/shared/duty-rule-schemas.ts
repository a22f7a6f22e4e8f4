/**
 * The schemas of flight and duty time rule sets (docs/decisions/053), for the API: an operator's edits of
 * a set's numbers, and a whole operator-defined set. Apart from `duty-rules.ts`, so a screen showing a
 * standing loads no zod.
 */
import { z } from "zod";
import type { DutyLimit, RuleSet } from "./duty-rules.ts";

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time is written HH:MM, 00:00 to 23:59");
/** Longer than any window a regulation names (1,400 h a year is under 8,784 h). */
const MAX_HOURS = 10_000;
const hoursLimit = z.number().min(0).max(MAX_HOURS).nullable();
const windowHours = z.number().positive().max(MAX_HOURS);
const id = z.string().trim().min(1).max(60);
const citation = z.string().trim().max(200);

const rolling = z.object({ kind: z.literal("rolling"), hours: windowHours });
const calendar = z.object({
  kind: z.literal("calendar"),
  unit: z.enum(["quarter", "year"]),
  count: z.number().int().min(1).max(8),
});

export const dutyLimitSchema = z.discriminatedUnion("kind", [
  z.object({
    id,
    citation,
    kind: z.literal("flight-time"),
    maxHours: hoursLimit,
    window: z.discriminatedUnion("kind", [rolling, calendar]),
    onePilot: z.boolean(),
  }),
  z.object({
    id,
    citation,
    kind: z.literal("duty-period"),
    maxHours: hoursLimit,
    startsFrom: clock,
    startsBefore: clock,
  }),
  z.object({ id, citation, kind: z.literal("rest-in-window"), minHours: hoursLimit, windowHours }),
  z.object({ id, citation, kind: z.literal("rest-before-duty-end"), minHours: hoursLimit, windowHours }),
  z.object({
    id,
    citation,
    kind: z.literal("long-rest"),
    minHours: hoursLimit,
    nights: z.number().int().min(0).max(7),
    windowHours,
  }),
  z.object({
    id,
    citation,
    kind: z.literal("days-off"),
    minDays: z.number().int().min(0).max(365).nullable(),
    windowDays: z.number().int().min(1).max(365),
  }),
]) satisfies z.ZodType<DutyLimit>;

/** A whole rule set, as an operator defines their own: limit ids unique, a floor inside its window. */
export const ruleSetSchema = z
  .object({
    id,
    name: z.string().trim().min(1).max(120),
    restGapHours: z.number().min(0).max(48),
    amberMargin: z.number().min(0).max(0.5),
    night: z.object({ from: clock, to: clock, hours: z.number().positive().max(24) }),
    limits: z.array(dutyLimitSchema).max(50),
  })
  .superRefine((set, ctx) => {
    const ids = set.limits.map((limit) => limit.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", path: ["limits"], message: "Each limit needs its own id" });
    }
    set.limits.forEach((limit, index) => {
      const tooLong =
        (limit.kind === "rest-in-window" ||
          limit.kind === "rest-before-duty-end" ||
          limit.kind === "long-rest") &&
        limit.minHours !== null &&
        limit.minHours > limit.windowHours;
      const tooMany = limit.kind === "days-off" && limit.minDays !== null && limit.minDays > limit.windowDays;
      if (tooLong || tooMany) {
        ctx.addIssue({
          code: "custom",
          path: ["limits", index],
          message: "A minimum cannot be longer than the window it is counted in",
        });
      }
    });
  }) satisfies z.ZodType<RuleSet>;

/** An operator's edit of a shipped set's numbers: each named limit's new number, null to stop checking it. */
export const limitNumbersEdit = z.object({
  limits: z
    .array(z.object({ id, value: z.number().min(0).max(MAX_HOURS).nullable() }))
    .min(1)
    .max(50),
});
export type LimitNumbersEdit = z.infer<typeof limitNumbersEdit>;
