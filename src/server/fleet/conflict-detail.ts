import { formatShortDate } from "../../shared/dates.ts";
import type { ConflictKind } from "../../shared/fleet.ts";

/** One flight of a clash as the conflict query describes it; times are minutes since a midnight. */
export interface ClashSide {
  bookingId: number;
  customer: string;
  departureTime: string;
  startsAt: number | null;
  endsAt: number | null;
}

/** What the conflict query tells about a conflict, by kind. */
export type ConflictFacts =
  | { sides: [ClashSide, ClashSide] }
  | { flight: ClashSide; count: number; named: ClashSide[] }
  | { customer: string; reason: string; startDate: string; endDate: string }
  | { demand: number; available: number; customers: string[] };

const hhmm = (minutes: number) => {
  const ofDay = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(ofDay / 60)).padStart(2, "0")}${String(ofDay % 60).padStart(2, "0")}`;
};

/** A flight's window as a person reads it: `0700-0945`, or the time as typed when it cannot be read. */
const windowText = (side: ClashSide) =>
  side.startsAt === null || side.endsAt === null
    ? side.departureTime
    : `${hhmm(side.startsAt)}-${hhmm(side.endsAt)}`;

/** Earlier departures first, untimed last, then by booking id. */
const bySide = (a: ClashSide, b: ClashSide) =>
  (a.startsAt ?? Number.POSITIVE_INFINITY) - (b.startsAt ?? Number.POSITIVE_INFINITY) ||
  a.bookingId - b.bookingId;

/**
 * The sentence a person reads on a marker: "G-LDNA: 0700-0945 Bristow Offshore overlaps 0800-1030 CHC
 * Energy" (docs/decisions/015). Windows include the turnaround gap, since that is what overlaps.
 */
export function conflictDetail(conflict: {
  kind: ConflictKind;
  registration: string | null;
  type_title: string;
  facts: ConflictFacts;
}): string {
  const { kind, registration, type_title: typeTitle, facts } = conflict;
  if ("sides" in facts) {
    const [first, second] = [...facts.sides].sort(bySide) as [ClashSide, ClashSide];
    const verb = kind === "time" ? "overlaps" : "may overlap";
    return `${registration}: ${windowText(first)} ${first.customer} ${verb} ${windowText(second)} ${second.customer}`;
  }
  if ("flight" in facts) {
    // A crowded date's summary (docs/decisions/024): the flight, then the nearest few it clashes with.
    const verb = kind === "time" ? "overlaps" : "may overlap";
    const named = facts.named.map((side) => `${windowText(side)} ${side.customer}`).join(", ");
    const more = facts.count - facts.named.length;
    return `${registration}: ${windowText(facts.flight)} ${facts.flight.customer} ${verb} ${facts.count} ${
      facts.count === 1 ? "flight" : "flights"
    }: ${named}${more > 0 ? ` and ${more} more` : ""}`;
  }
  if ("reason" in facts) {
    const period = `${formatShortDate(facts.startDate)}-${formatShortDate(facts.endDate)}`;
    return `${registration}: ${facts.customer} booked while unavailable (${facts.reason}, ${period})`;
  }
  // The list is every booking over capacity at some moment of the day, the demand the most at one
  // moment: the count given is the list's, and the peak is said apart when it is smaller
  // (docs/decisions/022).
  const list = facts.customers.join(", ");
  if (facts.customers.length <= facts.demand)
    return `${typeTitle}: ${facts.customers.length} bookings at once (${list}) but ${facts.available} aircraft available`;
  return `${typeTitle}: ${facts.customers.length} bookings (${list}), up to ${facts.demand} at once, but ${facts.available} aircraft available`;
}
