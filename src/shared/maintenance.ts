/**
 * Maintenance due (issue 47, docs/decisions/051): an aircraft's airframe hours, the items it must have
 * done and when, templates of those items per aircraft type, and each time an item was done.
 */
import { z } from "zod";
import { isoDate, pathId, plainText, requiredId } from "./fields.ts";
import { MAINTENANCE_STATES } from "./maintenance-projection.ts";

/** Airframe hours run into the tens of thousands: up to six digits, two decimals, as a decimal string. */
const AIRFRAME_HOURS_PATTERN = /^\d{1,6}(\.\d{0,2})?$|^\.\d{1,2}$/;
/** An interval, margin or overrun: up to five digits, two decimals. */
const SPAN_HOURS_PATTERN = /^\d{1,5}(\.\d{0,2})?$|^\.\d{1,2}$/;

/**
 * A decimal string of hours (a JSON number is accepted and becomes one), named by `label` when wrong;
 * `positive` for an interval, which at zero would make an item due again the moment it is done.
 */
const hoursField = (label: string, pattern: RegExp, most: string, positive = false) =>
  z.union([z.number().transform(String), z.string()], { error: `${label} must be a number of hours` }).pipe(
    z
      .string()
      .trim()
      .refine((value) => !value.includes(","), {
        error: `${label} must be written with a decimal point, not a comma`,
        abort: true,
      })
      .refine(
        (value) => pattern.test(value),
        `${label} must be a number of 0 or more, at most ${most}, with at most two decimals`,
      )
      .refine((value) => !positive || Number(value) > 0, `${label} must be more than 0`),
  );
const airframeHours = (label: string) => hoursField(label, AIRFRAME_HOURS_PATTERN, "999999.99");
const spanHours = (label: string) => hoursField(label, SPAN_HOURS_PATTERN, "99999.99");
const intervalHours = hoursField("Interval hours", SPAN_HOURS_PATTERN, "99999.99", true);
const whole = (label: string, least: number, most: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(least, `${label} must be ${least} or more`)
    .max(most, `${label} must be at most ${most}`);

const name = plainText("Name")
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");
const reason = plainText("Reason").trim().max(500, "Reason must be at most 500 characters");

/** The warning margin's defaults, as the issue gives them. */
export const DEFAULT_WARNING_HOURS = "10";
export const DEFAULT_WARNING_DAYS = 14;

/** `PUT /api/maintenance/aircraft/{aircraftId}/hours`: the airframe hours at the end of `asOf`. */
export const aircraftHoursPayload = z.object({
  hours: airframeHours("Hours"),
  asOf: isoDate("As of date is required"),
  /** Why the hours are set; required once the aircraft has hours (a correction), optional the first time. */
  reason: reason.default(""),
});
export type AircraftHoursPayload = z.input<typeof aircraftHoursPayload>;
export const aircraftHoursSchema = z.object({ aircraftId: z.number(), hours: z.string(), asOf: z.string() });
export const aircraftParams = z.object({ aircraftId: pathId("Aircraft id must be a positive whole number") });

/** A template's or an item's rule: how often, when it shows amber, what overrun the rule allows. */
const ruleFields = {
  name,
  intervalHours: intervalHours.nullable().default(null),
  intervalMonths: whole("Interval months", 1, 240).nullable().default(null),
  warningHours: spanHours("Warning hours").default(DEFAULT_WARNING_HOURS),
  warningDays: whole("Warning days", 0, 366).default(DEFAULT_WARNING_DAYS),
  overrunHours: spanHours("Overrun hours").default("0"),
};
const needsInterval = (rule: { intervalHours: string | null; intervalMonths: number | null }) =>
  rule.intervalHours !== null || rule.intervalMonths !== null;
const INTERVAL_MESSAGE = "Give an interval in hours, in months, or both";

export const templatePayload = z
  .object({ aircraftTypeId: requiredId("Please select an aircraft type"), ...ruleFields })
  .refine(needsInterval, { message: INTERVAL_MESSAGE, path: ["intervalHours"] });
export type TemplatePayload = z.input<typeof templatePayload>;

export const templateSchema = z.object({
  id: z.number(),
  aircraftTypeId: z.number(),
  name: z.string(),
  intervalHours: z.string().nullable(),
  intervalMonths: z.number().nullable(),
  warningHours: z.string(),
  warningDays: z.number(),
  overrunHours: z.string(),
});
export type MaintenanceTemplate = z.infer<typeof templateSchema>;

export const templateParams = z.object({ id: pathId("Template id must be a positive whole number") });
export const itemParams = z.object({ id: pathId("Item id must be a positive whole number") });

/**
 * `POST /api/maintenance/items`: an item of one aircraft. With `templateId`, the rule's fields left out
 * are the template's. Each interval needs its first due point: the hours for an hours interval, the
 * date for a months one (from the aircraft's records; after that, recording it done moves it on).
 */
export const itemPayload = z
  .object({
    aircraftId: requiredId("Please select an aircraft"),
    templateId: requiredId("Template id must be a positive whole number").optional(),
    name: name.optional(),
    intervalHours: intervalHours.nullable().optional(),
    intervalMonths: whole("Interval months", 1, 240).nullable().optional(),
    warningHours: spanHours("Warning hours").optional(),
    warningDays: whole("Warning days", 0, 366).optional(),
    overrunHours: spanHours("Overrun hours").optional(),
    dueHours: airframeHours("Due hours").nullable().default(null),
    dueDate: isoDate("Due date is required").nullable().default(null),
  })
  .refine((item) => item.templateId !== undefined || item.name !== undefined, {
    message: "Name is required",
    path: ["name"],
  });
export type ItemPayload = z.input<typeof itemPayload>;

/** `PUT /api/maintenance/items/{id}`: the whole item, its due point included (a correction). */
export const itemEditPayload = z
  .object({
    ...ruleFields,
    dueHours: airframeHours("Due hours").nullable().default(null),
    dueDate: isoDate("Due date is required").nullable().default(null),
  })
  .refine(needsInterval, { message: INTERVAL_MESSAGE, path: ["intervalHours"] });
export type ItemEditPayload = z.input<typeof itemEditPayload>;

/** `POST /api/maintenance/items/{id}/completions`: done at these airframe hours on this date. */
export const completionPayload = z.object({
  doneHours: airframeHours("Done hours"),
  doneDate: isoDate("Done date is required"),
});
export type CompletionPayload = z.input<typeof completionPayload>;

export const completionSchema = z.object({
  id: z.number(),
  itemId: z.number(),
  doneHours: z.string(),
  doneDate: z.string(),
  /** The due point the completion closed, and the one it set. */
  dueHours: z.string().nullable(),
  dueDate: z.string().nullable(),
  nextDueHours: z.string().nullable(),
  nextDueDate: z.string().nullable(),
});
export type MaintenanceCompletion = z.infer<typeof completionSchema>;

export const itemSchema = templateSchema.omit({ aircraftTypeId: true }).extend({
  aircraftId: z.number(),
  templateId: z.number().nullable(),
  dueHours: z.string().nullable(),
  dueDate: z.string().nullable(),
});
export type MaintenanceItem = z.infer<typeof itemSchema>;

/** An item as the overview reads it: its rule and due point, and where the aircraft stands against it. */
export const itemStatusSchema = itemSchema.extend({
  /** Hours left to the due hours from the recorded hours (negative past it); null without due hours. */
  remainingHours: z.number().nullable(),
  /** The date planned flights take the aircraft to the due hours; null when they do not reach them. */
  projectedDate: z.string().nullable(),
  /** The date they take it past the due hours and the overrun allowance: a flight then needs a question. */
  projectedBeyondDate: z.string().nullable(),
  /** The earlier of the due date and the projected date: when it must be done. */
  dueBy: z.string().nullable(),
  /** Days from today to `dueBy` (negative past it). */
  remainingDays: z.number().nullable(),
  state: z.enum(MAINTENANCE_STATES),
});
export type MaintenanceItemStatus = z.infer<typeof itemStatusSchema>;

export const aircraftMaintenanceSchema = z.object({
  aircraftId: z.number(),
  registration: z.string(),
  aircraftTypeId: z.number(),
  retired: z.boolean(),
  /** The hours as entered, and the date they were true at the end of; null until entered. */
  enteredHours: z.string().nullable(),
  asOf: z.string().nullable(),
  /** The entered hours plus the flown hours recorded on the aircraft's days after `asOf`. */
  hours: z.string().nullable(),
  /** Hours of planned flights after `asOf` with none recorded yet, summed to the last one planned. */
  plannedHours: z.string().nullable(),
  /** Items, the one due first first. */
  items: z.array(itemStatusSchema),
});
export type AircraftMaintenance = z.infer<typeof aircraftMaintenanceSchema>;

/** `GET /api/maintenance`: every aircraft with its hours and items, and every template. */
export const maintenanceAnswer = z.object({
  today: z.string(),
  aircraft: z.array(aircraftMaintenanceSchema),
  templates: z.array(templateSchema),
});
export type MaintenanceAnswer = z.infer<typeof maintenanceAnswer>;
