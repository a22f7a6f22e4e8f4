import {
  CSV_COLUMNS,
  dayExportLines,
  type ExportColumns,
  exportFields,
  needsLegColumns,
} from "../../../shared/csv-export.ts";
import type { BookingStatus } from "../../../shared/reference-data.ts";
import { csvText } from "../../lib/csv-file.ts";
import type { TableRow } from "./rows.ts";

/** Product §9 CSV export columns, in order (shared/csv-export.ts, which the import's tests read back). */
export { CSV_COLUMNS };

/** 'flight-schedule-March-2025.csv' (product §9) from 'March 2025'. */
export const csvFileName = (monthLabel: string) => `flight-schedule-${monthLabel.replace(" ", "-")}.csv`;

/**
 * Whether the rows' export needs the leg columns (docs/decisions/049): some day of several legs, or a
 * leg with passengers or flown empty.
 */
export const exportsLegs = (rows: TableRow[]) =>
  needsLegColumns(rows.flatMap((row) => (row.kind === "booking" ? [row.day] : [])));

/**
 * One line per leg of each booking row shown (placeholder rows have nothing to export); a day of one leg
 * is one line, as before legs. With the table's 'Show Actual Hours' on, an eleventh column, 'Actual
 * Hours', after the product's ten (docs/decisions/033): the ten keep their places for the spreadsheets
 * that read them. With `legs`, the leg columns after those: Trip (the booking's id), Leg, Passengers and
 * Positioning, so the file imports back into the same legs (docs/decisions/049). `names` are the places
 * by id, for legs' places.
 */
export function csvRecords(
  rows: TableRow[],
  statuses: BookingStatus[],
  options: ExportColumns & { names?: ReadonlyMap<number, string> } = {},
): string[][] {
  const { names = new Map<number, string>(), ...columns } = options;
  const statusText = new Map(statuses.map((status) => [status.id, status.statusText]));
  const records: string[][] = [];
  for (const row of rows) {
    if (row.kind !== "booking") continue;
    const { booking, day } = row;
    records.push(
      ...dayExportLines({
        booking,
        day,
        statusText: day.bookingStatusId === null ? "" : (statusText.get(day.bookingStatusId) ?? ""),
        names,
        columns,
      }),
    );
  }
  return records;
}

/** The export's CSV text: its product §9 columns (and 'Actual Hours' and the legs' when asked), formula-safe. */
export const toCsv = (records: string[][], options: ExportColumns = {}) =>
  csvText(exportFields(options), records);
