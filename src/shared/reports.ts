import { z } from "zod";
import { isoDate } from "./bookings.ts";
import { daysBetween, isIsoDate } from "./dates.ts";

/** A year and a day: the longest period a report covers (a leap year, or a custom range). */
export const MAX_REPORT_DAYS = 366;

/** `GET /api/reports?from&to`: the period, both days included. */
export const reportsQuery = z
  .object({ from: isoDate("The from date is required"), to: isoDate("The to date is required") })
  .refine((query) => !isIsoDate(query.from) || !isIsoDate(query.to) || query.from <= query.to, {
    message: "The from date must be on or before the to date",
    path: ["from"],
  })
  .refine(
    (query) =>
      !isIsoDate(query.from) || !isIsoDate(query.to) || daysBetween(query.from, query.to) < MAX_REPORT_DAYS,
    { message: `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter period`, path: ["to"] },
  );
export type ReportsQuery = z.infer<typeof reportsQuery>;

/**
 * Hours as numbers with two decimals. Planned: expected hours; positioning: of those, the expected hours
 * of legs flown empty to position (docs/decisions/049); flown: actual hours recorded, which are a day's,
 * not a leg's, so they are not split. Days whose status does not occupy the aircraft (cancelled) never
 * count as hours or flights: they are counted as `cancelled` (docs/decisions/035).
 */
const hours = { planned: z.number(), positioning: z.number(), flown: z.number() };

/**
 * The first day in the period the row counts (YYYY-MM-DD; for aircraft and types, the first flight),
 * null when it counts none: its link opens the table on that day's month, since the table shows a
 * month at a time and a year's report would otherwise open January, where the row may have nothing.
 */
const firstDate = z.string().nullable();

export const customerReportRow = z.object({
  customerId: z.number(),
  name: z.string(),
  colour: z.string(),
  flights: z.number(),
  cancelled: z.number(),
  /** Flights (days) with flown hours recorded: how complete the flown figure is. */
  recorded: z.number(),
  /**
   * Completed flights (status Completed) with no flown hours recorded: flown hours the period is
   * missing, so its flown figure is not read as the whole (docs/decisions/043).
   */
  unrecorded: z.number(),
  ...hours,
  firstDate,
});

export const aircraftReportRow = z.object({
  aircraftId: z.number(),
  registration: z.string(),
  aircraftTypeId: z.number(),
  type: z.string(),
  flights: z.number(),
  ...hours,
  /** Days with at least one flight allocated to this aircraft. */
  daysFlown: z.number(),
  /** Days of the period less the days it was unavailable. */
  daysAvailable: z.number(),
  firstDate,
});

export const typeReportRow = z.object({
  aircraftTypeId: z.number(),
  type: z.string(),
  flights: z.number(),
  /** Flights not yet allocated to an aircraft of the type. */
  unallocated: z.number(),
  ...hours,
  firstDate,
});

export const trendReportRow = z.object({
  /** The first day of the week (Monday) or month. */
  start: z.string(),
  flights: z.number(),
  ...hours,
});

export const statusReportRow = z.object({
  statusId: z.number().nullable(),
  status: z.string(),
  colour: z.string(),
  occupiesAircraft: z.boolean(),
  flights: z.number(),
  firstDate,
});

export const reportsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  /** Weeks for a period of up to 92 days (a quarter), months beyond. */
  trendUnit: z.enum(["week", "month"]),
  customers: z.array(customerReportRow),
  aircraft: z.array(aircraftReportRow),
  types: z.array(typeReportRow),
  trend: z.array(trendReportRow),
  statuses: z.array(statusReportRow),
});
export type ReportsAnswer = z.infer<typeof reportsAnswer>;
export type CustomerReportRow = z.infer<typeof customerReportRow>;
export type AircraftReportRow = z.infer<typeof aircraftReportRow>;
export type TypeReportRow = z.infer<typeof typeReportRow>;
export type TrendReportRow = z.infer<typeof trendReportRow>;
export type StatusReportRow = z.infer<typeof statusReportRow>;

/** Weeks for up to a quarter, months for anything longer. */
export const trendUnitFor = (from: string, to: string) => (daysBetween(from, to) < 92 ? "week" : "month");
