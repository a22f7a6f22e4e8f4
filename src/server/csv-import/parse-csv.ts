import Papa from "papaparse";
import { typedDateParts } from "../../shared/date-order.ts";

/** The columns an import reads; the first five are required (product §5.9). */
export const FIELDS = [
  "customer",
  "departure",
  "destination",
  "aircraftType",
  "startDate",
  "endDate",
  "departureTime",
  "expectedHours",
  "actualHours",
  "remarks",
  "status",
  "aircraft",
  "trip",
  "passengers",
  "positioning",
] as const;
export type Field = (typeof FIELDS)[number];
const REQUIRED: Record<string, string> = {
  customer: "Customer",
  departure: "Departure",
  destination: "Destination",
  aircraftType: "Aircraft Type",
  startDate: "Start Date",
};

export interface CsvRow {
  /** The data row's number, counting from 1 below the header (docs/decisions/014), as a person counts bookings. */
  row: number;
  values: Partial<Record<Field, string>>;
}

export class CsvFileError extends Error {}

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Which field a header names. Spreadsheets name columns freely, so the match is on words: any header
 * with 'date' is the start date unless it says 'end' (product §5.9), 'Exp Flight time' is the hours.
 */
function fieldOf(header: string): Field | undefined {
  const h = normalise(header);
  if (!h) return undefined;
  if (/\bend\b/.test(h) && /date|day/.test(h)) return "endDate";
  if (/date/.test(h) || h === "day") return "startDate";
  // A day's legs (docs/decisions/049): 'Trip', 'Trip reference', 'Trip no' groups rows into one booking;
  // only a header naming a trip does, so a file's own 'Ref' or 'Booking ID' column changes nothing.
  if (/\btrip\b/.test(h)) return "trip";
  if (/^(passengers?|pax|passenger count|no of passengers)$/.test(h)) return "passengers";
  if (/^(positioning|positioning leg|empty leg|flown empty)$/.test(h)) return "positioning";
  // Hours flown ('Actual Hours', 'Flown hrs') before the expected hours, which any other hours are.
  if (/\b(actual|flown)\b/.test(h) && /hours?\b|\bhrs\b|time/.test(h)) return "actualHours";
  if (/hours?\b|\bhrs\b|flight time|\bexp\b|duration/.test(h)) return "expectedHours";
  if (/time|\betd\b/.test(h)) return "departureTime";
  if (/type|model/.test(h)) return "aircraftType";
  if (/^(aircraft|registration|reg|tail|tail number|aircraft registration)$/.test(h)) return "aircraft";
  if (/customer|client|company/.test(h)) return "customer";
  if (/destination|\bto\b|arrival/.test(h)) return "destination";
  if (/departure|\bfrom\b|origin|base/.test(h)) return "departure";
  if (/remark|note|comment/.test(h)) return "remarks";
  if (/status/.test(h)) return "status";
  return undefined;
}

/** Text of a file as Excel writes it: UTF-8 (with or without a BOM), else Windows-1252 (£, é). */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}

/** The rows of a CSV file by field, or a CsvFileError naming what is wrong with the file as a whole. */
export function parseCsv(bytes: Uint8Array): CsvRow[] {
  const text = decodeCsv(bytes);
  if (!text.trim()) throw new CsvFileError("The file is empty");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  const [header, ...lines] = parsed.data;
  if (!header) throw new CsvFileError("The file is empty");
  const columns = new Map<Field, number>();
  header.forEach((name, index) => {
    const field = fieldOf(name);
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = Object.entries(REQUIRED)
    .filter(([field]) => !columns.has(field as Field))
    .map(([, label]) => label);
  if (missing.length > 0) {
    throw new CsvFileError(
      `Missing required column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")} (the header row has: ${header.join(", ")})`,
    );
  }
  if (lines.length === 0) throw new CsvFileError("The file has a header row but no bookings");
  return lines.map((cells, index) => ({
    row: index + 1,
    values: Object.fromEntries([...columns].map(([field, column]) => [field, (cells[column] ?? "").trim()])),
  }));
}

/**
 * `YYYY-MM-DD`, or a date in the operator's order (docs/decisions/043) with a two- or four-digit year:
 * `DD/MM/YY` and `DD/MM/YYYY` day first (the default), `MM/DD/YYYY` month first (also with dots or
 * dashes), as `YYYY-MM-DD`; null if it is none. So a file exported in one order imports in the same.
 */
export function readDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const typed = iso ? null : typedDateParts(text);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (typed) {
    [day, month, year] = [Number(typed.day), Number(typed.month), Number(typed.year)];
    if (typed.year.length === 2) year += 2000;
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}
