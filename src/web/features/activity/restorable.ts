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

/**
 * The booking changes that removed days, by entry id, while nothing newer of that booking is listed:
 * the server puts removed days back only while the booking is as that change left it
 * (restore-removed-days.ts), so an older change's Restore days would only be refused.
 */
export function removedDaysRestorable(entries: readonly HistoryEntry[]): Set<number> {
  const newerSeen = new Set<number>();
  const result = new Set<number>();
  for (const entry of entries) {
    if (entry.entity !== "booking" || entry.entityId === null) continue;
    const removedDays = entry.details?.removedDays;
    if (!newerSeen.has(entry.entityId) && entry.action === "changed" && typeof removedDays === "number") {
      result.add(entry.id);
    }
    newerSeen.add(entry.entityId);
  }
  return result;
}
