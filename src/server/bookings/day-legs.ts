import { and, eq, inArray, sql } from "drizzle-orm";
import type { Leg } from "../../shared/bookings.ts";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import { type LegCrew, type LegInput, NO_CREW } from "../../shared/legs.ts";
import { assertCrewFits, storedLegsOf } from "../crew/leg-crew-checks.ts";
import type { Db, Tx } from "../db/connection.ts";
import { bookingLegs, bookings, dailyDetails } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { assertReferencesExist, type Reference } from "../reference-data/check-references.ts";
import { bookingRecord } from "./booking-changes.ts";
import { readBookingWithConflicts } from "./booking-conflicts.ts";
import { legChanges } from "./leg-changes.ts";
import { lockBooking } from "./lock-booking.ts";
import type { SeenVersion } from "./stale-write.ts";

/** A leg's crew as the leg's columns (migration 0075); none when not given. */
export const crewColumns = (crew: LegCrew | undefined) => ({
  captainId: crew?.captainId ?? null,
  firstOfficerId: crew?.firstOfficerId ?? null,
  otherCrewIds: crew?.otherIds ?? [],
});

/**
 * Makes a day's legs (`existing` as stored) `legs`, in that order: legs named by id are updated in place
 * (so a leg keeps its id, and a calendar event its UID, through any edit), the day's other legs
 * deleted, the rest inserted. Only what changed is written, each kind in one statement: every statement
 * on the legs writes the day again by trigger (migration 0071), so an edit of one leg costs one. A kept
 * leg sent without crew keeps its crew (a screen that does not show crew cannot take it off).
 */
async function writeDayLegs(tx: Tx, dayId: number, existing: Leg[], legs: LegInput[]) {
  const kept = new Set(legs.flatMap((leg) => (leg.id === undefined ? [] : [leg.id])));
  const gone = existing.filter((leg) => !kept.has(leg.id)).map((leg) => leg.id);
  if (gone.length > 0) await tx.delete(bookingLegs).where(inArray(bookingLegs.id, gone));
  const stored = new Map(existing.map((leg, position) => [leg.id, { leg, position }]));
  const rows = legs.map((leg, position) => ({ ...leg, position, dayId }));
  const changed = rows.filter((row) => {
    const was = row.id === undefined ? undefined : stored.get(row.id);
    return was !== undefined && !sameLeg(was.leg, was.position, row);
  });
  if (changed.length > 0) {
    await tx.execute(sql`
      update ${bookingLegs} l set position = c.position, departure_time = c."departureTime", from_id = c."fromId",
        to_id = c."toId", expected_hours = c."expectedHours", passengers = c.passengers, positioning = c.positioning,
        captain_id = case when c.crew is null then l.captain_id else (c.crew ->> 'captainId')::int end,
        first_officer_id = case when c.crew is null then l.first_officer_id else (c.crew ->> 'firstOfficerId')::int end,
        other_crew_ids = case when c.crew is null then l.other_crew_ids
          else array(select o.id::int from jsonb_array_elements_text(c.crew -> 'otherIds') with ordinality o(id, n)
            order by o.n) end
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as c(id int, position int, "departureTime" text,
        "fromId" int, "toId" int, "expectedHours" numeric, passengers int, positioning boolean, crew jsonb)
      where l.id = c.id`);
  }
  const added = rows.filter((row) => row.id === undefined);
  if (added.length > 0) {
    await tx.insert(bookingLegs).values(added.map(({ crew, ...row }) => ({ ...row, ...crewColumns(crew) })));
  }
}

const sameCrew = (a: LegCrew | undefined, b: LegCrew | undefined) =>
  b === undefined || JSON.stringify(a ?? NO_CREW) === JSON.stringify(b);

const sameLeg = (leg: Leg, position: number, row: LegInput & { position: number }) =>
  position === row.position &&
  leg.departureTime === row.departureTime &&
  leg.fromId === row.fromId &&
  leg.toId === row.toId &&
  Number(leg.expectedHours) === Number(row.expectedHours) &&
  leg.passengers === row.passengers &&
  leg.positioning === row.positioning &&
  sameCrew(leg.crew, row.crew);

/** The places legs name, as references to check ("legs[1].toId"); `prefix` names the list they are in. */
export const legPlaces = (legs: LegInput[], prefix = "legs"): Reference[] =>
  legs.flatMap((leg, index) => [
    { field: `${prefix}[${index}].fromId`, kind: "location", id: leg.fromId },
    { field: `${prefix}[${index}].toId`, kind: "location", id: leg.toId },
  ]);

/**
 * `PUT /api/bookings/{id}/daily-details/{date}/legs`: the day's legs, all of them in order. 404 when the booking
 * has no day on `date`; 400 when a leg's id is not one of the day's or a place does not exist. History
 * names each leg that changed by its number ("Leg 2 to").
 */
export function updateDayLegs(options: {
  db: Db;
  actor: Actor;
  bookingId: number;
  date: string;
  legs: LegInput[];
  seenVersion?: SeenVersion;
}): Promise<BookingWithConflicts> {
  const { db, actor, bookingId, date, legs, seenVersion } = options;
  return db.transaction(async (tx) => {
    const { aircraftTypeId } = await lockBooking({
      tx,
      id: bookingId,
      seenVersion,
      missing: `Booking ${bookingId} has no day on ${date}`,
    });
    await assertReferencesExist({ db: tx, references: legPlaces(legs) });
    await assertCrewFits({
      tx,
      aircraftTypeId,
      legs: legs.map((leg, index) => ({ field: `legs[${index}]`, leg })),
      stored: await storedLegsOf(tx, bookingId),
    });
    const before = await writeLegsOfDate(tx, bookingId, date, legs);
    const booking = await readBookingWithConflicts({ db: tx, id: bookingId });
    const after = booking.dailyDetails.find((d) => d.date === date)!.legs;
    const changes = await legChanges(tx, before, after, date);
    await recordHistory(tx, actor, bookingRecord(booking, "changed", { changes }));
    return booking;
  });
}

/**
 * Makes the legs of a booking's day on `date` `legs` (the booking locked by the caller and the places
 * checked); answers the legs it had. 404 without such a day, 400 for a leg id that is not the day's.
 */
export async function writeLegsOfDate(tx: Tx, bookingId: number, date: string, legs: LegInput[]) {
  const [day] = await tx
    .select({ id: dailyDetails.id, legs: dailyDetails.legs })
    .from(dailyDetails)
    .where(and(eq(dailyDetails.bookingId, bookingId), eq(dailyDetails.date, date)));
  if (!day) throw notFound(`Booking ${bookingId} has no day on ${date}`);
  const own = new Set(day.legs.map((leg) => leg.id));
  for (const [index, leg] of legs.entries()) {
    if (leg.id !== undefined && !own.has(leg.id)) {
      throw badRequest(`legs[${index}].id: ${leg.id} is not a leg of the day on ${date}`);
    }
  }
  await writeDayLegs(tx, day.id, day.legs, legs);
  return day.legs;
}

/** A day's legs and the booking's version, for `GET /api/bookings/{id}/daily-details/{date}/legs`. */
export async function readDayLegs(options: { db: Db; bookingId: number; date: string }) {
  const { db, bookingId, date } = options;
  const [day] = await db
    .select({ legs: dailyDetails.legs, version: bookings.version })
    .from(dailyDetails)
    .innerJoin(bookings, eq(bookings.id, dailyDetails.bookingId))
    .where(and(eq(dailyDetails.bookingId, bookingId), eq(dailyDetails.date, date)));
  if (!day) throw notFound(`Booking ${bookingId} has no day on ${date}`);
  return { bookingId, date, ...day };
}
