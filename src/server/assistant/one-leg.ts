import type { BookingDraft, DraftLeg } from "../../shared/assistant.ts";

/**
 * A request with one destination and a passenger count ("Blackpool to Leman Alpha, 4 pax"): the draft
 * holds the count on its one leg, from the departure to the destination at the day's time and hours,
 * since a booking's passengers are its legs'. Such a draft is read, said and confirmed as a request with
 * one destination, as before legs; only the count is added.
 */

/** The draft's one leg when it is a day of one destination (one leg, not flown empty); else null. */
export function oneLegOf(legs: readonly DraftLeg[] | null | undefined): DraftLeg | null {
  const [only] = legs ?? [];
  return legs?.length === 1 && only && !only.positioning ? only : null;
}

/** Whether the draft is a day of several legs (or of a positioning leg): read, said and confirmed by leg. */
export function hasSeveralLegs(legs: readonly DraftLeg[] | null | undefined): boolean {
  return Boolean(legs?.length) && !oneLegOf(legs);
}

/** The one leg of a day of one destination with `passengers`, from the day's route, time and hours. */
export function oneLegFromDay(details: BookingDraft, passengers: number): DraftLeg {
  return {
    fromId: details.departureId,
    fromName: details.departureName,
    toId: details.destinationId,
    toName: details.destinationName,
    departureTime: details.departureTime,
    expectedHours: details.expectedHours,
    passengers,
    positioning: false,
  };
}
