import type { DailyDetail } from "../../../shared/bookings.ts";
import { sumHours } from "../../../shared/leg-rules.ts";
import type { LegWrite } from "../../lib/leg-drafts.ts";

/**
 * The day as it reads once `legs` are saved (docs/decisions/049): its time is the first leg's, its
 * destination the last leg's "to", its hours their sum. Shown at once while the write is on its way;
 * a new leg has no id yet, so it stands in with a negative one until the server's answer replaces it.
 */
export function dayShownWithLegs(legs: LegWrite[], nameOf: (id: number) => string): Partial<DailyDetail> {
  const first = legs[0];
  const last = legs.at(-1);
  if (!first || !last) return {};
  return {
    departureTime: first.departureTime,
    destinationId: last.toId,
    destinationLocation: { name: nameOf(last.toId) },
    expectedAircraftHours: sumHours(legs.map((leg) => leg.expectedHours)),
    legs: legs.map((leg, index) => ({ ...leg, id: leg.id ?? -(index + 1) })),
  };
}
