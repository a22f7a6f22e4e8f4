import { addDays } from "../../shared/dates.ts";
import type { Conflict } from "../../shared/fleet.ts";
import { conflictDetail } from "./conflict-detail.ts";
import type { FlightWindow } from "./read-windows.ts";

/**
 * The `capacity` conflicts dated in `[from, to]` (docs/decisions/015): at some departure of a date, or
 * its midnight (flights from the day before still out), more bookings of a type are in the air,
 * allocated or not, than the type has aircraft able to fly; an untimed booking counts at every instant
 * of its date. One sweep per type and date over departures and landings in time order
 * (docs/decisions/024), so the cost follows the flights.
 */
export function findOverCapacity(
  windows: FlightWindow[],
  from: string,
  to: string,
  involved?: ReadonlySet<number>,
): Conflict[] {
  const byTypeDate = new Map<string, FlightWindow[]>();
  const key = (typeId: number, date: string) => `${typeId}:${date}`;
  // A write answers its own bookings' only: the dates they fly, and the next (where they may still be out).
  const mine = new Set<string>();
  for (const w of windows) {
    const k = key(w.typeId, w.date);
    if (involved?.has(w.bookingId)) mine.add(k).add(key(w.typeId, addDays(w.date, 1)));
    const held = byTypeDate.get(k);
    if (held) held.push(w);
    else byTypeDate.set(k, [w]);
  }
  const found: Conflict[] = [];
  for (const today of byTypeDate.values()) {
    const { typeId, date } = today[0]!;
    if (date < from || date > to) continue;
    if (involved && !mine.has(key(typeId, date))) continue;
    const conflict = overOn(today, byTypeDate.get(key(typeId, addDays(date, -1))) ?? []);
    if (conflict) found.push(conflict);
  }
  return found;
}

function overOn(today: FlightWindow[], yesterday: FlightWindow[]): Conflict | undefined {
  const { available, midnight, date, typeId, typeTitle } = today[0]!;
  const reach = [...yesterday, ...today].filter((w) => w.startsAt !== null) as (FlightWindow & {
    startsAt: number;
    endsAt: number;
  })[];
  const untimed = today.filter((w) => w.startsAt === null);
  const instants = [
    ...new Set([midnight, ...today.flatMap((w) => (w.startsAt === null ? [] : [w.startsAt]))]),
  ].sort((a, b) => a - b);
  // Take-offs and landings in time order; a window is in the air from its start until before its end.
  const events = reach
    .flatMap((w) => [
      { at: w.startsAt, bookingId: w.bookingId, step: 1 },
      { at: w.endsAt, bookingId: w.bookingId, step: -1 },
    ])
    .sort((a, b) => a.at - b.at);
  // Bookings in the air, each counted once however many of its days are (a day past midnight and the next).
  const inAir = new Map<number, number>();
  const move = (bookingId: number, step: number) => {
    const held = (inAir.get(bookingId) ?? 0) + step;
    if (held === 0) inAir.delete(bookingId);
    else inAir.set(bookingId, held);
  };
  for (const w of untimed) move(w.bookingId, 1);
  const over: number[] = [];
  let demand = 0;
  let next = 0;
  for (const at of instants) {
    for (; next < events.length && events[next]!.at <= at; next++)
      move(events[next]!.bookingId, events[next]!.step);
    if (inAir.size > available) {
      over.push(at);
      demand = Math.max(demand, inAir.size);
    }
  }
  if (over.length === 0) return undefined;

  // A booking takes part when it is in the air at one of the instants over capacity.
  const overAt = (w: { startsAt: number; endsAt: number }) => {
    let low = 0;
    let high = over.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (over[middle]! < w.startsAt) low = middle + 1;
      else high = middle;
    }
    return low < over.length && over[low]! < w.endsAt;
  };
  const customers = new Map<number, string>();
  for (const w of [...untimed, ...reach.filter(overAt)]) customers.set(w.bookingId, w.customer);
  const ids = [...customers.keys()].sort((a, b) => a - b);
  return {
    kind: "capacity",
    date,
    aircraftId: null,
    registration: null,
    aircraftTypeId: typeId,
    aircraftTypeTitle: typeTitle,
    bookingIds: ids,
    detail: conflictDetail({
      kind: "capacity",
      registration: null,
      type_title: typeTitle,
      facts: { demand, available, customers: ids.map((id) => customers.get(id)!) },
    }),
  };
}
