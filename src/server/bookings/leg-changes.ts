import { asc, inArray } from "drizzle-orm";
import type { Leg } from "../../shared/bookings.ts";
import type { HistoryChange } from "../../shared/history.ts";
import { NO_CREW } from "../../shared/legs.ts";
import type { Tx } from "../db/connection.ts";
import { crewMembers, location } from "../db/schema.ts";
import { fieldChange } from "../history/record-history.ts";

/**
 * What a legs write changed, leg by leg as the user numbers them (from 1, in the new order): each field
 * of a kept leg (its crew by seat, by name), "Leg 3" added or removed with its route, and "Legs" in their
 * new order when they moved.
 */
export async function legChanges(
  tx: Tx,
  before: Leg[],
  after: Leg[],
  date: string,
): Promise<HistoryChange[]> {
  const placeIds = [...new Set([...before, ...after].flatMap((leg) => [leg.fromId, leg.toId]))];
  const places = new Map(
    (
      await tx
        .select({ id: location.id, name: location.name })
        .from(location)
        .where(inArray(location.id, placeIds))
        .orderBy(asc(location.id))
    ).map((row) => [row.id, row.name]),
  );
  const place = (id: number) => places.get(id) ?? `Location ${id}`;
  const crewIds = [...new Set([...before, ...after].flatMap((leg) => crewOf(leg)))];
  const names = new Map(
    crewIds.length === 0
      ? []
      : (
          await tx
            .select({ id: crewMembers.id, name: crewMembers.name })
            .from(crewMembers)
            .where(inArray(crewMembers.id, crewIds))
        ).map((row) => [row.id, row.name]),
  );
  const person = (id: number | null) => (id === null ? null : (names.get(id) ?? `Crew member ${id}`));
  const people = (ids: number[]) => ids.map(person).join(", ") || null;
  const route = (leg: Leg) =>
    `${leg.departureTime} ${place(leg.fromId)} to ${place(leg.toId)}, ${leg.expectedHours} h${
      leg.positioning ? ", positioning" : ""
    }${leg.passengers === null ? "" : `, ${leg.passengers} passengers`}`;
  const crewChanges = (name: string, old: NonNullable<Leg["crew"]>, now: NonNullable<Leg["crew"]>) => [
    ...fieldChange(`${name} captain`, person(old.captainId), person(now.captainId), date),
    ...fieldChange(`${name} first officer`, person(old.firstOfficerId), person(now.firstOfficerId), date),
    ...fieldChange(`${name} other crew`, people(old.otherIds), people(now.otherIds), date),
  ];
  const changes: HistoryChange[] = [];
  const beforeById = new Map(before.map((leg) => [leg.id, leg]));
  const afterIds = new Set(after.map((leg) => leg.id));
  for (const [index, leg] of after.entries()) {
    const name = `Leg ${index + 1}`;
    const old = beforeById.get(leg.id);
    if (!old) {
      changes.push(
        ...fieldChange(name, null, route(leg), date),
        ...crewChanges(name, NO_CREW, leg.crew ?? NO_CREW),
      );
      continue;
    }
    changes.push(
      ...fieldChange(`${name} departure time`, old.departureTime, leg.departureTime, date),
      ...fieldChange(`${name} from`, place(old.fromId), place(leg.fromId), date),
      ...fieldChange(`${name} to`, place(old.toId), place(leg.toId), date),
      ...fieldChange(`${name} expected hours`, old.expectedHours, leg.expectedHours, date),
      ...fieldChange(`${name} passengers`, count(old.passengers), count(leg.passengers), date),
      ...fieldChange(`${name} positioning`, yesNo(old.positioning), yesNo(leg.positioning), date),
      ...crewChanges(name, old.crew ?? NO_CREW, leg.crew ?? NO_CREW),
    );
  }
  for (const [index, leg] of before.entries()) {
    if (!afterIds.has(leg.id)) changes.push(...fieldChange(`Leg ${index + 1}`, route(leg), null, date));
  }
  const keptOrder = (legs: Leg[]) => legs.filter((leg) => beforeById.has(leg.id) && afterIds.has(leg.id));
  const order = (legs: Leg[]) => keptOrder(legs).map((leg) => `${place(leg.fromId)}–${place(leg.toId)}`);
  if (keptOrder(before).some((leg, index) => leg.id !== keptOrder(after)[index]?.id)) {
    changes.push(...fieldChange("Leg order", order(before).join(", "), order(after).join(", "), date));
  }
  return changes;
}

/** Every crew member a leg names. */
const crewOf = (leg: Leg) => {
  const crew = leg.crew ?? NO_CREW;
  return [crew.captainId, crew.firstOfficerId, ...crew.otherIds].filter((id) => id !== null);
};

const count = (value: number | null) => (value === null ? null : String(value));
const yesNo = (value: boolean) => (value ? "Yes" : "No");
