import type { z } from "zod";
import {
  actualHoursPayload,
  departureTimePayload,
  destinationPayload,
  expectedHoursPayload,
  remarksPayload,
  statusPayload,
} from "./bookings.ts";
import { DAY_FIELD_PATHS, type DayFieldName } from "./day-field-paths.ts";

/** Each day field's payload schema (docs/decisions/048); the rest of its description is in day-field-paths.ts. */
const PAYLOADS: Record<DayFieldName, z.ZodType> = {
  destination: destinationPayload,
  remarks: remarksPayload,
  departureTime: departureTimePayload,
  status: statusPayload,
  expectedHours: expectedHoursPayload,
  actualHours: actualHoursPayload,
};

/** The day fields as the server registers their routes and previews: a new one is one entry in each list. */
export const DAY_FIELDS = (Object.keys(DAY_FIELD_PATHS) as DayFieldName[]).map((name) => ({
  ...DAY_FIELD_PATHS[name],
  payload: PAYLOADS[name],
}));

export type DayFieldDescriptor = (typeof DAY_FIELDS)[number];

/** The change a field's parsed payload makes to its day's column: `{ remarks: "Crew change" }`. */
export const dayFieldChange = (field: DayFieldDescriptor, body: unknown): Record<string, unknown> => ({
  [field.column]: (body as Record<string, unknown>)[field.bodyKey],
});
