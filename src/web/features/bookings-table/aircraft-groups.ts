import type { AircraftType } from "../../../shared/reference-data.ts";

/** Product §2: the aircraft type filter groups its options as AW139, AW169 or Other. */
export const AIRCRAFT_GROUPS = ["AW139", "AW169", "Other"] as const;
export type AircraftGroup = (typeof AIRCRAFT_GROUPS)[number];

export function aircraftGroup(title: string): AircraftGroup {
  const upper = title.toUpperCase();
  if (upper.includes("AW139")) return "AW139";
  if (upper.includes("AW169")) return "AW169";
  return "Other";
}

export function groupAircraftTypes(
  types: AircraftType[],
): Array<{ group: AircraftGroup; types: AircraftType[] }> {
  return AIRCRAFT_GROUPS.map((group) => ({
    group,
    types: types
      .filter((type) => aircraftGroup(type.title) === group)
      .sort((a, b) => a.title.localeCompare(b.title)),
  })).filter((entry) => entry.types.length > 0);
}
