import type { DailyDetail } from "./bookings.ts";

/**
 * Every field of a booking's day with an edit of its own (docs/decisions/048), without its schema: its
 * path (`PATCH /api/bookings/{id}/daily-details/{date}/{path}`), the body's key for its value, the
 * day's column it writes, and its preview's path when it can add a conflict (docs/decisions/022). Kept
 * apart from the payload schemas (day-fields.ts) so the table's first screen can use it without zod.
 */
export const DAY_FIELD_PATHS = {
  destination: { path: "destination", bodyKey: "destinationId", column: "destinationId", preview: null },
  remarks: { path: "remarks", bodyKey: "remarks", column: "remarks", preview: null },
  departureTime: {
    path: "departure-time",
    bodyKey: "departureTime",
    column: "departureTime",
    preview: "preview-departure-time",
  },
  // One day's status (docs/decisions/023); `PATCH /api/bookings/{id}/status` still sets every day's.
  status: { path: "status", bodyKey: "statusId", column: "bookingStatusId", preview: "preview-day-status" },
  expectedHours: {
    path: "expected-hours",
    bodyKey: "expectedHours",
    column: "expectedAircraftHours",
    preview: "preview-expected-hours",
  },
  // Hours flown, recorded after the day; null clears them (migration 0055).
  actualHours: { path: "actual-hours", bodyKey: "actualHours", column: "actualHours", preview: null },
} as const satisfies Record<
  string,
  { path: string; bodyKey: string; column: keyof DailyDetail; preview: string | null }
>;

export type DayFieldName = keyof typeof DAY_FIELD_PATHS;
/** The value a field's edit writes, as the day reads it. */
export type DayFieldValue<F extends DayFieldName> = DailyDetail[(typeof DAY_FIELD_PATHS)[F]["column"]];
