import type { ChangeFlag } from "../../../shared/change-flags.ts";
import { flagOn, useChangeFlags } from "../../data/get-change-flags.ts";
import { flagLines } from "../../lib/change-flag-text.ts";
import type { BoardEntry } from "./board-days.ts";

/** How long the board shows a change: nobody acknowledges on a wall display, so flags fade by themselves. */
export const BOARD_FLAG_MS = 60 * 60 * 1000;

/** A flag as the board tells it, while its newest change is under an hour old at `now`; else null. */
export function recentChange(flag: ChangeFlag | undefined, now: number): string | null {
  if (!flag || now - Date.parse(flag.newest.at) > BOARD_FLAG_MS) return null;
  return flagLines(flag).join("; ");
}

/**
 * Someone else's change to this flight within the last hour (docs/decisions/031), or null. The board
 * re-renders with its clock, so a flag goes when its hour is up.
 */
export function useBoardChange(entry: BoardEntry): string | null {
  return recentChange(flagOn(useChangeFlags().data, entry.booking.id, entry.day.date), Date.now());
}
