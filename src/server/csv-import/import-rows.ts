import { setImmediate as nextTurn } from "node:timers/promises";
import { getTableName, sql } from "drizzle-orm";
import { CSV_CLASHES_LISTED, type CsvClash, type CsvImportResult, count } from "../../shared/csv-import.ts";
import { addDays } from "../../shared/dates.ts";
import type { Conflict } from "../../shared/fleet.ts";
import { DEFAULT_CUSTOMER_COLOR } from "../../shared/reference-data.ts";
import type { Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { bookings, customer, dailyDetails, location } from "../db/schema.ts";
import { readConflicts } from "../fleet/read-conflicts.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { addedPastDue, itemsPastDue } from "../maintenance/past-due.ts";
import { groupBookings, type ImportBooking } from "./group-trips.ts";
import type { CsvRow } from "./parse-csv.ts";
import { type ImportRow, nameKey, ROWS_PER_TURN, resolveRows } from "./resolve-rows.ts";
import { identity, sameTime, storedFlights } from "./stored-flights.ts";

/**
 * Rows per INSERT statement, each batch one JSON parameter. PGlite runs a statement on the server's own
 * thread, so a batch is also how long other requests wait (docs/decisions/036).
 */
export const IMPORT_BATCH = 2_000;
/** Dates of conflicts read at once after an import. */
const CLASH_READ_DAYS = 31;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IMPORT_BATCH) out.push(items.slice(i, i + IMPORT_BATCH));
  return out;
}

/** Names not yet stored, once each (compared ignoring case and surrounding spaces). */
function missing(names: string[], known: Map<string, number>): string[] {
  return [
    ...new Map(
      names.filter((name) => !known.has(nameKey(name))).map((name) => [nameKey(name), name]),
    ).values(),
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
  /** The operator's date, for maintenance due (docs/decisions/051). */
  today: string;
}): Promise<CsvImportResult> {
  const { tx, actor, rows, dryRun = false, today } = options;
  const emptyStats = {
    totalRows: rows.length,
    createdBookings: 0,
    createdCustomers: 0,
    createdLocations: 0,
    skippedDuplicates: 0,
  };
  const checked = await resolveRows(tx, rows);
  const { resolved } = checked;
  // A file's trips (docs/decisions/049): rows sharing one and a date are that day's legs.
  const { bookings: planned, errors: tripErrors } =
    checked.errors.length > 0 ? { bookings: [], errors: [] } : groupBookings(resolved);
  const errors = [...checked.errors, ...tripErrors];
  if (errors.length > 0) {
    const rowsWithErrors = new Set(errors.map((e) => e.split(":")[0])).size;
    const message = `Nothing was imported: ${count(rowsWithErrors, "row")} ${rowsWithErrors === 1 ? "has" : "have"} errors`;
    return { success: false, message, stats: emptyStats, errors, error: message, dryRun };
  }
  const chosen = new Set(options.importDuplicateRows ?? []);

  const from = resolved.reduce((min, r) => (r.startDate < min ? r.startDate : min), resolved[0]!.startDate);
  const to = resolved.reduce((max, r) => (r.endDate > max ? r.endDate : max), resolved[0]!.endDate);
  // A booking (a row, or a trip's days) is the same as a stored one by its first day: its first leg's
  // time and "from", its last leg's "to". Each of its rows is marked alike, and choosing any imports it.
  const stored = await storedFlights(tx, planned);
  const fresh: ImportBooking[] = [];
  for (const [index, booking] of planned.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
    const alike = stored.get(identity(booking)) ?? [];
    const matches = alike.find((flight) => sameTime(flight.departureTime, booking.departureTime)) ?? null;
    const sameExceptTime = alike.filter((flight) => !sameTime(flight.departureTime, booking.departureTime));
    const duplicate = matches !== null && !booking.rows.some((row) => chosen.has(row.row));
    for (const row of booking.rows) Object.assign(row, { matches, sameExceptTime, duplicate });
    if (!duplicate) fresh.push(booking);
  }

  const write = async (db: Tx): Promise<CsvImportResult> => {
    const customers = new Map((await db.select().from(customer)).map((c) => [nameKey(c.name), c.id]));
    const locations = new Map((await db.select().from(location)).map((l) => [nameKey(l.name), l.id]));
    const newCustomers = missing(
      fresh.map((r) => r.customer),
      customers,
    );
    const newLocations = missing(
      fresh.flatMap((b) =>
        b.days
          ? b.days.flatMap((day) => day.legs.flatMap((leg) => [leg.from, leg.to]))
          : [b.departure, b.destination],
      ),
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
      for (const c of await db.select().from(customer)) customers.set(nameKey(c.name), c.id);
    }
    if (newLocations.length) {
      for (const l of await db.select().from(location)) locations.set(nameKey(l.name), l.id);
    }

    // The maintenance items of the aircraft the file flies, as they stand before it (docs/decisions/051).
    const flown = [
      ...new Set(fresh.flatMap((b) => (b.allocatedAircraftId === null ? [] : [b.allocatedAircraftId]))),
    ];
    const pastDueBefore = await itemsPastDue(db, today, flown);

    const rowsOfBooking = new Map<number, ImportRow[]>();
    // Ids taken from the sequence first, in one statement, so each booking's days know their booking.
    const ids =
      fresh.length === 0
        ? []
        : (
            await rawRows<{ ids: number[] }>(
              db,
              sql`select json_agg(nextval(pg_get_serial_sequence(${getTableName(bookings)}, 'id'))) as ids from generate_series(1, ${fresh.length})`,
            )
          )[0]!.ids;
    for (const [i, b] of fresh.entries()) rowsOfBooking.set(ids[i]!, b.rows);
    // The days' trigger leaves these bookings' version alone (migration 0062): they are created here.
    await db.execute(sql`select set_config('scheduler.days_of_new_bookings', 'on', true)`);
    const place = (name: string) => locations.get(nameKey(name));
    const records = fresh.flatMap((b, i) =>
      dayRecords(b, ids[i]!, customers.get(nameKey(b.customer)), place),
    );
    for (let first = 0; first < records.length; first += IMPORT_BATCH) {
      await nextTurn();
      const batch = records.slice(first, first + IMPORT_BATCH);
      // A batch's bookings and all their days in one statement from one JSON parameter, a row's days made
      // by generate_series: no row of the file is sent twice nor a day built in JavaScript. A record
      // with the booking's fields creates it (a row's, or a trip's first day's).
      await db.execute(sql`
        with r as materialized (
          select * from json_to_recordset(${JSON.stringify(batch)}::json) as r(
            id int, "customerId" int, "aircraftTypeId" int, "departureId" int, "startDate" date, "endDate" date,
            "bookingEnd" date, "allocatedAircraftId" int, "destinationId" int, "departureTime" text,
            "expectedHours" numeric, "actualHours" numeric, remarks text, "bookingStatusId" int, passengers int,
            positioning boolean, legs jsonb)
        ), created as (
          insert into ${bookings} (id, "customerId", "aircraftTypeId", "departureId", "startDate", "endDate", "allocatedAircraftId")
          select id, "customerId", "aircraftTypeId", "departureId", "startDate", coalesce("bookingEnd", "endDate"), "allocatedAircraftId"
          from r where "customerId" is not null
        )
        insert into ${dailyDetails} ("bookingId", date, "destinationId", "departureTime", "expectedAircraftHours", "actualHours", remarks, "booking_status_ID", legs)
        select r.id, day::date, r."destinationId", r."departureTime", r."expectedHours", r."actualHours", r.remarks, r."bookingStatusId",
          -- Each leg names its departure: the booking this statement inserts is not seen by the day's
          -- trigger yet (migration 0071). A row's day is its one leg; a trip's day brings its legs.
          coalesce(r.legs, jsonb_build_array(jsonb_build_object('departureTime', r."departureTime", 'fromId', r."departureId",
            'toId', r."destinationId", 'expectedHours', r."expectedHours", 'passengers', r.passengers,
            'positioning', coalesce(r.positioning, false))))
        from r cross join generate_series(r."startDate", r."endDate", interval '1 day') as day`);
    }
    await db.execute(sql`select set_config('scheduler.days_of_new_bookings', 'off', true)`);
    const clashes = [
      ...(await pastDueOf(db, fresh, pastDueBefore, await itemsPastDue(db, today, flown))),
      ...(fresh.length ? await clashesOf(db, rowsOfBooking, from, to) : []),
    ];

    const stats = {
      totalRows: rows.length,
      createdBookings: fresh.length,
      createdCustomers,
      createdLocations,
      skippedDuplicates: planned.length - fresh.length,
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
        ({ aircraftTypeId, bookingStatusId, allocatedAircraftId, given, ...shown }) => shown,
      );
      return { success: true, message: summary, stats, errors: [], dryRun, preview, ...listed };
    }
    // One record for the whole import (docs/decisions/016): its counts and the bookings it created.
    await recordHistory(db, actor, {
      entity: "import",
      entityId: null,
      label: summary,
      action: "imported",
      details: { ...stats, bookingIds: [...rowsOfBooking.keys()] },
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
 * The maintenance items the import takes an aircraft past (docs/decisions/051), listed first among the
 * clashes, as the 'Save anyway' question names them: each with the file's rows flying that aircraft on
 * or after the date it is passed.
 */
async function pastDueOf(
  db: Tx,
  fresh: ImportBooking[],
  before: Awaited<ReturnType<typeof itemsPastDue>>,
  after: Awaited<ReturnType<typeof itemsPastDue>>,
): Promise<CsvClash[]> {
  return (await addedPastDue(db, before, after, null)).map((item) => ({
    kind: "maintenance" as const,
    date: item.date,
    registration: item.registration,
    aircraftType: item.aircraftTypeTitle,
    rows: fresh
      .filter((b) => b.allocatedAircraftId === item.aircraftId && b.endDate >= item.date)
      .flatMap((b) => b.rows.map((row) => row.row))
      .sort((a, b) => a - b),
    bookingIds: [],
    detail: `${item.summary}: ${item.detail}`,
  }));
}

/**
 * The conflicts the new bookings take part in, read as the schedule reads them (src/server/fleet) in
 * the writing transaction; each names the file's rows in it and the stored bookings it meets.
 */
async function clashesOf(
  db: Tx,
  rowsOfBooking: Map<number, ImportRow[]>,
  from: string,
  to: string,
): Promise<CsvClash[]> {
  // A window runs at most a day, so a flight on the last date can meet the next date's flights. Read
  // a month at a time, with a turn of the event loop between: the months' answers, in order, are the
  // whole range's.
  const conflicts: Conflict[] = [];
  // Only the new bookings' conflicts are built: at ten years, building the stored bookings' own clashes
  // to throw them away was most of an import's time (docs/decisions/040).
  const involving = new Set(rowsOfBooking.keys());
  const last = addDays(to, 1);
  for (let start = from; start <= last; start = addDays(start, CLASH_READ_DAYS)) {
    await nextTurn();
    const end = addDays(start, CLASH_READ_DAYS - 1);
    conflicts.push(...(await readConflicts({ db, from: start, to: end < last ? end : last, involving })));
  }
  return conflicts.map((conflict) => ({
    kind: conflict.kind,
    date: conflict.date,
    registration: conflict.registration,
    aircraftType: conflict.aircraftTypeTitle,
    // The rows of the file on the clash's date: a trip's day's legs, or the row whose days it is among.
    rows: [
      ...new Set(
        conflict.bookingIds.flatMap((id) =>
          (rowsOfBooking.get(id) ?? [])
            .filter((row) => row.startDate <= conflict.date && row.endDate >= conflict.date)
            .map((row) => row.row),
        ),
      ),
    ].sort((a, b) => a - b),
    bookingIds: conflict.bookingIds.filter((id) => !rowsOfBooking.has(id)),
    detail: conflict.detail,
  }));
}

/**
 * What one booking writes, one JSON record per run of alike days: a row of its own is one record, its
 * days made alike by the statement; a trip's day is a record of its own with its legs. The first record
 * carries the booking's fields, and creates it.
 */
function dayRecords(
  booking: ImportBooking,
  id: number,
  customerId: number | undefined,
  place: (name: string) => number | undefined,
): object[] {
  const created = {
    customerId,
    aircraftTypeId: booking.aircraftTypeId,
    departureId: place(booking.departure),
    allocatedAircraftId: booking.allocatedAircraftId,
  };
  if (!booking.days) {
    const [row] = booking.rows;
    return [
      {
        id,
        ...created,
        startDate: row!.startDate,
        endDate: row!.endDate,
        destinationId: place(row!.destination),
        departureTime: row!.departureTime,
        expectedHours: row!.expectedHours,
        actualHours: row!.actualHours,
        remarks: row!.remarks,
        bookingStatusId: row!.bookingStatusId,
        // Sent only when given: a file without these columns sends what it sent before legs.
        ...(row!.passengers === null ? {} : { passengers: row!.passengers }),
        ...(row!.positioning ? { positioning: true } : {}),
      },
    ];
  }
  return booking.days.map((day, index) => {
    const legs = day.legs.map((leg) => ({
      departureTime: leg.departureTime,
      fromId: place(leg.from),
      toId: place(leg.to),
      expectedHours: leg.expectedHours,
      passengers: leg.passengers,
      positioning: leg.positioning,
    }));
    return {
      id,
      ...(index === 0 ? { ...created, bookingEnd: booking.endDate } : {}),
      startDate: day.date,
      endDate: day.date,
      // The day's trigger sets these from its legs; they are sent as they will be.
      destinationId: legs.at(-1)!.toId,
      departureTime: legs[0]!.departureTime,
      expectedHours:
        day.legs.reduce((sum, leg) => sum + Math.round(Number(leg.expectedHours) * 100), 0) / 100,
      actualHours: day.actualHours,
      remarks: day.remarks,
      bookingStatusId: day.bookingStatusId,
      legs,
    };
  });
}
