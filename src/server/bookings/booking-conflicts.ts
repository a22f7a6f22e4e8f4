import { sql } from "drizzle-orm";
import type { Booking } from "../../shared/bookings.ts";
import { addDays } from "../../shared/dates.ts";
import { type BookingWithConflicts, type Conflict, DEFAULT_TURNAROUND_MINUTES } from "../../shared/fleet.ts";
import { readCrewConflicts } from "../crew/crew-conflicts.ts";
import { crewOfBooking } from "../crew/crewed-legs.ts";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { notFound } from "../errors.ts";
import { compareConflicts, conflictsAmong } from "../fleet/read-conflicts.ts";
import { flightWindowsOf, readFlightWindows } from "../fleet/read-windows.ts";

/**
 * A booking as its writes answer it: read shape plus the conflicts it takes part in, read in the
 * writing transaction so they are the ones the change made. The window runs a day past the booking,
 * where a last flight running past midnight can clash. One statement reads both, each part a function
 * planned once per connection (migration 0063), so a write pays for running them, not for planning
 * them (docs/decisions/037).
 */
export async function readBookingWithConflicts(options: {
  db: Db | Tx;
  id: number;
}): Promise<BookingWithConflicts> {
  const [row] = await rawRows<{ booking: string; facts: string }>(
    options.db,
    sql`select booking_json(b.id) as booking, ${windowFacts} as facts
    from scheduler_bookings b where b.id = ${options.id}`,
  );
  if (!row) throw notFound(`Booking ${options.id} not found`);
  const booking = JSON.parse(row.booking) as Booking;
  return {
    ...booking,
    conflicts: await withCrewConflicts(options.db, booking, conflictsFromFacts(booking, row.facts)),
  };
}

/**
 * `conflicts` (the aircraft's) with the crew conflicts the booking takes part in (docs/decisions/055):
 * only its own crew's legs are read, and a booking without crew reads nothing.
 */
async function withCrewConflicts(db: Db | Tx, booking: Booking, conflicts: Conflict[]): Promise<Conflict[]> {
  const memberIds = crewOfBooking(booking);
  if (memberIds.length === 0) return conflicts;
  const { from, to } = conflictsWindow(booking);
  const crew = await readCrewConflicts({ db, from, to, memberIds, involved: new Set([booking.id]) });
  return [...conflicts, ...crew].sort(compareConflicts);
}

/** The facts of booking `b`'s neighbours' flight windows, over its dates and a day either side. */
const windowFacts = sql`flight_window_facts(b."startDate" - 1, b."endDate" + 1, b."aircraftTypeId",
  b."allocatedAircraftId", ${DEFAULT_TURNAROUND_MINUTES})`;

function conflictsFromFacts(booking: Booking, facts: string): Conflict[] {
  const { from, to } = conflictsWindow(booking);
  return conflictsAmong(flightWindowsOf(facts, addDays(from, -1)), from, to, new Set([booking.id]));
}

/**
 * Conflicts kept between inline edits, per database, by booking: each with the conflicts counter
 * (migration 0066) it was read at. An edit that cannot change any booking's conflicts (a day's remarks,
 * destination or actual hours) answers them from here while the counter stands still.
 */
type KeptConflicts = Map<number, { version: number; conflicts: Conflict[] }>;
const keptConflicts = new WeakMap<Db, KeptConflicts>();
const KEPT_AT_MOST = 2_000;

/** The conflicts kept for `db`'s bookings, by booking id. */
function keptFor(db: Db): KeptConflicts {
  let kept = keptConflicts.get(db);
  if (!kept) {
    kept = new Map();
    keptConflicts.set(db, kept);
  }
  return kept;
}
const CONFLICTS_VERSION = sql`(select conflicts_version from data_version)::float8`;

/**
 * `readBookingWithConflicts` for a write that moved nothing a booking's conflicts are read from
 * (docs/decisions/037, "Conflicts kept"): the booking is read, and its conflicts come from memory when
 * they were read at the conflicts counter the database has now; otherwise they are read with the
 * counter, in one statement, and kept under it. `db` names the database whose conflicts are kept; the
 * reads run in the writing transaction `tx`.
 */
export async function readBookingWithKeptConflicts(options: {
  db: Db;
  tx: Tx;
  id: number;
}): Promise<BookingWithConflicts> {
  const { db, tx, id } = options;
  const [row] = await rawRows<{ booking: string | null; version: number }>(
    tx,
    sql`select booking_json(${id}) as booking, ${CONFLICTS_VERSION} as version`,
  );
  if (!row?.booking) throw notFound(`Booking ${id} not found`);
  const booking = JSON.parse(row.booking) as Booking;
  const kept = keptFor(db);
  const hit = kept.get(id);
  if (hit?.version === Number(row.version)) return { ...booking, conflicts: hit.conflicts };
  const [read] = await rawRows<{ facts: string; version: number }>(
    tx,
    sql`select ${windowFacts} as facts, ${CONFLICTS_VERSION} as version
    from scheduler_bookings b where b.id = ${id}`,
  );
  const conflicts = await withCrewConflicts(tx, booking, conflictsFromFacts(booking, read!.facts));
  kept.delete(id);
  kept.set(id, { version: Number(read!.version), conflicts });
  if (kept.size > KEPT_AT_MOST) kept.delete(kept.keys().next().value!);
  return { ...booking, conflicts };
}

/**
 * `booking` (already read in the writing transaction) with the conflicts it takes part in. Only the
 * flights that can share one with it are read: its type's (capacity) and its aircraft's (clashes), so a
 * write on a crowded day of another aircraft or type costs nothing more (docs/decisions/024).
 */
export async function withConflicts(db: Db | Tx, booking: Booking): Promise<BookingWithConflicts> {
  const { from, to } = conflictsWindow(booking);
  const windows = await readFlightWindows({
    db,
    from,
    to,
    only: { typeId: booking.aircraftTypeId, aircraftId: booking.allocatedAircraftId },
  });
  return {
    ...booking,
    conflicts: await withCrewConflicts(db, booking, conflictsAmong(windows, from, to, new Set([booking.id]))),
  };
}

/** The dates a booking's conflicts can fall on: its own, and the next (a last flight past midnight). */
function conflictsWindow(booking: Booking) {
  return { from: booking.startDate, to: addDays(booking.endDate, 1) };
}
