import type { Booking, Leg } from "../../shared/bookings.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import { clockText, nextLegTime } from "../../shared/leg-rules.ts";

/**
 * A schedule disconnect (docs/decisions/049, issue 44 item 4): an aircraft's next leg departs from
 * somewhere other than where its previous leg landed. A warning to see, never a question before a write.
 */
export interface Disconnect {
  aircraftId: number;
  registration: string;
  /** Where the previous leg landed, and the booking and date it belongs to. */
  landedAt: number;
  previous: { bookingId: number; date: string };
  /** The leg that departs from elsewhere: its booking, date, place of departure and index in its day. */
  next: { bookingId: number; date: string; legIndex: number };
  departsFrom: number;
  /** The positioning leg that closes the gap, put before the next leg in its day. */
  positioning: { legs: LegToSend[]; index: number; departureTime: string };
}

/** A leg as a legs write sends it: a kept leg with its id, the new one without. */
export type LegToSend = Omit<Leg, "id"> & { id?: number };

interface PlacedLeg {
  booking: Booking;
  date: string;
  index: number;
  leg: Leg;
  minute: number | null;
  /** The leg's day has several legs: where it lands is written, not implied. */
  routed: boolean;
}

/** One hour: how long before the next leg the positioning leg leaves when there is nothing to go by. */
const POSITIONING_LEAD_MINUTES = 60;

/**
 * The disconnects among `bookings` (those a screen holds): each allocated aircraft's legs of days that
 * hold it (`flies`: the day's status occupies the aircraft) in time order, date by date, and each leg
 * whose "from" is not the "to" of the previous leg, when that leg's day has several legs (a one-leg day's
 * destination never meant the aircraft stayed there: charter days went out and home as one line). Legs of different bookings on one date are compared only
 * when both times can be read, since otherwise their order is not known; a booking's own legs always.
 */
export function findDisconnects(
  bookings: readonly Booking[],
  flies: (statusId: number | null) => boolean,
  turnaroundMinutes: number,
): Disconnect[] {
  const byAircraft = new Map<number, PlacedLeg[]>();
  for (const booking of bookings) {
    if (booking.allocatedAircraftId === null) continue;
    const legs = byAircraft.get(booking.allocatedAircraftId) ?? [];
    byAircraft.set(booking.allocatedAircraftId, legs);
    for (const day of booking.dailyDetails) {
      if (!flies(day.bookingStatusId)) continue;
      day.legs.forEach((leg, index) => {
        legs.push({
          booking,
          date: day.date,
          index,
          leg,
          minute: departureMinutes(leg.departureTime),
          routed: day.legs.length > 1,
        });
      });
    }
  }
  const found: Disconnect[] = [];
  for (const [aircraftId, legs] of byAircraft) {
    legs.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (a.booking.id === b.booking.id
          ? a.index - b.index
          : (a.minute ?? Number.POSITIVE_INFINITY) - (b.minute ?? Number.POSITIVE_INFINITY) ||
            a.booking.id - b.booking.id),
    );
    for (let i = 1; i < legs.length; i++) {
      const previous = legs[i - 1]!;
      const next = legs[i]!;
      // A day of one leg reads as it always has: its destination, the way home implied. Only a leg of
      // a day whose legs are written says where the aircraft is when it lands.
      if (!previous.routed || previous.leg.toId === next.leg.fromId) continue;
      const sameDay = previous.date === next.date;
      const ownDay = sameDay && previous.booking.id === next.booking.id;
      if (sameDay && !ownDay && (previous.minute === null || next.minute === null)) continue;
      found.push({
        aircraftId,
        registration: next.booking.allocatedAircraft?.registration ?? "",
        landedAt: previous.leg.toId,
        previous: { bookingId: previous.booking.id, date: previous.date },
        next: { bookingId: next.booking.id, date: next.date, legIndex: next.index },
        departsFrom: next.leg.fromId,
        positioning: positioningLeg(previous, next, turnaroundMinutes),
      });
    }
  }
  return found;
}

/**
 * The legs of the next leg's day with a positioning leg (flown empty, hours left for the desk) put in
 * before it, from where the previous leg landed to where the next one departs. It leaves a turnaround
 * after the previous leg lands, when that was the same day and still leaves before the next leg; else an
 * hour before the next leg; TBC when the next leg's time cannot be read.
 */
function positioningLeg(previous: PlacedLeg, next: PlacedLeg, turnaroundMinutes: number) {
  const day = next.booking.dailyDetails.find((d) => d.date === next.date)!;
  const afterPrevious =
    previous.date === next.date
      ? nextLegTime(
          { departureTime: previous.leg.departureTime, hours: previous.leg.expectedHours },
          turnaroundMinutes,
        )
      : "";
  const fits =
    afterPrevious !== "" && (next.minute === null || departureMinutes(afterPrevious)! <= next.minute);
  const beforeNext =
    next.minute === null ? "TBC" : clockText(Math.max(0, next.minute - POSITIONING_LEAD_MINUTES));
  const departureTime = fits ? afterPrevious : beforeNext;
  const legs: LegToSend[] = [...day.legs];
  legs.splice(next.index, 0, {
    departureTime,
    fromId: previous.leg.toId,
    toId: next.leg.fromId,
    expectedHours: "0",
    passengers: null,
    positioning: true,
  });
  return { legs, index: next.index, departureTime };
}

/** "G-HLDA lands at Leman Alpha, next departs Humberside". */
export const disconnectText = (disconnect: Disconnect, placeName: (id: number) => string) =>
  `${disconnect.registration} lands at ${placeName(disconnect.landedAt)}, next departs ${placeName(disconnect.departsFrom)}`;
