/** Product §2: customers and locations are listed sorted by name (letter case aside). */
export const byName = <T extends { name: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }));
