/**
 * Product §9 departure airport highlighting: codes containing EGNJ or HUY are red, EGNH or BLK yellow,
 * EHKD or DHR orange.
 */
export type DepartureHighlight = "red" | "yellow" | "orange";

const RULES: Array<[DepartureHighlight, string[]]> = [
  ["red", ["EGNJ", "HUY"]],
  ["yellow", ["EGNH", "BLK"]],
  ["orange", ["EHKD", "DHR"]],
];

export function departureHighlight(locationName: string): DepartureHighlight | null {
  const upper = locationName.toUpperCase();
  for (const [colour, codes] of RULES) {
    if (codes.some((code) => upper.includes(code))) return colour;
  }
  return null;
}

/** Tailwind classes for each highlight: a tinted cell with dark text, readable at a glance. */
export const departureHighlightClass: Record<DepartureHighlight, string> = {
  red: "bg-red-100 text-red-900",
  yellow: "bg-yellow-100 text-yellow-900",
  orange: "bg-orange-100 text-orange-900",
};
