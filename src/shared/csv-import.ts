import { z } from "zod";
import { CONFLICT_KINDS } from "./fleet.ts";

/** Product §5.9: one .csv file of at most 5 MB. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** Product §5.9's columns, as the dialog lists them. */
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
  "Actual Hours (hours flown, blank when not yet flown)",
  "Remarks",
  "Status (defaults to Pending)",
  "Aircraft (a registration of the type)",
  "Trip (rows sharing a trip and a date are that day's legs)",
  "Passengers (a leg's count)",
  "Positioning (Yes for a leg flown empty)",
] as const;
export const CSV_EXAMPLE = `Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Exp Flight time,Remarks
Bristow Offshore,EGNH Blackpool,Leman Alpha,AW139,2026-03-10,2026-03-11,0730,2.5,Crew change
North Sea Survey,EGNJ Humberside,Hornsea Two,AW169,12/03/2026,,TBC,1.5,`;

/**
 * A day of several legs (docs/decisions/049): rows sharing a Trip and a date are that day's legs in
 * departure-time order, a trip's consecutive days one booking; its departure is the first leg's "from".
 */
export const CSV_TRIP_EXAMPLE = `Trip,Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Passengers,Positioning,Remarks
CC-0310,Bristow Offshore,EGNJ Humberside,Leman Alpha,AW139,2026-03-10,0800,0.75,12,,Crew change
CC-0310,Bristow Offshore,Leman Alpha,Ravenspurn North,AW139,2026-03-10,0915,0.5,8,,
CC-0310,Bristow Offshore,Ravenspurn North,EGNJ Humberside,AW139,2026-03-10,1030,1,0,Yes,`;

export const uploadUrlAnswer = z.object({ uploadURL: z.string() });

/** Product §7 `POST /api/csv/process`; `dryRun` checks and counts without writing (the preview). */
export const processCsvPayload = z.object({
  csvUrl: z.string({ error: "csvUrl is required" }).min(1, "csvUrl is required").max(2000),
  dryRun: z.boolean().optional(),
  /** Rows the person chose to import although they match a stored booking (docs/decisions/026). */
  importDuplicateRows: z
    .array(z.number().int().min(1, "importDuplicateRows lists row numbers from 1"))
    .max(100_000)
    .optional(),
});

export const csvImportStats = z.object({
  totalRows: z.number(),
  createdBookings: z.number(),
  createdCustomers: z.number(),
  createdLocations: z.number(),
  skippedDuplicates: z.number(),
});

/** A stored booking a row of the file is compared with. */
const storedFlight = z.object({ bookingId: z.number(), departureTime: z.string() });

/** A row as it will be imported, for the preview. */
export const csvPreviewRow = z.object({
  row: z.number(),
  customer: z.string(),
  departure: z.string(),
  destination: z.string(),
  aircraftType: z.string(),
  /** The registration the row allocates, as stored; null when it names none. */
  aircraft: z.string().nullable(),
  /** The status that will be written: the file's, as stored, or the default 'Pending'. */
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  departureTime: z.string(),
  expectedHours: z.string(),
  /** Hours flown on each day of the row; null when the file gives none. */
  actualHours: z.string().nullable(),
  remarks: z.string(),
  /**
   * The file's Trip, when it has one (docs/decisions/049): rows sharing it and a date are that day's
   * legs, and its consecutive days one booking.
   */
  trip: z.string().nullable(),
  /** Which booking of the file the row goes into, counting from 1: rows of one trip share it. */
  booking: z.number(),
  /** Its place among its day's legs ('2 of 3') when that day has several; null when one. */
  leg: z.string().nullable(),
  /** The leg's passengers; null when the file gives none. */
  passengers: z.number().nullable(),
  /** A leg flown empty to position. */
  positioning: z.boolean(),
  /** True when the row is skipped: a stored booking is the same, departure time included. */
  duplicate: z.boolean(),
  /** The stored booking the row matches (set when it matches one, whether skipped or imported anyway). */
  matches: storedFlight.nullable(),
  /** Stored bookings alike in all but the departure time, shown beside the row so both are seen. */
  sameExceptTime: z.array(storedFlight),
});

/**
 * A clash the import would create (docs/decisions/026): the file's rows in it and the stored bookings;
 * or, of kind `maintenance`, a maintenance item it takes an aircraft past (docs/decisions/051).
 */
export const csvClash = z.object({
  kind: z.enum([...CONFLICT_KINDS, "maintenance"]),
  date: z.string(),
  registration: z.string().nullable(),
  aircraftType: z.string(),
  rows: z.array(z.number()),
  bookingIds: z.array(z.number()),
  detail: z.string(),
});

/** Product §3 CSV import result, plus the duplicates skipped and (for a dry run) the preview rows. */
export const csvImportResult = z.object({
  success: z.boolean(),
  message: z.string(),
  stats: csvImportStats,
  errors: z.array(z.string()),
  dryRun: z.boolean().optional(),
  preview: z.array(csvPreviewRow).optional(),
  /** The conflicts the rows take part in (at most CSV_CLASHES_LISTED; `clashCount` counts them all). */
  clashes: z.array(csvClash).optional(),
  clashCount: z.number().optional(),
  /** The same message, for clients that read only `{error}` on a refusal. */
  error: z.string().optional(),
});
export type CsvImportResult = z.infer<typeof csvImportResult>;
export type CsvPreviewRow = z.infer<typeof csvPreviewRow>;
export type CsvClash = z.infer<typeof csvClash>;

/** Clashes listed in an import's answer; beyond this only their number is given. */
export const CSV_CLASHES_LISTED = 100;

/** "1 booking", "2 bookings", "2 clashes": counts in the import's messages. */
export const count = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;
