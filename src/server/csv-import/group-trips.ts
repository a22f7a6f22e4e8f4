import { MAX_BOOKING_DAYS } from "../../shared/booking-rules.ts";
import { addDays, eachDate } from "../../shared/dates.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import { MAX_LEGS } from "../../shared/legs.ts";
import { type ImportRow, nameKey } from "./resolve-rows.ts";

/** A leg a row of a trip gives its day (docs/decisions/049); places by name, created if missing. */
export interface ImportLeg {
  departureTime: string;
  from: string;
  to: string;
  expectedHours: string;
  passengers: number | null;
  positioning: boolean;
}

/** A day of a trip: its own fields, given once by its rows, and its legs in order. */
export interface ImportDay {
  date: string;
  bookingStatusId: number;
  remarks: string;
  actualHours: string | null;
  legs: ImportLeg[];
}

/** A booking the import creates: a row of its own, or a trip's run of consecutive days. */
export interface ImportBooking {
  /** The file's rows in it, in the file's order. */
  rows: ImportRow[];
  customer: string;
  aircraftType: string;
  aircraftTypeId: number;
  allocatedAircraftId: number | null;
  /** Its first day's first leg's "from", which is the booking's departure. */
  departure: string;
  /** Its first day's last leg's "to", and its first day's first time: what a stored booking is compared by. */
  destination: string;
  departureTime: string;
  startDate: string;
  endDate: string;
  /** A trip's days, each with its legs; null for a row of its own, every day of which is alike. */
  days: ImportDay[] | null;
}

/**
 * The rows' bookings (docs/decisions/049). A row without a trip is a booking of its own, as before trips.
 * Rows sharing a trip (compared ignoring case) and a date are that day's legs, in departure-time order
 * (in the file's order when one of them has no time); a row with an End Date is its leg on each of its
 * days. A trip's consecutive days are one booking; a date with none of its rows ends it, and its next
 * rows start another. A trip's rows name one customer, type and aircraft, and a day's rows one status,
 * remarks and flown hours: each given on one row or repeated alike (a blank gives nothing); rows that
 * disagree are refused by row, as any other mistake in the file.
 */
export function groupBookings(rows: ImportRow[]): { bookings: ImportBooking[]; errors: string[] } {
  const errors: string[] = [];
  const bookings: ImportBooking[] = [];
  const trips = new Map<string, ImportRow[]>();
  for (const row of rows) {
    if (row.trip === null) bookings.push(ownBooking(row));
    else {
      const key = nameKey(row.trip);
      trips.set(key, [...(trips.get(key) ?? []), row]);
    }
  }
  for (const tripRows of trips.values()) bookings.push(...tripBookings(tripRows, errors));
  bookings.sort((a, b) => a.rows[0]!.row - b.rows[0]!.row);
  for (const [index, booking] of bookings.entries()) {
    for (const row of booking.rows) row.booking = index + 1;
  }
  return { bookings, errors };
}

function ownBooking(row: ImportRow): ImportBooking {
  return {
    rows: [row],
    customer: row.customer,
    aircraftType: row.aircraftType,
    aircraftTypeId: row.aircraftTypeId,
    allocatedAircraftId: row.allocatedAircraftId,
    departure: row.departure,
    destination: row.destination,
    departureTime: row.departureTime,
    startDate: row.startDate,
    endDate: row.endDate,
    days: null,
  };
}

/**
 * The one value the rows give of a field (each blank row gives none), or the first row's when none
 * does; rows that give another are refused, each naming the row it disagrees with.
 */
function agreed<T>(
  rows: ImportRow[],
  given: (row: ImportRow) => boolean,
  value: (row: ImportRow) => T,
  same: (a: T, b: T) => boolean,
  refusal: (row: ImportRow, first: ImportRow) => string,
  errors: string[],
): T {
  const giving = rows.filter(given);
  const first = giving[0];
  if (!first) return value(rows[0]!);
  for (const row of giving.slice(1)) {
    if (!same(value(row), value(first))) errors.push(`Row ${row.row}: ${refusal(row, first)}`);
  }
  return value(first);
}

const equal = <T>(a: T, b: T) => a === b;

function tripBookings(rows: ImportRow[], errors: string[]): ImportBooking[] {
  const first = rows[0]!;
  const trip = `Trip '${first.trip}'`;
  // What the whole trip names once: its customer, type and aircraft.
  agreed(
    rows,
    () => true,
    (row) => nameKey(row.customer),
    equal,
    (row, one) =>
      `${trip} is for ${one.customer} on row ${one.row}, not ${row.customer}: a trip is one customer's`,
    errors,
  );
  agreed(
    rows,
    () => true,
    (row) => row.aircraftTypeId,
    equal,
    (row, one) =>
      `${trip} is flown by an ${one.aircraftType} on row ${one.row}, not an ${row.aircraftType}: a trip is one aircraft type's`,
    errors,
  );
  const allocated = agreed(
    rows,
    (row) => row.given.aircraft,
    (row) => row.allocatedAircraftId,
    equal,
    (row, one) =>
      `${trip} names ${one.aircraft} on row ${one.row}, not ${row.aircraft}: a trip is one aircraft's`,
    errors,
  );

  const byDate = new Map<string, ImportRow[]>();
  for (const row of rows) {
    for (const date of eachDate(row.startDate, row.endDate))
      byDate.set(date, [...(byDate.get(date) ?? []), row]);
  }
  const dates = [...byDate.keys()].sort();
  const runs: string[][] = [];
  for (const date of dates) {
    const run = runs.at(-1);
    if (run && addDays(run.at(-1)!, 1) === date) run.push(date);
    else runs.push([date]);
  }

  return runs.map((run) => {
    const days = run.map((date) => tripDay(trip, date, byDate.get(date)!, errors));
    const inRun = rows.filter((row) => row.startDate <= run.at(-1)! && row.endDate >= run[0]!);
    if (run.length > MAX_BOOKING_DAYS) {
      errors.push(
        `Row ${inRun[0]!.row}: ${trip} flies ${run.length} days in a row; a booking spans at most ${MAX_BOOKING_DAYS} days, so give the trip another name part way`,
      );
    }
    const [firstDay] = days;
    const [out] = firstDay!.legs;
    return {
      rows: inRun,
      customer: first.customer,
      aircraftType: first.aircraftType,
      aircraftTypeId: first.aircraftTypeId,
      allocatedAircraftId: allocated,
      departure: out!.from,
      destination: firstDay!.legs.at(-1)!.to,
      departureTime: out!.departureTime,
      startDate: run[0]!,
      endDate: run.at(-1)!,
      days,
    };
  });
}

/** A trip's day from its rows: its legs in departure-time order, and the day's fields given once. */
function tripDay(trip: string, date: string, rows: ImportRow[], errors: string[]): ImportDay {
  const on = `${trip} on ${date}`;
  const timed = rows.every((row) => departureMinutes(row.departureTime) !== null);
  // A stable sort: legs at the same time keep the file's order.
  const legs = timed
    ? [...rows].sort((a, b) => departureMinutes(a.departureTime)! - departureMinutes(b.departureTime)!)
    : rows;
  if (legs.length > MAX_LEGS) {
    errors.push(
      `Row ${legs[MAX_LEGS]!.row}: ${on} has ${legs.length} rows; a day can have at most ${MAX_LEGS} legs`,
    );
  }
  for (const [index, row] of legs.entries()) {
    // A row over several days is named by its place on its first.
    if (row.startDate === date) row.leg = legs.length > 1 ? `${index + 1} of ${legs.length}` : null;
  }
  const bookingStatusId = agreed(
    rows,
    (row) => row.given.status,
    (row) => row.bookingStatusId,
    equal,
    (row, one) => `${on} is ${one.status} on row ${one.row}, not ${row.status}: a day has one status`,
    errors,
  );
  const remarks = agreed(
    rows,
    (row) => row.given.remarks,
    (row) => row.remarks,
    equal,
    (_row, one) => `${on} has other remarks on row ${one.row}: give a day's remarks on one of its rows`,
    errors,
  );
  const actualHours = agreed(
    rows,
    (row) => row.given.actualHours,
    (row) => row.actualHours,
    (a, b) => Number(a) === Number(b),
    (row, one) =>
      `${on} was flown for ${one.actualHours} hours on row ${one.row}, not ${row.actualHours}: a day's flown hours are given once`,
    errors,
  );
  return {
    date,
    bookingStatusId,
    // None given: the first row's, which are the defaults ('--', none flown).
    remarks,
    actualHours,
    legs: legs.map((row) => ({
      departureTime: row.departureTime,
      from: row.departure,
      to: row.destination,
      expectedHours: row.expectedHours,
      passengers: row.passengers,
      positioning: row.positioning,
    })),
  };
}
