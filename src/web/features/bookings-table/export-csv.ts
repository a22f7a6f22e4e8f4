import { formatShortDate } from "../../../shared/dates.ts";
import { departureHHmm } from "../../../shared/departure-time.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import { csvText } from "../../lib/csv-file.ts";
import { displayHours } from "./format.ts";
import type { TableRow } from "./rows.ts";

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

/** 'flight-schedule-March-2025.csv' (product §9) from 'March 2025'. */
export const csvFileName = (monthLabel: string) => `flight-schedule-${monthLabel.replace(" ", "-")}.csv`;

/**
 * One line per booking row shown (placeholder rows have nothing to export). With the table's 'Show
 * Actual Hours' on, an eleventh column, 'Actual Hours', after the product's ten (docs/decisions/033):
 * the ten keep their places for the spreadsheets that read them.
 */
export function csvRecords(
  rows: TableRow[],
  statuses: BookingStatus[],
  options: { actualHours?: boolean } = {},
): string[][] {
  const statusText = new Map(statuses.map((status) => [status.id, status.statusText]));
  const records: string[][] = [];
  for (const row of rows) {
    if (row.kind !== "booking") continue;
    const { booking, day } = row;
    records.push([
      formatShortDate(row.date),
      day.bookingStatusId === null ? "" : (statusText.get(day.bookingStatusId) ?? ""),
      booking.customer.name,
      booking.departureLocation.name,
      day.destinationLocation.name,
      booking.aircraftType.title,
      booking.allocatedAircraft?.registration ?? "",
      departureHHmm(day.departureTime),
      displayHours(day.expectedAircraftHours),
      day.remarks,
      ...(options.actualHours ? [day.actualHours === null ? "" : displayHours(day.actualHours)] : []),
    ]);
  }
  return records;
}

/** The export's CSV text: its product §9 columns (and 'Actual Hours' when asked), formula-safe. */
export const toCsv = (records: string[][], options: { actualHours?: boolean } = {}) =>
  csvText(options.actualHours ? [...CSV_COLUMNS, "Actual Hours"] : CSV_COLUMNS, records);
