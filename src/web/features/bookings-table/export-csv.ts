import { formatShortDate } from "../../../shared/dates.ts";
import { departureHHmm } from "../../../shared/departure-time.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
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

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV injection").
 * Papa Parse's own default pattern misses values with a line break, so the check is on the first
 * character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

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

/** The CSV text, with every cell that could start a formula neutralised by a leading apostrophe. */
export async function toCsv(records: string[][]): Promise<string> {
  const { default: Papa } = await import("papaparse");
  return Papa.unparse(
    { fields: [...CSV_COLUMNS], data: records },
    { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: false },
  );
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  // A byte-order mark lets Excel read the file as UTF-8 (names with accents).
  const blob = new Blob(["\uFEFF", text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
