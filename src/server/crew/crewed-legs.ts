import { type SQL, sql } from "drizzle-orm";
import { NO_CREW } from "../../shared/legs.ts";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";

/** A leg with crew on a day that occupies its aircraft (a cancelled day flies nobody), as the crew checks read it. */
export interface CrewedLeg {
  legId: number;
  bookingId: number;
  date: string;
  departureTime: string;
  expectedHours: string;
  /** The day's flown hours when recorded and the day is this one leg (flown hours are the day's). */
  flownHours: string | null;
  typeId: number;
  typeTitle: string;
  captainId: number | null;
  firstOfficerId: number | null;
  otherIds: number[];
}

/** Everyone a leg names. */
export const crewOnLeg = (leg: Pick<CrewedLeg, "captainId" | "firstOfficerId" | "otherIds">) =>
  [leg.captainId, leg.firstOfficerId, ...leg.otherIds].filter((id) => id !== null);

/** The members a booking's legs name, from its read shape. */
export const crewOfBooking = (booking: {
  dailyDetails: { legs: { crew?: typeof NO_CREW }[] }[];
}): number[] => [
  ...new Set(
    booking.dailyDetails.flatMap((day) => day.legs.flatMap((leg) => crewOnLeg(leg.crew ?? NO_CREW))),
  ),
];

const idList = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

/**
 * The crewed legs dated in `[from, to]`, by date and time; with `memberIds`, only the legs naming one of
 * them (the indexes on the crew columns, migration 0075, find them).
 */
export function readCrewedLegs(options: {
  db: Db | Tx;
  from: string;
  to: string;
  memberIds?: readonly number[];
}): Promise<CrewedLeg[]> {
  const { db, from, to, memberIds } = options;
  if (memberIds?.length === 0) return Promise.resolve([]);
  const whose: SQL = memberIds
    ? sql`(l.captain_id = any(${idList(memberIds)}) or l.first_officer_id = any(${idList(memberIds)})
        or l.other_crew_ids && ${idList(memberIds)})`
    : sql`(l.captain_id is not null or l.first_officer_id is not null or cardinality(l.other_crew_ids) > 0)`;
  return rawRows<CrewedLeg>(
    db,
    sql`select l.id as "legId", d."bookingId" as "bookingId", to_char(d.date, 'YYYY-MM-DD') as date,
      l.departure_time as "departureTime", l.expected_hours::text as "expectedHours",
      case when jsonb_array_length(d.legs) = 1 then d."actualHours"::text end as "flownHours",
      b."aircraftTypeId" as "typeId", t.title as "typeTitle", l.captain_id as "captainId",
      l.first_officer_id as "firstOfficerId", l.other_crew_ids as "otherIds"
    from scheduler_booking_daily_details d
    join scheduler_bookings b on b.id = d."bookingId"
    join aircraft_type t on t.id = b."aircraftTypeId"
    join scheduler_booking_legs l on l.day_id = d.id
    left join scheduler_booking_status s on s.id = d."booking_status_ID"
    where d.date between ${from}::date and ${to}::date and coalesce(s.occupies_aircraft, true) and ${whose}
    order by d.date, l.position, l.id`,
  );
}
