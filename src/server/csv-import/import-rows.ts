import { getTableName, sql } from "drizzle-orm";
import { createBookingPayload } from "../../shared/bookings.ts";
import { type CsvImportResult, type CsvPreviewRow, count } from "../../shared/csv-import.ts";
import { eachDate } from "../../shared/dates.ts";
import { DEFAULT_CUSTOMER_COLOR, MAX_NAME_LENGTH as MAX_NAME } from "../../shared/reference-data.ts";
import { typedHoursForPayload } from "../../shared/typed-hours.ts";
import type { Db, Tx } from "../db/connection.ts";
import {
  aircraft,
  aircraftType,
  bookingStatus,
  bookings,
  customer,
  dailyDetails,
  location,
} from "../db/schema.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { type CsvRow, readDate } from "./parse-csv.ts";

/** Rows per INSERT statement; each batch travels as one JSON parameter, so only memory bounds it. */
const BATCH = 20_000;
const DEFAULT_STATUS = "Pending";

/** A row resolved to what it will write; names stand in for customers and locations not yet created. */
interface ImportRow extends CsvPreviewRow {
  aircraftTypeId: number;
  bookingStatusId: number;
  allocatedAircraftId: number | null;
}

const key = (name: string) => name.trim().toLowerCase();

/** Every row checked against the rules of the booking form; each problem named by row, field and value. */
async function resolveRows(db: Db, rows: CsvRow[]) {
  const [types, fleet, statuses] = await Promise.all([
    db.select().from(aircraftType),
    db.select().from(aircraft),
    db.select().from(bookingStatus),
  ]);
  const typeByTitle = new Map(types.map((t) => [key(t.title), t]));
  const statusByText = new Map(statuses.map((s) => [key(s.statusText), s]));
  const aircraftByRegistration = new Map(fleet.map((a) => [key(a.registration), a]));
  const pending = statusByText.get(key(DEFAULT_STATUS)) ?? statuses[0];
  const errors: string[] = [];
  const resolved: ImportRow[] = [];

  for (const { row, values } of rows) {
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

    const type = typeByTitle.get(key(values.aircraftType ?? ""));
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

    const status = values.status ? statusByText.get(key(values.status)) : pending;
    if (!status) {
      problems.push(
        `Status '${values.status}' does not exist (known statuses: ${statuses.map((s) => s.statusText).join(", ")})`,
      );
    }
    const allocated = values.aircraft ? aircraftByRegistration.get(key(values.aircraft)) : undefined;
    if (values.aircraft && !allocated) problems.push(`Aircraft '${values.aircraft}' does not exist`);
    else if (allocated && type && allocated.aircraftTypeId !== type.id) {
      problems.push(`Aircraft '${values.aircraft}' is not a ${type.title}`);
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
          startDate,
          endDate,
          departureTime: checked.data.departureTime,
          expectedHours: checked.data.expectedHours,
          remarks: checked.data.remarks,
          duplicate: false,
        });
      }
    }
    for (const problem of problems) errors.push(`Row ${row}: ${problem}`);
  }
  return { resolved, errors };
}

/** What makes two bookings the same for a re-upload (issue 9): who, what, where from and to, when. */
const identity = (b: {
  customer: string;
  aircraftType: string;
  departure: string;
  destination: string;
  startDate: string;
  endDate: string;
}) => [b.customer, b.aircraftType, b.departure, b.destination, b.startDate, b.endDate].map(key).join("|");

/** Identities of the bookings already stored between the file's first and last dates. */
async function existingIdentities(db: Db | Tx, from: string, to: string): Promise<Set<string>> {
  const result = (await db.execute(sql`
    select c.name as customer, t.title as "aircraftType", dep.name as departure, dest.name as destination,
           b."startDate" as "startDate", b."endDate" as "endDate"
    from ${bookings} b
    join ${customer} c on c.id = b."customerId"
    join ${aircraftType} t on t.id = b."aircraftTypeId"
    join ${location} dep on dep.id = b."departureId"
    join ${dailyDetails} d on d."bookingId" = b.id and d.date = b."startDate"
    join ${location} dest on dest.id = d."destinationId"
    where b."startDate" <= ${to} and b."endDate" >= ${from}`)) as unknown as {
    rows: Parameters<typeof identity>[0][];
  };
  return new Set(
    result.rows.map((row) =>
      identity({ ...row, startDate: String(row.startDate), endDate: String(row.endDate) }),
    ),
  );
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * Imports checked rows in one transaction: nothing is written unless every row is valid. Missing
 * customers and locations are created (product §8); rows already stored (a re-upload) or repeated in
 * the file are skipped and counted. `dryRun` answers the same counts and a preview, writing nothing.
 */
export async function importRows(options: {
  db: Db;
  actor: Actor;
  rows: CsvRow[];
  dryRun?: boolean;
}): Promise<CsvImportResult> {
  const { db, actor, rows, dryRun = false } = options;
  const emptyStats = {
    totalRows: rows.length,
    createdBookings: 0,
    createdCustomers: 0,
    createdLocations: 0,
    skippedDuplicates: 0,
  };
  const { resolved, errors } = await resolveRows(db, rows);
  if (errors.length > 0) {
    const rowsWithErrors = new Set(errors.map((e) => e.split(":")[0])).size;
    const message = `Nothing was imported: ${count(rowsWithErrors, "row")} ${rowsWithErrors === 1 ? "has" : "have"} errors`;
    return { success: false, message, stats: emptyStats, errors, error: message, dryRun };
  }

  return db.transaction(async (tx) => {
    const from = resolved.reduce((min, r) => (r.startDate < min ? r.startDate : min), resolved[0]!.startDate);
    const to = resolved.reduce((max, r) => (r.endDate > max ? r.endDate : max), resolved[0]!.endDate);
    const seen = await existingIdentities(tx, from, to);
    const fresh: ImportRow[] = [];
    for (const row of resolved) {
      const id = identity(row);
      row.duplicate = seen.has(id);
      if (!row.duplicate) fresh.push(row);
      seen.add(id);
    }

    const customers = new Map((await tx.select().from(customer)).map((c) => [key(c.name), c.id]));
    const locations = new Map((await tx.select().from(location)).map((l) => [key(l.name), l.id]));
    const newCustomers = [
      ...new Map(
        fresh.filter((r) => !customers.has(key(r.customer))).map((r) => [key(r.customer), r.customer]),
      ).values(),
    ];
    const newLocations = [
      ...new Map(
        fresh
          .flatMap((r) => [r.departure, r.destination])
          .filter((name) => !locations.has(key(name)))
          .map((name) => [key(name), name]),
      ).values(),
    ];
    const stats = {
      totalRows: rows.length,
      createdBookings: fresh.length,
      createdCustomers: newCustomers.length,
      createdLocations: newLocations.length,
      skippedDuplicates: resolved.length - fresh.length,
    };
    const summary =
      `${count(fresh.length, "booking")} ${dryRun ? "to import" : "imported"}` +
      (stats.skippedDuplicates ? `, ${stats.skippedDuplicates} already there skipped` : "") +
      (newCustomers.length ? `, ${count(newCustomers.length, "new customer")}` : "") +
      (newLocations.length ? `, ${count(newLocations.length, "new location")}` : "");
    if (dryRun) {
      const preview = resolved.map(
        ({ aircraftTypeId, bookingStatusId, allocatedAircraftId, ...shown }) => shown,
      );
      return { success: true, message: summary, stats, errors: [], dryRun, preview };
    }

    for (const batch of chunks(newCustomers)) {
      for (const c of await tx
        .insert(customer)
        .values(batch.map((name) => ({ name, color: DEFAULT_CUSTOMER_COLOR })))
        .returning()) {
        customers.set(key(c.name), c.id);
      }
    }
    for (const batch of chunks(newLocations)) {
      for (const l of await tx
        .insert(location)
        .values(batch.map((name) => ({ name })))
        .returning()) {
        locations.set(key(l.name), l.id);
      }
    }
    const bookingIds: number[] = [];
    for (const batch of chunks(fresh)) {
      // Ids taken from the sequence first, so each booking's days know their booking whatever order
      // the rows are stored in; each batch goes as one JSON parameter (json_to_recordset), which is
      // far quicker than thousands of bind parameters and never near Postgres's limit of 65,535.
      const ids = (
        (await tx.execute(
          sql`select nextval(pg_get_serial_sequence(${getTableName(bookings)}, 'id'))::int as id from generate_series(1, ${batch.length})`,
        )) as unknown as { rows: { id: number }[] }
      ).rows.map((row) => row.id);
      bookingIds.push(...ids);
      const bookingRows = batch.map((r, i) => ({
        id: ids[i],
        customerId: customers.get(key(r.customer)),
        aircraftTypeId: r.aircraftTypeId,
        departureId: locations.get(key(r.departure)),
        startDate: r.startDate,
        endDate: r.endDate,
        allocatedAircraftId: r.allocatedAircraftId,
      }));
      await tx.execute(sql`
        insert into ${bookings} (id, "customerId", "aircraftTypeId", "departureId", "startDate", "endDate", "allocatedAircraftId")
        select * from json_to_recordset(${JSON.stringify(bookingRows)}::json) as r(
          id int, "customerId" int, "aircraftTypeId" int, "departureId" int, "startDate" date, "endDate" date,
          "allocatedAircraftId" int)`);
      const days = batch.flatMap((r, i) =>
        eachDate(r.startDate, r.endDate).map((date) => ({
          bookingId: ids[i],
          date,
          destinationId: locations.get(key(r.destination)),
          departureTime: r.departureTime,
          expectedAircraftHours: r.expectedHours,
          remarks: r.remarks,
          bookingStatusId: r.bookingStatusId,
        })),
      );
      for (const dayBatch of chunks(days)) {
        await tx.execute(sql`
          insert into ${dailyDetails} ("bookingId", date, "destinationId", "departureTime", "expectedAircraftHours", remarks, "booking_status_ID")
          select * from json_to_recordset(${JSON.stringify(dayBatch)}::json) as r(
            "bookingId" int, date date, "destinationId" int, "departureTime" text, "expectedAircraftHours" numeric,
            remarks text, "bookingStatusId" int)`);
      }
    }
    // One record for the whole import (issue 12): its counts and the bookings it created.
    await recordHistory(tx, actor, {
      entity: "import",
      entityId: null,
      label: summary,
      action: "imported",
      details: { ...stats, bookingIds },
    });
    return { success: true, message: summary, stats, errors: [] };
  });
}
