import { asc, inArray } from "drizzle-orm";
import type { Leg } from "../../shared/bookings.ts";
import type { HistoryChange } from "../../shared/history.ts";
import type { Tx } from "../db/connection.ts";
import { location } from "../db/schema.ts";
import { fieldChange } from "../history/record-history.ts";

/**
 * What a legs write changed, leg by leg as the user numbers them (from 1, in the new order): each field
 * of a kept leg, "Leg 3" added or removed with its route, and "Legs" in their new order when they moved.
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
  const route = (leg: Leg) =>
    `${leg.departureTime} ${place(leg.fromId)} to ${place(leg.toId)}, ${leg.expectedHours} h${
      leg.positioning ? ", positioning" : ""
    }${leg.passengers === null ? "" : `, ${leg.passengers} passengers`}`;
  const changes: HistoryChange[] = [];
  const beforeById = new Map(before.map((leg) => [leg.id, leg]));
  const afterIds = new Set(after.map((leg) => leg.id));
  for (const [index, leg] of after.entries()) {
    const name = `Leg ${index + 1}`;
    const old = beforeById.get(leg.id);
    if (!old) {
      changes.push(...fieldChange(name, null, route(leg), date));
      continue;
    }
    changes.push(
      ...fieldChange(`${name} departure time`, old.departureTime, leg.departureTime, date),
      ...fieldChange(`${name} from`, place(old.fromId), place(leg.fromId), date),
      ...fieldChange(`${name} to`, place(old.toId), place(leg.toId), date),
      ...fieldChange(`${name} expected hours`, old.expectedHours, leg.expectedHours, date),
      ...fieldChange(`${name} passengers`, count(old.passengers), count(leg.passengers), date),
      ...fieldChange(`${name} positioning`, yesNo(old.positioning), yesNo(leg.positioning), date),
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

const count = (value: number | null) => (value === null ? null : String(value));
const yesNo = (value: boolean) => (value ? "Yes" : "No");
