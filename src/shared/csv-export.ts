/**
 * The lines of the table's Export CSV (product §9), shared so the CSV import's tests can read an export
 * back (docs/decisions/049): one line per leg of a booking-day. No zod here: the web app's first screen
 * loads it.
 */
import type { Booking, DailyDetail } from "./bookings.ts";
import { formatShortDate } from "./dates.ts";
import { departureHHmm } from "./departure-time.ts";

/** Product §9 CSV export columns, in order. */
export const CSV_COLUMNS = [
  "Date",
  "Status",
  "Customer",
  "Departure",
  "Destination",
  "Type",
  "Aircraft",
  "Departure Time",
  "Expected Hours",
  "Remarks",
] as const;

/**
 * After the product's ten (and 'Actual Hours'), the leg's: its booking's id as the Trip the import
 * groups rows by, its number in the day, its passengers and 'Yes' when flown empty to position.
 */
export const LEG_CSV_COLUMNS = ["Trip", "Leg", "Passengers", "Positioning"] as const;

export interface ExportColumns {
  /** 'Actual Hours' after the ten (docs/decisions/033). */
  actualHours?: boolean;
  /** The leg columns after those. */
  legs?: boolean;
}

/** The export's header: the ten, then 'Actual Hours' and the leg columns when asked. */
export const exportFields = (columns: ExportColumns = {}): string[] => [
  ...CSV_COLUMNS,
  ...(columns.actualHours ? ["Actual Hours"] : []),
  ...(columns.legs ? LEG_CSV_COLUMNS : []),
];

/**
 * Whether an export needs the leg columns: some day has several legs, or a leg with passengers or flown
 * empty. Without, an export of one-leg days is the ten columns it was before legs.
 */
export const needsLegColumns = (days: Pick<DailyDetail, "legs">[]) =>
  days.some(
    (day) => day.legs.length > 1 || day.legs.some((leg) => leg.passengers !== null || leg.positioning),
  );

/** Hours with two decimals (product §5); text that is not a number as it is. */
const hoursText = (value: string | null | undefined) => {
  if (value === null || value === undefined || value.trim() === "") return "0.00";
  const hours = Number(value);
  return Number.isFinite(hours) ? hours.toFixed(2) : value;
};

/**
 * A booking-day's lines, one per leg, in the day's order. A day of one leg is the line it was before
 * legs. A later leg's line leaves the day's remarks and flown hours blank, so a column's sum counts each
 * day once, and its import (with the Trip column) gives them to the day from its first line. `names`
 * are the places by id; a place the booking names itself needs none.
 */
export function dayExportLines(options: {
  booking: Booking;
  day: DailyDetail;
  statusText: string;
  names: ReadonlyMap<number, string>;
  columns?: ExportColumns;
}): string[][] {
  const { booking, day, statusText, names, columns = {} } = options;
  const name = (id: number) =>
    id === booking.departureId
      ? booking.departureLocation.name
      : id === day.destinationId
        ? day.destinationLocation.name
        : (names.get(id) ?? "");
  const legs = day.legs.length
    ? day.legs
    : // A day read without legs (an older answer) is one leg of its own fields.
      [
        {
          departureTime: day.departureTime,
          fromId: booking.departureId,
          toId: day.destinationId,
          expectedHours: day.expectedAircraftHours,
          passengers: null,
          positioning: false,
        },
      ];
  const several = legs.length > 1;
  return legs.map((leg, index) => [
    formatShortDate(day.date),
    statusText,
    booking.customer.name,
    name(leg.fromId),
    several ? name(leg.toId) : day.destinationLocation.name,
    booking.aircraftType.title,
    booking.allocatedAircraft?.registration ?? "",
    departureHHmm(several ? leg.departureTime : day.departureTime),
    hoursText(several ? leg.expectedHours : day.expectedAircraftHours),
    index === 0 ? day.remarks : "",
    ...(columns.actualHours
      ? [index === 0 && day.actualHours !== null ? hoursText(day.actualHours) : ""]
      : []),
    ...(columns.legs
      ? [
          String(booking.id),
          String(index + 1),
          leg.passengers === null ? "" : String(leg.passengers),
          leg.positioning ? "Yes" : "",
        ]
      : []),
  ]);
}
