import type { HistoryEntry } from "../../../shared/history.ts";

/**
 * The deleted-booking entries whose booking is still deleted, by entry id (docs/decisions/021): a
 * newer 'restored' entry naming it as its previous id, or a newer delete of the same id, means this
 * entry's Restore would only be refused. Entries come newest first, so whatever is newer than a shown
 * entry has been read too. `restoredHere` adds the ids this page restored before the list has reread.
 */
export function stillDeleted(
  entries: readonly HistoryEntry[],
  restoredHere: ReadonlySet<number>,
): Set<number> {
  const settled = new Set(restoredHere);
  const result = new Set<number>();
  for (const entry of entries) {
    if (entry.entity !== "booking") continue;
    if (entry.action === "restored" && typeof entry.details?.previousId === "number") {
      settled.add(entry.details.previousId);
    } else if (entry.action === "deleted" && entry.entityId !== null) {
      if (!settled.has(entry.entityId)) result.add(entry.id);
      settled.add(entry.entityId);
    }
  }
  return result;
}
