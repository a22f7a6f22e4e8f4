/**
 * The flight and duty rule set in use (issue 46 item 4, docs/decisions/053, 055): which shipped set, the
 * operator's edits of its numbers, and the report and post-flight times a duty period adds. `GET` and
 * `PUT /api/duty-rules`.
 */
import { z } from "zod";
import { DEFAULT_POST_FLIGHT_MINUTES, DEFAULT_REPORT_MINUTES } from "./duty-roster.ts";
import { limitNumbersEdit, ruleSetSchema } from "./duty-rule-schemas.ts";
import { SHIPPED_RULE_SETS, US_135_267 } from "./duty-rules.ts";

/** One edited number: the limit's id and its new number, null to stop checking it. */
export type LimitNumber = z.infer<typeof limitNumbersEdit>["limits"][number];

/** Until someone chooses, the first shipped set and the times apply. */
export const DEFAULT_DUTY_SETTINGS = {
  ruleSetId: US_135_267.id,
  numbers: [] as LimitNumber[],
  reportMinutes: DEFAULT_REPORT_MINUTES,
  postFlightMinutes: DEFAULT_POST_FLIGHT_MINUTES,
};

const minutes = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of minutes` })
    .int(`${what} must be a whole number of minutes`)
    .min(0, `${what} must be 0 minutes or more`)
    .max(240, `${what} must be at most 240 minutes`);

/** `PUT /api/duty-rules`: the set chosen, its numbers edited (each limit's id once), and the times. */
export const dutySettingsPayload = z.object({
  ruleSetId: z.enum(
    SHIPPED_RULE_SETS.map((set) => set.id),
    { error: `Rule set must be one of: ${SHIPPED_RULE_SETS.map((set) => set.id).join(", ")}` },
  ),
  // The edit's own rows, none required: an empty list is the set as it ships.
  numbers: z
    .array(limitNumbersEdit.shape.limits.element)
    .max(50)
    .refine((numbers) => new Set(numbers.map((n) => n.id)).size === numbers.length, {
      message: "A limit's number is given twice",
    })
    .default([]),
  reportMinutes: minutes("Report time").default(DEFAULT_REPORT_MINUTES),
  postFlightMinutes: minutes("Post-flight time").default(DEFAULT_POST_FLIGHT_MINUTES),
});
export type DutySettingsPayload = z.input<typeof dutySettingsPayload>;

/**
 * What `GET /api/duty-rules` answers: the settings, the set in use with the edits applied (`ruleSet`,
 * the table the engine checks), and every shipped set as it ships, for choosing one.
 */
export const dutySettingsAnswer = z.object({
  ruleSetId: z.string(),
  numbers: z.array(z.object({ id: z.string(), value: z.number().nullable() })),
  reportMinutes: z.number(),
  postFlightMinutes: z.number(),
  ruleSet: ruleSetSchema,
  shippedSets: z.array(ruleSetSchema),
});
export type DutySettingsAnswer = z.infer<typeof dutySettingsAnswer>;
