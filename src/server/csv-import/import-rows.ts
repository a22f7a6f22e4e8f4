import { getTableName, sql } from "drizzle-orm";
import { createBookingPayload } from "../../shared/bookings.ts";
import {
  CSV_CLASHES_LISTED,
  type CsvClash,
  type CsvImportResult,
  type CsvPreviewRow,
  count,
} from "../../shared/csv-import.ts";
import { addDays, eachDate } from "../../shared/dates.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import { DEFAULT_CUSTOMER_COLOR, MAX_NAME_LENGTH as MAX_NAME } from "../../shared/reference-data.ts";
import { typedHoursForPayload } from "../../shared/typed-hours.ts";
import type { Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import {
  aircraft,
  aircraftType,
  bookingStatus,
  bookings,
  customer,
  dailyDetails,
  location,
} from "../db/schema.ts";
import { readConflicts } from "../fleet/read-conflicts.ts";
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
async function resolveRows(db: Tx, rows: CsvRow[]) {
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
          matches: null,
          sameExceptTime: [],
        });
      }
    }
    for (const problem of problems) errors.push(`Row ${row}: ${problem}`);
  }
  return { resolved, errors };
}

/**
 * What makes a row the same booking as a stored one (docs/decisions/026): who, what, where from and
 * to, which dates, and the departure time. The time is compared last and apart (`sameTime`), so a
 * booking alike in all but the time can be shown beside the row.
 */
const identity = (b: {
  customer: string;
  aircraftType: string;
  departure: string;
  destination: string;
  startDate: string;
  endDate: string;
}) => [b.customer, b.aircraftType, b.departure, b.destination, b.startDate, b.endDate].map(key).join("|");

/** Times the schedule reads alike are alike (`0730`, `07:30`, `7.30`); other text ('TBC') only itself. */
function sameTime(a: string, b: string): boolean {
  const [left, right] = [departureMinutes(a), departureMinutes(b)];
  if (left !== null || right !== null) return left === right;
  return key(a) === key(b);
}

interface StoredFlight {
  bookingId: number;
  departureTime: string;
}

/** Stored bookings between the file's first and last dates, by identity; first day's time, oldest first. */
async function storedFlights(db: Tx, from: string, to: string): Promise<Map<string, StoredFlight[]>> {
  const rows = await rawRows<Parameters<typeof identity>[0] & StoredFlight>(
    db,
    sql`
    select b.id as "bookingId", d."departureTime" as "departureTime", c.name as customer,
           t.title as "aircraftType", dep.name as departure, dest.name as destination,
           b."startDate"::text as "startDate", b."endDate"::text as "endDate"
    from ${bookings} b
    join ${customer} c on c.id = b."customerId"
    join ${aircraftType} t on t.id = b."aircraftTypeId"
    join ${location} dep on dep.id = b."departureId"
    join ${dailyDetails} d on d."bookingId" = b.id and d.date = b."startDate"
    join ${location} dest on dest.id = d."destinationId"
    where b."startDate" <= ${to} and b."endDate" >= ${from}
    order by b.id`,
  );
  const byIdentity = new Map<string, StoredFlight[]>();
  for (const row of rows) {
    const id = identity(row);
    const list = byIdentity.get(id) ?? [];
    list.push({ bookingId: row.bookingId, departureTime: row.departureTime });
    byIdentity.set(id, list);
  }
  return byIdentity;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/** Names not yet stored, once each (compared ignoring case and surrounding spaces). */
function missing(names: string[], known: Map<string, number>): string[] {
  return [
    ...new Map(names.filter((name) => !known.has(key(name))).map((name) => [key(name), name])).values(),
  ];
}

/** Carries a dry run's answer out of the savepoint that undoes its writes. */
class DryRun extends Error {
  constructor(readonly result: CsvImportResult) {
    super("dry run rolled back");
  }
}

/**
 * Imports checked rows inside the caller's transaction (docs/decisions/014, 026): nothing is written
 * unless every row is valid. Missing customers and locations are created (product §5.9), as upserts so
 * an import creating the same name at once does not fail. A row matching a stored booking, departure
 * time included, is skipped and counted unless the person chose it in `importDuplicateRows`; rows of
 * one file are never duplicates of each other. A dry run makes the very same writes in a savepoint it
 * then rolls back, so its counts and the clashes it lists are the ones the import would make.
 */
export async function importRows(options: {
  tx: Tx;
  actor: Actor;
  rows: CsvRow[];
  dryRun?: boolean;
  importDuplicateRows?: number[];
}): Promise<CsvImportResult> {
  const { tx, actor, rows, dryRun = false } = options;
  const emptyStats = {
    totalRows: rows.length,
    createdBookings: 0,
    createdCustomers: 0,
    createdLocations: 0,
    skippedDuplicates: 0,
  };
  const { resolved, errors } = await resolveRows(tx, rows);
  if (errors.length > 0) {
    const rowsWithErrors = new Set(errors.map((e) => e.split(":")[0])).size;
    const message = `Nothing was imported: ${count(rowsWithErrors, "row")} ${rowsWithErrors === 1 ? "has" : "have"} errors`;
    return { success: false, message, stats: emptyStats, errors, error: message, dryRun };
  }
  const chosen = new Set(options.importDuplicateRows ?? []);

  const from = resolved.reduce((min, r) => (r.startDate < min ? r.startDate : min), resolved[0]!.startDate);
  const to = resolved.reduce((max, r) => (r.endDate > max ? r.endDate : max), resolved[0]!.endDate);
  const stored = await storedFlights(tx, from, to);
  const fresh: ImportRow[] = [];
  for (const row of resolved) {
    const alike = stored.get(identity(row)) ?? [];
    row.matches = alike.find((flight) => sameTime(flight.departureTime, row.departureTime)) ?? null;
    row.sameExceptTime = alike.filter((flight) => !sameTime(flight.departureTime, row.departureTime));
    row.duplicate = row.matches !== null && !chosen.has(row.row);
    if (!row.duplicate) fresh.push(row);
  }

  const write = async (db: Tx): Promise<CsvImportResult> => {
    const customers = new Map((await db.select().from(customer)).map((c) => [key(c.name), c.id]));
    const locations = new Map((await db.select().from(location)).map((l) => [key(l.name), l.id]));
    const newCustomers = missing(
      fresh.map((r) => r.customer),
      customers,
    );
    const newLocations = missing(
      fresh.flatMap((r) => [r.departure, r.destination]),
      locations,
    );
    let createdCustomers = 0;
    let createdLocations = 0;
    // An upsert (docs/decisions/026): a name another import or a person created meanwhile is used,
    // not refused; only the rows this import inserted count as created.
    for (const batch of chunks(newCustomers)) {
      const inserted = await db
        .insert(customer)
        .values(batch.map((name) => ({ name, color: DEFAULT_CUSTOMER_COLOR })))
        .onConflictDoNothing()
        .returning();
      createdCustomers += inserted.length;
    }
    for (const batch of chunks(newLocations)) {
      const inserted = await db
        .insert(location)
        .values(batch.map((name) => ({ name })))
        .onConflictDoNothing()
        .returning();
      createdLocations += inserted.length;
    }
    if (newCustomers.length) {
      for (const c of await db.select().from(customer)) customers.set(key(c.name), c.id);
    }
    if (newLocations.length) {
      for (const l of await db.select().from(location)) locations.set(key(l.name), l.id);
    }

    const rowOfBooking = new Map<number, number>();
    for (const batch of chunks(fresh)) {
      // Ids taken from the sequence first, so each booking's days know their booking whatever order
      // the rows are stored in; each batch goes as one JSON parameter (json_to_recordset), which is
      // far quicker than thousands of bind parameters and never near Postgres's limit of 65,535.
      const ids = (
        await rawRows<{ id: number }>(
          db,
          sql`select nextval(pg_get_serial_sequence(${getTableName(bookings)}, 'id'))::int as id from generate_series(1, ${batch.length})`,
        )
      ).map((row) => row.id);
      for (const [i, r] of batch.entries()) rowOfBooking.set(ids[i]!, r.row);
      const bookingRows = batch.map((r, i) => ({
        id: ids[i],
        customerId: customers.get(key(r.customer)),
        aircraftTypeId: r.aircraftTypeId,
        departureId: locations.get(key(r.departure)),
        startDate: r.startDate,
        endDate: r.endDate,
        allocatedAircraftId: r.allocatedAircraftId,
      }));
      await db.execute(sql`
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
        await db.execute(sql`
          insert into ${dailyDetails} ("bookingId", date, "destinationId", "departureTime", "expectedAircraftHours", remarks, "booking_status_ID")
          select * from json_to_recordset(${JSON.stringify(dayBatch)}::json) as r(
            "bookingId" int, date date, "destinationId" int, "departureTime" text, "expectedAircraftHours" numeric,
            remarks text, "bookingStatusId" int)`);
      }
    }
    const clashes = fresh.length ? await clashesOf(db, rowOfBooking, from, to) : [];

    const stats = {
      totalRows: rows.length,
      createdBookings: fresh.length,
      createdCustomers,
      createdLocations,
      skippedDuplicates: resolved.length - fresh.length,
    };
    const summary =
      `${count(fresh.length, "booking")} ${dryRun ? "to import" : "imported"}` +
      (stats.skippedDuplicates ? `, ${stats.skippedDuplicates} already there skipped` : "") +
      (createdCustomers ? `, ${count(createdCustomers, "new customer")}` : "") +
      (createdLocations ? `, ${count(createdLocations, "new location")}` : "") +
      (clashes.length ? `, ${count(clashes.length, "clash", "clashes")}` : "");
    const listed = { clashes: clashes.slice(0, CSV_CLASHES_LISTED), clashCount: clashes.length };
    if (dryRun) {
      const preview = resolved.map(
        ({ aircraftTypeId, bookingStatusId, allocatedAircraftId, ...shown }) => shown,
      );
      return { success: true, message: summary, stats, errors: [], dryRun, preview, ...listed };
    }
    // One record for the whole import (docs/decisions/016): its counts and the bookings it created.
    await recordHistory(db, actor, {
      entity: "import",
      entityId: null,
      label: summary,
      action: "imported",
      details: { ...stats, bookingIds: [...rowOfBooking.keys()] },
    });
    return { success: true, message: summary, stats, errors: [], ...listed };
  };

  if (!dryRun) return write(tx);
  try {
    await tx.transaction(async (savepoint) => {
      throw new DryRun(await write(savepoint));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
  throw new Error("a dry run's savepoint committed");
}

/**
 * The conflicts the new bookings take part in, read as the schedule reads them (src/server/fleet) in
 * the writing transaction; each names the file's rows in it and the stored bookings it meets.
 */
async function clashesOf(
  db: Tx,
  rowOfBooking: Map<number, number>,
  from: string,
  to: string,
): Promise<CsvClash[]> {
  // A window runs at most a day, so a flight on the last date can meet the next date's flights.
  const conflicts = await readConflicts({ db, from, to: addDays(to, 1) });
  return conflicts
    .filter((conflict) => conflict.bookingIds.some((id) => rowOfBooking.has(id)))
    .map((conflict) => ({
      kind: conflict.kind,
      date: conflict.date,
      registration: conflict.registration,
      aircraftType: conflict.aircraftTypeTitle,
      rows: [...new Set(conflict.bookingIds.flatMap((id) => rowOfBooking.get(id) ?? []))].sort(
        (a, b) => a - b,
      ),
      bookingIds: conflict.bookingIds.filter((id) => !rowOfBooking.has(id)),
      detail: conflict.detail,
    }));
}
