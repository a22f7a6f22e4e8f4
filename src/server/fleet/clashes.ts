import { addDays } from "../../shared/dates.ts";
import type { Conflict } from "../../shared/fleet.ts";
import { type ClashSide, type ConflictFacts, conflictDetail } from "./conflict-detail.ts";
import type { FlightWindow } from "./read-windows.ts";

/**
 * An aircraft's clashes of one date are listed pair by pair up to this many pairs (about twenty flights
 * all at once); beyond it each flight gets one summary instead (docs/decisions/024), so a crowded
 * day's answer grows with its flights, not with their pairs.
 */
export const PAIR_LIMIT = 200;
/** A summary names this many of the flights it clashes with, the nearest in time, and counts the rest. */
export const SUMMARY_NAMES = 3;
/** How far back a summary looks for flights to name (the count never depends on it). */
const SCAN_LIMIT = 64;

const timed = (w: FlightWindow): w is FlightWindow & { startsAt: number; endsAt: number } =>
  w.startsAt !== null;
type Timed = FlightWindow & { startsAt: number; endsAt: number };

/** How many of `sorted` are below `value` (or at most `value` with `orEqual`). */
function countBelow(sorted: number[], value: number, orEqual = false): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value || (orEqual && sorted[middle] === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const side = (w: FlightWindow): ClashSide => ({
  bookingId: w.bookingId,
  customer: w.customer,
  departureTime: w.departureTime,
  startsAt: w.startsAt,
  endsAt: w.endsAt,
});

/** Earlier departures first, untimed last, then by booking id: the order flights are read in. */
const byStart = (a: FlightWindow, b: FlightWindow) =>
  (a.startsAt ?? Number.POSITIVE_INFINITY) - (b.startsAt ?? Number.POSITIVE_INFINITY) ||
  a.bookingId - b.bookingId;

/**
 * The `time` and `possible` conflicts dated in `[from, to]` among `windows` (read from the day before
 * `from`): two bookings on one aircraft whose windows overlap, or where either time cannot be read and
 * both fly that date. A clash is dated where the later flight departs. Per aircraft and date the
 * flights are swept in time order, keeping the flights still in the air (a long flight stays there
 * past many shorter ones), so the cost follows the flights and the clashes, never every pair.
 */
export function findClashes(
  windows: FlightWindow[],
  from: string,
  to: string,
  involved?: ReadonlySet<number>,
): Conflict[] {
  const byAircraft = new Map<number, Map<string, FlightWindow[]>>();
  // A write answers its own bookings' clashes only: the dates their aircraft fly them, and the next.
  const mine = new Set<string>();
  for (const w of windows) {
    if (w.aircraftId === null) continue;
    if (involved?.has(w.bookingId))
      mine.add(`${w.aircraftId},${w.date}`).add(`${w.aircraftId},${addDays(w.date, 1)}`);
    const dates = byAircraft.get(w.aircraftId) ?? new Map<string, FlightWindow[]>();
    byAircraft.set(w.aircraftId, dates);
    const held = dates.get(w.date);
    if (held) held.push(w);
    else dates.set(w.date, [w]);
  }
  const found: Conflict[] = [];
  for (const [aircraftId, dates] of byAircraft) {
    for (const [date, today] of dates) {
      if (date < from || date > to) continue;
      if (involved && !mine.has(`${aircraftId},${date}`)) continue;
      found.push(...clashesOn(date, dates.get(addDays(date, -1)) ?? [], today, involved));
    }
  }
  return found;
}

/**
 * The clashes of one aircraft dated `date`: among its flights of that date and the evening before;
 * with `involved`, only those its bookings take part in (whether they are pairs or summaries still
 * depends on the whole date).
 */
function clashesOn(
  date: string,
  yesterday: FlightWindow[],
  today: FlightWindow[],
  involved?: ReadonlySet<number>,
): Conflict[] {
  const sorted = [...yesterday, ...today].filter(timed).sort(byStart);
  const untimed = today.filter((w) => !timed(w));
  const ends = sorted.map((w) => w.endsAt).sort((a, b) => a - b);
  // A booking's own consecutive days never clash: its window of the day before, where it overlaps.
  const ownYesterday = new Map(yesterday.filter(timed).map((w) => [w.bookingId, w]));
  const ownOverlap = (w: Timed) => {
    const own = ownYesterday.get(w.bookingId);
    return own !== undefined && own !== w && own.endsAt > w.startsAt ? 1 : 0;
  };

  // Pairs dated `date`: each of today's timed flights with the flights departing before it and still in
  // the air, plus every untimed flight of today with every other flight of today.
  let pairs = 0;
  for (const [index, w] of sorted.entries()) {
    if (w.date !== date) continue;
    pairs += index - countBelow(ends, w.startsAt, true) - ownOverlap(w);
  }
  const timedToday = today.length - untimed.length;
  pairs += untimed.length * timedToday + (untimed.length * (untimed.length - 1)) / 2;
  if (pairs === 0) return [];
  return pairs <= PAIR_LIMIT
    ? listPairs(date, sorted, untimed, today, involved)
    : summarise(date, sorted, ends, untimed, today, ownOverlap, involved);
}

/** Every clash of the date as one item per pair of bookings, as the web app marks rows. */
function listPairs(
  date: string,
  sorted: Timed[],
  untimed: FlightWindow[],
  today: FlightWindow[],
  involved?: ReadonlySet<number>,
): Conflict[] {
  const best = new Map<string, { a: FlightWindow; b: FlightWindow; kind: "time" | "possible" }>();
  const add = (x: FlightWindow, y: FlightWindow) => {
    if (x.bookingId === y.bookingId) return;
    if (involved && !involved.has(x.bookingId) && !involved.has(y.bookingId)) return;
    const [a, b] = x.bookingId < y.bookingId ? [x, y] : [y, x];
    const kind = timed(a) && timed(b) && !a.tentative && !b.tentative ? "time" : "possible";
    const key = `${a.bookingId},${b.bookingId}`;
    const held = best.get(key);
    // One item per pair of bookings and date: a certain clash over a possible one, then the earliest days.
    const better =
      !held ||
      (kind === "time" && held.kind === "possible") ||
      (kind === held.kind && (a.date < held.a.date || (a.date === held.a.date && b.date < held.b.date)));
    if (better) best.set(key, { a, b, kind });
  };
  let inAir: Timed[] = [];
  for (const w of sorted) {
    inAir = inAir.filter((x) => x.endsAt > w.startsAt);
    if (w.date === date) for (const x of inAir) add(x, w);
    inAir.push(w);
  }
  const order = new Map(untimed.map((u, index) => [u, index]));
  for (const [index, u] of untimed.entries()) {
    for (const w of today) if (timed(w) || order.get(w)! > index) add(u, w);
  }
  return [...best.values()].map(({ a, b, kind }) =>
    conflictOf(a, {
      kind,
      date,
      bookingIds: [a.bookingId, b.bookingId],
      facts: { sides: [side(a), side(b)] },
    }),
  );
}

/**
 * A crowded date: one item per flight taking part, naming the nearest few it clashes with and counting
 * them all (docs/decisions/024). Today's flights count every flight they overlap up to the end of the
 * date; the evening before's flights count today's flights they run into.
 */
function summarise(
  date: string,
  sorted: Timed[],
  ends: number[],
  untimed: FlightWindow[],
  today: FlightWindow[],
  ownOverlap: (w: Timed) => number,
  involved?: ReadonlySet<number>,
): Conflict[] {
  const starts = sorted.map((w) => w.startsAt);
  const certain = sorted.filter((w) => !w.tentative);
  const certainStarts = certain.map((w) => w.startsAt);
  const certainEnds = certain.map((w) => w.endsAt).sort((a, b) => a - b);
  const certainToday = certain.filter((w) => w.date === date).map((w) => w.startsAt);
  const startsToday = sorted.filter((w) => w.date === date).map((w) => w.startsAt);
  // A booking's own windows of the date (several when its day has legs apart, docs/decisions/049).
  const ownToday = new Map<number, FlightWindow[]>();
  for (const w of today) ownToday.set(w.bookingId, [...(ownToday.get(w.bookingId) ?? []), w]);
  const found: Conflict[] = [];

  for (const [index, w] of sorted.entries()) {
    if (involved && !involved.has(w.bookingId)) continue;
    let count: number;
    let sure: boolean;
    if (w.date === date) {
      count = countBelow(starts, w.endsAt) - countBelow(ends, w.startsAt, true) - 1 - ownOverlap(w);
      count += untimed.length;
      sure =
        !w.tentative &&
        countBelow(certainStarts, w.endsAt) - countBelow(certainEnds, w.startsAt, true) - 1 - ownOverlap(w) >
          0;
    } else {
      // The evening before: only today's flights it runs into are clashes of this date, its own not.
      const ownRunInto = (ownToday.get(w.bookingId) ?? []).filter(
        (own) => timed(own) && own.startsAt < w.endsAt,
      );
      count = countBelow(startsToday, w.endsAt) - ownRunInto.length;
      sure =
        !w.tentative &&
        countBelow(certainToday, w.endsAt) - ownRunInto.filter((own) => !own.tentative).length > 0;
    }
    if (count <= 0) continue;
    const named: FlightWindow[] = [];
    for (
      let j = index + 1;
      j < sorted.length && sorted[j]!.startsAt < w.endsAt && named.length < SUMMARY_NAMES;
      j++
    ) {
      const x = sorted[j]!;
      if (x.bookingId !== w.bookingId && (w.date === date || x.date === date)) named.push(x);
    }
    if (w.date === date) {
      for (
        let j = index - 1, seen = 0;
        j >= 0 && seen < SCAN_LIMIT && named.length < 2 * SUMMARY_NAMES;
        j--, seen++
      ) {
        const x = sorted[j]!;
        if (x.bookingId !== w.bookingId && x.endsAt > w.startsAt) named.push(x);
      }
      named.push(...untimed.slice(0, SUMMARY_NAMES));
    }
    found.push(summary(date, w, count, sure, nearest(w, named)));
  }
  // An untimed flight may clash with every other flight of the date: it names the first few.
  const inOrder = [...today].sort(byStart).slice(0, SUMMARY_NAMES + 1);
  for (const u of untimed) {
    if (involved && !involved.has(u.bookingId)) continue;
    const named = inOrder.filter((w) => w !== u).slice(0, SUMMARY_NAMES);
    found.push(summary(date, u, today.length - 1, false, named));
  }
  return found;
}

/** The few of `candidates` departing nearest to `w`'s departure, read in time order. */
function nearest(w: FlightWindow, candidates: FlightWindow[]): FlightWindow[] {
  const distance = (x: FlightWindow) =>
    w.startsAt === null || x.startsAt === null ? Number.POSITIVE_INFINITY : Math.abs(x.startsAt - w.startsAt);
  return [...candidates]
    .sort((a, b) => distance(a) - distance(b) || byStart(a, b))
    .slice(0, SUMMARY_NAMES)
    .sort(byStart);
}

function summary(
  date: string,
  w: FlightWindow,
  count: number,
  sure: boolean,
  named: FlightWindow[],
): Conflict {
  return conflictOf(w, {
    kind: sure ? "time" : "possible",
    date,
    bookingIds: [w.bookingId],
    facts: { flight: side(w), count, named: named.map(side) },
    clashesWith: { bookingIds: named.map((x) => x.bookingId), count },
  });
}

function conflictOf(
  w: FlightWindow,
  item: {
    kind: "time" | "possible";
    date: string;
    bookingIds: number[];
    facts: ConflictFacts;
    clashesWith?: Conflict["clashesWith"];
  },
): Conflict {
  const registration = w.registration;
  return {
    kind: item.kind,
    date: item.date,
    aircraftId: w.aircraftId,
    registration,
    aircraftTypeId: w.aircraftTypeId!,
    aircraftTypeTitle: w.aircraftTypeTitle!,
    bookingIds: item.bookingIds,
    detail: conflictDetail({
      kind: item.kind,
      registration,
      type_title: w.aircraftTypeTitle!,
      facts: item.facts,
    }),
    ...(item.clashesWith ? { clashesWith: item.clashesWith } : {}),
  };
}
