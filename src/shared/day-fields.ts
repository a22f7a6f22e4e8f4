import type { z } from "zod";
import {
  actualHoursPayload,
  type DailyDetail,
  departureTimePayload,
  destinationPayload,
  expectedHoursPayload,
  remarksPayload,
  statusPayload,
} from "./bookings.ts";

/** The columns of a day that an edit of one field writes. */
type DayColumn = Exclude<keyof DailyDetail, "id" | "date" | "destinationLocation">;

interface DayField<P extends z.ZodType, C extends DayColumn> {
  /** `PATCH /api/bookings/{id}/daily-details/{date}/{path}`. */
  path: string;
  payload: P;
  column: C;
  /** The column's new value from the payload as parsed. */
  value: (body: z.output<P>) => DailyDetail[C];
  /** `POST /api/conflicts/{preview}/{id}/{date}` when the field can add a conflict (docs/decisions/022). */
  preview: string | null;
}

const dayField = <P extends z.ZodType, C extends DayColumn>(field: DayField<P, C>) => field;

/**
 * Every field of a booking's day with an edit of its own (docs/decisions/048): its path, its payload, the
 * column it writes, and its preview when it can add a conflict. The server registers each field's PATCH
 * and preview from this list, so a new day field is one entry here (with its column's migration).
 */
export const DAY_FIELDS = [
  dayField({
    path: "destination",
    payload: destinationPayload,
    column: "destinationId",
    value: (body) => body.destinationId,
    preview: null,
  }),
  dayField({
    path: "remarks",
    payload: remarksPayload,
    column: "remarks",
    value: (body) => body.remarks,
    preview: null,
  }),
  dayField({
    path: "departure-time",
    payload: departureTimePayload,
    column: "departureTime",
    value: (body) => body.departureTime,
    preview: "preview-departure-time",
  }),
  // One day's status (docs/decisions/023); `PATCH /api/bookings/{id}/status` still sets every day's.
  dayField({
    path: "status",
    payload: statusPayload,
    column: "bookingStatusId",
    value: (body) => body.statusId,
    preview: "preview-day-status",
  }),
  dayField({
    path: "expected-hours",
    payload: expectedHoursPayload,
    column: "expectedAircraftHours",
    value: (body) => body.expectedHours,
    preview: "preview-expected-hours",
  }),
  // Hours flown, recorded after the day; null clears them (migration 0055).
  dayField({
    path: "actual-hours",
    payload: actualHoursPayload,
    column: "actualHours",
    value: (body) => body.actualHours,
    preview: null,
  }),
];

export type DayFieldDescriptor = (typeof DAY_FIELDS)[number];

/** The change a field's payload makes to its day's column: `{ remarks: "Crew change" }`. */
export const dayFieldChange = (field: DayFieldDescriptor, body: unknown): Record<string, unknown> => ({
  [field.column]: (field.value as (parsed: unknown) => unknown)(body),
});
