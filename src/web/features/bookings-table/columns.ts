/** Product §2 column order and §9 default widths (px); every column can be resized down to 80 px. */
export const MIN_COLUMN_WIDTH = 80;

export const COLUMNS = [
  { id: "bookingId", label: "Booking ID", size: 100 },
  { id: "date", label: "Date", size: 120 },
  { id: "customer", label: "Customer", size: 160 },
  { id: "departure", label: "Departure", size: 140 },
  { id: "destination", label: "Destination", size: 140 },
  { id: "type", label: "Type", size: 100 },
  { id: "aircraft", label: "Aircraft", size: 120 },
  { id: "departureTime", label: "Departure Time", size: 100 },
  { id: "remarks", label: "Remarks", size: 200 },
  { id: "expectedHours", label: "Expected Hours", size: 130, align: "right" },
  // Hours flown, recorded after the day (docs/decisions/033); beside the hours expected.
  { id: "actualHours", label: "Actual Hours", size: 110, align: "right" },
  { id: "status", label: "Status", size: 120 },
  { id: "actions", label: "Actions", size: 100 },
] as const satisfies ReadonlyArray<{ id: string; label: string; size: number; align?: "right" }>;

export type ColumnId = (typeof COLUMNS)[number]["id"];
