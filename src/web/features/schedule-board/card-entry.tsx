import { safeColour } from "../../lib/colour.ts";
import type { BoardEntry } from "./board-days.ts";
import { EntryBox } from "./board-entry.tsx";
import type { BoardPalette } from "./board-theme.ts";

/**
 * A flight in a day card: the border in its status colour, thicker when the status is confirmed
 * (product §2); the status text is there for screen readers and in the tooltip.
 */
export function CardEntry({
  entry,
  palette,
  clash = false,
  dwell = false,
}: {
  entry: BoardEntry;
  palette: BoardPalette;
  clash?: boolean;
  dwell?: boolean;
}) {
  return (
    <EntryBox
      entry={entry}
      palette={palette}
      clash={clash}
      dwell={dwell}
      className="rounded-md px-[0.25em] leading-none"
      style={{
        borderWidth: entry.status.confirmed ? 4 : 2,
        borderColor: safeColour(entry.status.colour),
      }}
      testId="card-entry"
    >
      <span className="sr-only">Status: {entry.status.text}</span>
    </EntryBox>
  );
}
