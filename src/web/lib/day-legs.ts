import type { Booking, DailyDetail } from "../../shared/bookings.ts";
import type { Location } from "../../shared/reference-data.ts";

/**
 * A day's legs as the read-only screens list them (docs/decisions/049, issue 44 item 5): the board, the
 * crew view and the daily sheet. A leg names its places by id; the names come from the locations list.
 */
export interface LegLine {
  id: number;
  /** 1 for the first leg. */
  number: number;
  /** As stored ('0930', 'TBC'). */
  departureTime: string;
  from: string;
  to: string;
  /** As stored ('1.50'). */
  expectedHours: string;
  passengers: number | null;
  positioning: boolean;
}

/** Every place's name by id, for naming legs' places. */
export const placeNames = (locations: readonly Location[] | undefined): ReadonlyMap<number, string> =>
  new Map((locations ?? []).map((location) => [location.id, location.name]));

/** Until the locations list has come, a place the booking names itself is named from it; others wait. */
const UNNAMED = "…";

/**
 * The day's legs with their places named, in order, when it has several; none for a day of one leg,
 * which reads as the day itself (time, route and hours as before legs).
 */
export function dayLegLines(
  booking: Pick<Booking, "departureId" | "departureLocation">,
  day: Pick<DailyDetail, "legs" | "destinationId" | "destinationLocation">,
  names: ReadonlyMap<number, string>,
): LegLine[] {
  if (day.legs.length < 2) return [];
  const name = (id: number) =>
    names.get(id) ??
    (id === booking.departureId
      ? booking.departureLocation.name
      : id === day.destinationId
        ? day.destinationLocation.name
        : UNNAMED);
  return day.legs.map((leg, index) => ({
    id: leg.id,
    number: index + 1,
    departureTime: leg.departureTime,
    from: name(leg.fromId),
    to: name(leg.toId),
    expectedHours: leg.expectedHours,
    passengers: leg.passengers,
    positioning: leg.positioning,
  }));
}

/**
 * A day of one leg's route, 'EGNH Blackpool → Leman Alpha': from its leg's "from", which is the
 * booking's departure unless someone moved it, to the day's destination.
 */
export function oneLegRoute(
  booking: Pick<Booking, "departureId" | "departureLocation">,
  day: Pick<DailyDetail, "legs" | "destinationLocation">,
  names: ReadonlyMap<number, string>,
): string {
  const fromId = day.legs[0]?.fromId;
  const from =
    fromId === undefined || fromId === booking.departureId
      ? booking.departureLocation.name
      : (names.get(fromId) ?? UNNAMED);
  return `${from} → ${day.destinationLocation.name}`;
}

/** '3 legs'. */
export const legsCount = (count: number) => `${count} ${count === 1 ? "leg" : "legs"}`;
