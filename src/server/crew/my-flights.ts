import { eq, sql } from "drizzle-orm";
import { CREW_ROLE_NAMES, type CrewMember } from "../../shared/crew.ts";
import { addDays } from "../../shared/dates.ts";
import {
  DEFAULT_POST_FLIGHT_MINUTES,
  DEFAULT_REPORT_MINUTES,
  type DutyLeg,
  dutyPeriods,
} from "../../shared/duty-engine.ts";
import { clockText } from "../../shared/leg-rules.ts";
import type { MyDuty, MyFlights, MyLeg } from "../../shared/my-flights.ts";
import { zoneClock } from "../../shared/zone-clock.ts";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { crewMembers } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { listCrewMembers } from "./crew-members.ts";
import { dutyLegOf, readDutyContext } from "./duty-checks.ts";

const DAY_MS = 86_400_000;
/** Days read either side of the window, so a duty period across midnight at its edge is whole. */
const EDGE_DAYS = 2;

export const NOT_LINKED =
  "Your account is not linked to a crew member. Ask whoever manages users to link it on the crew member in Settings.";

/** The crew member linked to a user account (docs/decisions/054: an account is at most one member). */
export async function myCrewMember(db: Db, userId: number): Promise<CrewMember> {
  const [row] = await db
    .select({ id: crewMembers.id })
    .from(crewMembers)
    .where(eq(crewMembers.userId, userId));
  const member = row && (await listCrewMembers(db)).find((m) => m.id === row.id);
  if (!member) throw new HttpError(404, NOT_LINKED);
  return member;
}

interface LegRow extends Omit<MyLeg, "seat" | "seatLabel"> {
  flownHours: string | null;
  captainId: number | null;
  firstOfficerId: number | null;
}

/** The legs naming a member dated in [from, to], on days that fly (a cancelled day flies nobody). */
function readMyLegs(db: Db, memberId: number, from: string, to: string): Promise<LegRow[]> {
  return rawRows<LegRow>(
    db,
    sql`select l.id as "legId", d."bookingId" as "bookingId", to_char(d.date, 'YYYY-MM-DD') as date,
      l.departure_time as "departureTime", l.expected_hours::text as "expectedHours",
      case when jsonb_array_length(d.legs) = 1 then d."actualHours"::text end as "flownHours",
      fl.name as "from", tl.name as "to", t.title as "aircraftType", a.registration as registration,
      c.name as customer, s."statusText" as status,
      l.captain_id as "captainId", l.first_officer_id as "firstOfficerId"
    from scheduler_booking_legs l
    join scheduler_booking_daily_details d on d.id = l.day_id
    join scheduler_bookings b on b.id = d."bookingId"
    join aircraft_type t on t.id = b."aircraftTypeId"
    join scheduler_customer c on c.id = b."customerId"
    join scheduler_location fl on fl.id = l.from_id
    join scheduler_location tl on tl.id = l.to_id
    left join aircraft a on a.id = b."allocatedAircraftId"
    left join scheduler_booking_status s on s.id = d."booking_status_ID"
    where d.date between ${from}::date and ${to}::date and coalesce(s.occupies_aircraft, true)
      and (l.captain_id = ${memberId} or l.first_officer_id = ${memberId}
        or ${memberId} = any(l.other_crew_ids))
    order by d.date, l.position, l.id`,
  );
}

/**
 * `GET /api/crew/me/flights` (issue 46 item 7): the signed-in user's member's legs dated in [from, to]
 * and the duty periods they make with the engine's report and post-flight times, in the operator's zone.
 * A duty period is listed when one of its legs is dated in the window, with all its legs.
 */
export async function readMyFlights(options: {
  db: Db;
  userId: number;
  from: string;
  to: string;
}): Promise<MyFlights> {
  const { db, userId, from, to } = options;
  const member = await myCrewMember(db, userId);
  const context = await readDutyContext(db);
  const { options: dutyOptions, rules } = context;
  const clock = zoneClock(dutyOptions.zone);
  const local = (ms: number) => ({
    at: new Date(ms).toISOString(),
    date: new Date(clock.dayOf(ms) * DAY_MS).toISOString().slice(0, 10),
    time: clockText(clock.minuteOfDay(ms)),
  });
  const rows = await readMyLegs(db, member.id, addDays(from, -EDGE_DAYS), addDays(to, EDGE_DAYS));
  const legs = rows.map(({ flownHours, captainId, firstOfficerId, ...row }) => {
    const seat: MyLeg["seat"] =
      captainId === member.id ? "captain" : firstOfficerId === member.id ? "first officer" : "other";
    const leg: MyLeg = {
      ...row,
      seat,
      seatLabel: seat === "other" ? member.duty || CREW_ROLE_NAMES.other : CREW_ROLE_NAMES[seat],
    };
    return { leg, duty: dutyLegOf(dutyOptions, { ...row, flownHours, captainId, firstOfficerId }) };
  });
  const inWindow = (leg: MyLeg) => leg.date >= from && leg.date <= to;
  const timed = legs
    .filter((entry): entry is { leg: MyLeg; duty: DutyLeg } => entry.duty !== null)
    .sort((a, b) => a.duty.departsAt - b.duty.departsAt);
  const duties: MyDuty[] = [];
  let next = 0;
  for (const period of dutyPeriods(
    timed.map((entry) => entry.duty),
    dutyOptions,
    rules,
  )) {
    const own = timed.slice(next, next + period.legs).map((entry) => entry.leg);
    next += period.legs;
    if (!own.some(inWindow)) continue;
    duties.push({
      report: local(period.reportAt),
      lastLanding: local(period.lastLandingAt),
      offDuty: local(period.offDutyAt),
      legs: own,
    });
  }
  return {
    crewMemberId: member.id,
    zone: dutyOptions.zone,
    reportMinutes: dutyOptions.reportMinutes ?? DEFAULT_REPORT_MINUTES,
    postFlightMinutes: dutyOptions.postFlightMinutes ?? DEFAULT_POST_FLIGHT_MINUTES,
    duties,
    unplaced: legs.filter((entry) => entry.duty === null && inWindow(entry.leg)).map((entry) => entry.leg),
  };
}
