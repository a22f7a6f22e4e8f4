/**
 * Product §2 column order and §9 default widths (px); every column can be resized down to 80 px.
 * `fits`: the width the column's common values need (a status such as "Completed" with its dot, a
 * location such as "EGNJ Humberside", a shared day's "*29/11/26*" with its change dot, the word
 * "Departure" unbroken in a header): a window narrower than the defaults takes its room from the
 * columns wider than that first, and a column whose default would cut them is given that width
 * (docs/decisions/043).
 */
export const MIN_COLUMN_WIDTH = 80;

export const COLUMNS = [
  { id: "bookingId", label: "Booking ID", size: 100, fits: 80 },
  { id: "date", label: "Date", size: 120, fits: 110 },
  { id: "customer", label: "Customer", size: 160, fits: 140 },
  { id: "departure", label: "Departure", size: 140, fits: 140 },
  // A select cell: its text has the room of a departure less the chevron shown on hover.
  { id: "destination", label: "Destination", size: 140, fits: 146 },
  { id: "type", label: "Type", size: 100, fits: 80 },
  { id: "aircraft", label: "Aircraft", size: 120, fits: 100 },
  { id: "departureTime", label: "Departure Time", size: 100, fits: 92 },
  { id: "remarks", label: "Remarks", size: 200, fits: 120 },
  { id: "expectedHours", label: "Expected Hours", size: 130, fits: 90, align: "right" },
  // Hours flown, recorded after the day (docs/decisions/033); beside the hours expected.
  { id: "actualHours", label: "Actual Hours", size: 110, fits: 90, align: "right" },
  { id: "status", label: "Status", size: 120, fits: 120 },
  { id: "actions", label: "Actions", size: 100, fits: 80 },
] as const satisfies ReadonlyArray<{
  id: string;
  label: string;
  size: number;
  fits: number;
  align?: "right";
}>;

export type ColumnId = (typeof COLUMNS)[number]["id"];
