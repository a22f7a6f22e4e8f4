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

/** One line per booking row shown (placeholder rows have nothing to export). */
export function csvRecords(rows: TableRow[], statuses: BookingStatus[]): string[][] {
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
    ]);
  }
  return records;
}

/** The export's CSV text: its product §9 columns, formula-safe. */
export const toCsv = (records: string[][]) => csvText(CSV_COLUMNS, records);
