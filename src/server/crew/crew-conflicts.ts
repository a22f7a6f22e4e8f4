import { inArray } from "drizzle-orm";
import { type CrewMember, crewLabel } from "../../shared/crew.ts";
import type { CrewUnavailability } from "../../shared/crew-unavailability.ts";
import { addDays, daysBetween, formatShortDate } from "../../shared/dates.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import { type Conflict, ZERO_HOURS_WINDOW_MINUTES } from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { crewMembers } from "../db/schema.ts";
import { listCrewUnavailability, periodText } from "./crew-unavailability.ts";
import { type CrewedLeg, crewOnLeg, readCrewedLegs } from "./crewed-legs.ts";

/** A member's leg as a span of minutes from the read's first midnight, on the operator's clock. */
interface CrewWindow {
  leg: CrewedLeg;
  startsAt: number;
  endsAt: number;
}

/**
 * A leg's window: its departure for its expected hours (zero counts as an hour, as for aircraft), with no
 * turnaround (a pilot may step from one aircraft to the next); none when its time cannot be read (TBC).
 */
function windowOf(leg: CrewedLeg, base: string): CrewWindow | null {
  const minute = departureMinutes(leg.departureTime);
  if (minute === null) return null;
  const hours = Number(leg.expectedHours);
  const startsAt = daysBetween(base, leg.date) * 1440 + minute;
  const length = hours === 0 ? ZERO_HOURS_WINDOW_MINUTES : Math.round(hours * 60);
  return { leg, startsAt, endsAt: startsAt + length };
}

type Member = Pick<CrewMember, "id" | "name" | "role" | "duty">;

/**
 * The crew conflicts dated in `[from, to]` among `legs` (read from the day before `from`) and `periods`:
 * a member on two bookings' legs whose windows overlap (dated by the later leg), and a member on a leg on
 * a date of their unavailability; with `involved`, only those its bookings take part in.
 */
export function crewConflictsAmong(options: {
  legs: CrewedLeg[];
  periods: CrewUnavailability[];
  members: Map<number, Member>;
  from: string;
  to: string;
  involved?: ReadonlySet<number>;
}): Conflict[] {
  const { legs, periods, members, from, to, involved } = options;
  const base = addDays(from, -1);
  const found = new Map<string, Conflict>();
  const label = (id: number) => {
    const member = members.get(id);
    return member ? crewLabel(member) : `Crew member ${id}`;
  };
  const conflictOf = (id: number, leg: CrewedLeg) => ({
    date: leg.date,
    aircraftId: null,
    registration: null,
    aircraftTypeId: leg.typeId,
    aircraftTypeTitle: leg.typeTitle,
    crewMemberId: id,
  });
  const byMember = new Map<number, CrewWindow[]>();
  for (const leg of legs) {
    const window = windowOf(leg, base);
    for (const id of crewOnLeg(leg)) {
      if (window) byMember.set(id, [...(byMember.get(id) ?? []), window]);
      const period = periods.find(
        (p) => p.crewMemberId === id && p.startDate <= leg.date && p.endDate >= leg.date,
      );
      const key = `u|${id}|${leg.bookingId}|${leg.date}`;
      if (period && !found.has(key)) {
        found.set(key, {
          kind: "crew-unavailable",
          ...conflictOf(id, leg),
          bookingIds: [leg.bookingId],
          detail: `${label(id)} is on booking ${leg.bookingId} on ${formatShortDate(leg.date)} during ${periodText(period)}`,
        });
      }
    }
  }
  for (const [id, windows] of byMember) {
    windows.sort((a, b) => a.startsAt - b.startsAt);
    for (const [index, first] of windows.entries()) {
      for (const second of windows.slice(index + 1)) {
        if (second.startsAt >= first.endsAt) break;
        if (second.leg.bookingId === first.leg.bookingId) continue;
        const ids = [first.leg.bookingId, second.leg.bookingId].sort((a, b) => a - b);
        const key = `t|${id}|${ids.join(",")}|${second.leg.date}`;
        if (found.has(key)) continue;
        found.set(key, {
          kind: "crew-time",
          ...conflictOf(id, second.leg),
          bookingIds: ids,
          detail: `${label(id)} is on booking ${first.leg.bookingId} at ${first.leg.departureTime} and booking ${second.leg.bookingId} at ${second.leg.departureTime}`,
        });
      }
    }
  }
  return [...found.values()].filter(
    (c) => c.date >= from && c.date <= to && (!involved || c.bookingIds.some((id) => involved.has(id))),
  );
}

async function membersNamed(db: Db | Tx, ids: number[]): Promise<Map<number, Member>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: crewMembers.id, name: crewMembers.name, role: crewMembers.role, duty: crewMembers.duty })
    .from(crewMembers)
    .where(inArray(crewMembers.id, ids));
  return new Map(rows.map((row) => [row.id, { ...row, role: row.role as CrewMember["role"] }]));
}

/**
 * The crew conflicts dated in `[from, to]`; with `memberIds`, only those members' (a booking's write
 * reads its own crew's), and with `involved`, only those its bookings take part in.
 */
export async function readCrewConflicts(options: {
  db: Db | Tx;
  from: string;
  to: string;
  memberIds?: readonly number[];
  involved?: ReadonlySet<number>;
}): Promise<Conflict[]> {
  const { db, from, to, memberIds, involved } = options;
  const legs = await readCrewedLegs({ db, from: addDays(from, -1), to, memberIds });
  if (legs.length === 0) return [];
  const ids = [...new Set(legs.flatMap(crewOnLeg))];
  const [periods, members] = await Promise.all([
    listCrewUnavailability({ db, from: addDays(from, -1), to, memberIds: ids }),
    membersNamed(db, ids),
  ]);
  return crewConflictsAmong({ legs, periods, members, from, to, involved });
}
