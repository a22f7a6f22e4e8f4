import { z } from "zod";

/** Product §8: one .csv file of at most 5 MB. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** Product §8's columns, as the dialog lists them. */
export const CSV_REQUIRED_COLUMNS = [
  "Customer",
  "Departure",
  "Destination",
  "Aircraft Type (for example AW139, AW169)",
  "Start Date (YYYY-MM-DD, DD/MM/YY or DD/MM/YYYY)",
] as const;
export const CSV_OPTIONAL_COLUMNS = [
  "End Date (defaults to the start date)",
  "Departure Time (defaults to TBC)",
  "Expected Hours (for example 'Exp Flight time')",
  "Remarks",
  "Status (defaults to Pending)",
  "Aircraft (a registration of the type)",
] as const;
export const CSV_EXAMPLE = `Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Exp Flight time,Remarks
Bristow Offshore,EGNH Blackpool,Leman Alpha,AW139,2026-03-10,2026-03-11,0730,2.5,Crew change
North Sea Survey,EGNJ Humberside,Hornsea Two,AW169,12/03/2026,,TBC,1.5,`;

export const uploadUrlAnswer = z.object({ uploadURL: z.string() });

/** Product §7 `POST /api/csv/process`; `dryRun` checks and counts without writing (the preview). */
export const processCsvPayload = z.object({
  csvUrl: z.string({ error: "csvUrl is required" }).min(1, "csvUrl is required").max(2000),
  dryRun: z.boolean().optional(),
});

export const csvImportStats = z.object({
  totalRows: z.number(),
  createdBookings: z.number(),
  createdCustomers: z.number(),
  createdLocations: z.number(),
  skippedDuplicates: z.number(),
});

/** A row as it will be imported, for the preview. */
export const csvPreviewRow = z.object({
  row: z.number(),
  customer: z.string(),
  departure: z.string(),
  destination: z.string(),
  aircraftType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  departureTime: z.string(),
  expectedHours: z.string(),
  remarks: z.string(),
  duplicate: z.boolean(),
});

/** Product §3 CSV import result, plus the duplicates skipped and (for a dry run) the preview rows. */
export const csvImportResult = z.object({
  success: z.boolean(),
  message: z.string(),
  stats: csvImportStats,
  errors: z.array(z.string()),
  dryRun: z.boolean().optional(),
  preview: z.array(csvPreviewRow).optional(),
  /** The same message, for clients that read only `{error}` on a refusal. */
  error: z.string().optional(),
});
export type CsvImportResult = z.infer<typeof csvImportResult>;
export type CsvPreviewRow = z.infer<typeof csvPreviewRow>;

/** "1 booking", "2 bookings": counts in the import's messages. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
