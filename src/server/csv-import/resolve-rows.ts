import { setImmediate as nextTurn } from "node:timers/promises";
import { actualHours, createBookingPayload } from "../../shared/bookings.ts";
import type { CsvPreviewRow } from "../../shared/csv-import.ts";
import { legPayload } from "../../shared/legs.ts";
import { MAX_NAME_LENGTH as MAX_NAME } from "../../shared/reference-data.ts";
import { typedHoursForPayload } from "../../shared/typed-hours.ts";
import type { Tx } from "../db/connection.ts";
import { aircraft, aircraftType, bookingStatus } from "../db/schema.ts";
import { type CsvRow, readDate } from "./parse-csv.ts";

/**
 * Rows checked between turns of the event loop. PGlite runs inside the server's process and its
 * answers arrive as promise continuations, which never let a timer or a socket in: without these turns
 * a 5 MB import held every other request for its whole ten seconds (docs/decisions/025).
 */
export const ROWS_PER_TURN = 1_000;

const DEFAULT_STATUS = "Pending";

/** A row resolved to what it will write; names stand in for customers and locations not yet created. */
export interface ImportRow extends CsvPreviewRow {
  aircraftTypeId: number;
  bookingStatusId: number;
  allocatedAircraftId: number | null;
  /**
   * Which of the day's and booking's fields the row gives itself (not blank): the rows of a trip may give
   * each once or repeat it alike (group-trips.ts).
   */
  given: { status: boolean; remarks: boolean; actualHours: boolean; aircraft: boolean };
}

/** The file's optional Positioning column: yes or no, as a spreadsheet says them. */
const POSITIONING: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  "1": true,
  x: true,
  positioning: true,
  no: false,
  n: false,
  false: false,
  "0": false,
  "": false,
};

/** Names compare ignoring case and surrounding spaces. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** Every row checked against the rules of the booking form; each problem named by row, field and value. */
export async function resolveRows(db: Tx, rows: CsvRow[]) {
  const [types, fleet, statuses] = await Promise.all([
    db.select().from(aircraftType),
    db.select().from(aircraft),
    db.select().from(bookingStatus),
  ]);
  const typeByTitle = new Map(types.map((t) => [nameKey(t.title), t]));
  const statusByText = new Map(statuses.map((s) => [nameKey(s.statusText), s]));
  const aircraftByRegistration = new Map(fleet.map((a) => [nameKey(a.registration), a]));
  const pending = statusByText.get(nameKey(DEFAULT_STATUS)) ?? statuses[0];
  const errors: string[] = [];
  const resolved: ImportRow[] = [];

  for (const [index, { row, values }] of rows.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const problems: string[] = [];
    // The same limits as a name typed into the form (product §3: at most 100 characters).
    const named = (label: string, value: string | undefined) => {
      const name = (value ?? "").trim();
      if (!name) problems.push(`${label} is required`);
      else if (name.length > MAX_NAME) problems.push(`${label} must be at most ${MAX_NAME} characters`);
      else if (name.includes("\0")) problems.push(`${label} cannot contain NUL characters`);
      return name;
    };
    const customerName = named("Customer", values.customer);
    const departure = named("Departure", values.departure);
    const destination = named("Destination", values.destination);

    const type = typeByTitle.get(nameKey(values.aircraftType ?? ""));
    if (!values.aircraftType) problems.push("Aircraft Type is required");
    else if (!type) {
      problems.push(
        `Aircraft Type '${values.aircraftType}' does not exist (known types: ${types.map((t) => t.title).join(", ")})`,
      );
    }
    const date = (label: string, text: string | undefined) => {
      if (!text) return null;
      const iso = readDate(text);
      if (!iso) problems.push(`${label} '${text}' is not a date (use YYYY-MM-DD, DD/MM/YY or DD/MM/YYYY)`);
      return iso;
    };
    const startDate = date("Start Date", values.startDate);
    if (!values.startDate) problems.push("Start Date is required");
    const endDate = date("End Date", values.endDate) ?? startDate;

    const status = values.status ? statusByText.get(nameKey(values.status)) : pending;
    if (!status) {
      problems.push(
        `Status '${values.status}' does not exist (known statuses: ${statuses.map((s) => s.statusText).join(", ")})`,
      );
    }
    const allocated = values.aircraft ? aircraftByRegistration.get(nameKey(values.aircraft)) : undefined;
    if (values.aircraft && !allocated) problems.push(`Aircraft '${values.aircraft}' does not exist`);
    else if (allocated && type && allocated.aircraftTypeId !== type.id) {
      problems.push(`Aircraft '${values.aircraft}' is not of type ${type.title}`);
    }

    // The form's own rules (date order, at most a year, hours, lengths), with its messages.
    if (startDate && endDate && type) {
      const checked = createBookingPayload.safeParse({
        customerId: 1,
        aircraftTypeId: type.id,
        bookingStatusId: status?.id ?? 1,
        departureId: 1,
        destinationId: 1,
        startDate,
        endDate,
        departureTime: values.departureTime ?? "",
        // A spreadsheet from a comma-decimal locale says "3,5" (docs/decisions/021).
        expectedHours: typedHoursForPayload(values.expectedHours ?? ""),
        remarks: values.remarks ?? "",
      });
      const flown = actualHours.safeParse(typedHoursForPayload(values.actualHours ?? ""));
      if (!flown.success) problems.push(`${flown.error.issues[0]!.message} ('${values.actualHours}')`);
      // The leg's own fields (docs/decisions/049): passengers as a count, positioning as yes or no.
      const passengersText = (values.passengers ?? "").trim();
      const leg = legPayload.shape.passengers.safeParse(
        passengersText === "" ? null : /^\d+$/.test(passengersText) ? Number(passengersText) : passengersText,
      );
      if (!leg.success) problems.push(`${leg.error.issues[0]!.message} ('${values.passengers}')`);
      const positioning = POSITIONING[(values.positioning ?? "").trim().toLowerCase()];
      if (positioning === undefined) problems.push(`Positioning must be Yes or No ('${values.positioning}')`);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0] ?? "");
          const value = field && field in values ? ` ('${values[field as keyof typeof values]}')` : "";
          problems.push(`${issue.message}${value}`);
        }
      } else if (problems.length === 0) {
        resolved.push({
          row,
          customer: customerName,
          departure,
          destination,
          aircraftType: type.title,
          aircraftTypeId: type.id,
          bookingStatusId: status!.id,
          allocatedAircraftId: allocated?.id ?? null,
          aircraft: allocated?.registration ?? null,
          status: status!.statusText,
          startDate,
          endDate,
          departureTime: checked.data.departureTime,
          expectedHours: checked.data.expectedHours,
          actualHours: flown.data ?? null,
          remarks: checked.data.remarks,
          trip: (values.trip ?? "").trim() || null,
          booking: 0,
          leg: null,
          passengers: leg.data ?? null,
          positioning: positioning ?? false,
          duplicate: false,
          matches: null,
          sameExceptTime: [],
          given: {
            status: Boolean(values.status?.trim()),
            remarks: Boolean(values.remarks?.trim()),
            actualHours: Boolean(values.actualHours?.trim()),
            aircraft: Boolean(values.aircraft?.trim()),
          },
        });
      }
    }
    for (const problem of problems) errors.push(`Row ${row}: ${problem}`);
  }
  return { resolved, errors };
}
