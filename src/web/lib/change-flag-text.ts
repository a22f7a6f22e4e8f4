import type { ChangeFlag } from "../../shared/change-flags.ts";
import type { HistoryEntry } from "../../shared/history.ts";
import { changeText, whenText } from "./history-text.ts";

/** How a flag's marker (the table row's, the Fleet entry's) is acknowledged, read out and in its tooltip. */
export const ACKNOWLEDGE_HOW = "Click or press Enter to acknowledge";

/** The header's count: "1 change", "5 changes" (docs/decisions/031). */
export const changesCountText = (count: number) => `${count} ${count === 1 ? "change" : "changes"}`;

/**
 * The list's last line when the answer counts flagged bookings beyond those it lists (docs/decisions/044).
 */
export const moreFlagsText = (more: number) => `and ${more} more`;

/**
 * One record as a flag's detail names it: who, what and when ("Sam Jones changed it on 25/11/26
 * 14:03: Remarks on 25/11/26: '--' → 'Crew change'").
 */
export function flagRecordText(entry: HistoryEntry): string {
  const head = `${entry.user.name} ${entry.action} it on ${whenText(entry.at)}`;
  return entry.changes.length === 0 ? head : `${head}: ${entry.changes.map(changeText).join("; ")}`;
}

/** A flag as lines: its newest record in full, then how many earlier ones (the booking's history has them). */
export function flagLines(flag: ChangeFlag): string[] {
  const earlier = flag.count - 1;
  const lines = [flagRecordText(flag.newest)];
  if (earlier > 0) lines.push(`and ${earlier} earlier ${earlier === 1 ? "change" : "changes"}`);
  return lines;
}
