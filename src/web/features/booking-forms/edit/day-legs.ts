import {
  type LegDraft,
  type LegErrors,
  type LegWrite,
  legDrafts,
  legsDiffer,
  readLegDrafts,
  withLegAdded,
} from "../../../lib/leg-drafts.ts";
import type { DayRow, DayValues } from "./day-rows.ts";

/** A day whose legs show from the start: one of several legs. */
export const hasSeveralLegs = (row: DayRow) => row.legs.length > 1;

/**
 * The legs a day's "Add leg" opens (docs/decisions/049): its one leg as the row's inputs hold it now
 * (time, hours, destination; from the booking's departure on a day the range adds), then a new leg
 * from that leg's destination, leaving at its landing plus the turnaround.
 */
export function dayLegsAdding(
  row: DayRow,
  typed: DayValues,
  options: { departureId: string; turnaroundMinutes: number },
): LegDraft[] {
  const own = row.legs[0];
  const [first] = legDrafts([
    own ?? {
      departureTime: row.departureTime,
      fromId: Number(options.departureId),
      toId: row.destinationId,
      expectedHours: row.expectedAircraftHours,
      passengers: null,
      positioning: false,
    },
  ]);
  const typedFirst = {
    ...first!,
    departureTime: typed.departureTime,
    toId: typed.destinationId,
    hours: typed.hours,
  };
  return withLegAdded([typedFirst], {
    turnaroundMinutes: options.turnaroundMinutes,
    homeId: options.departureId,
  });
}

/**
 * What a day whose legs are open saves: all its legs when they differ from those it has (a day the
 * range adds has none yet, so its legs are always sent), nothing when they do not, or each leg's errors.
 */
export function dayLegsChange(
  row: DayRow,
  drafts: LegDraft[],
): { legs?: LegWrite[] } | { errors: Record<string, LegErrors> } {
  const read = readLegDrafts(drafts);
  if ("errors" in read) return read;
  return row.legs.length === 0 || legsDiffer(row.legs, read.legs) ? { legs: read.legs } : {};
}
