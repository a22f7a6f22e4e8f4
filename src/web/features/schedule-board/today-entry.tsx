import type { ReactNode } from "react";
import { EntryBox } from "./board-entry.tsx";
import { type BoardPalette, readableText } from "./board-theme.ts";
import type { TodayEntry as TodayFlight } from "./today-order.ts";

/** A flight gone from TODAY stays listed below the others, dimmed (docs/decisions/027). */
const DEPARTED = "opacity-55";

/**
 * A word on a TODAY flight ('Next', 'Departed') in a box of its own, so it reads without colour. The box
 * is one line high (its frame an outline inside it), so the line beside it is no taller than another.
 */
function Mark({ children, palette, solid }: { children: ReactNode; palette: BoardPalette; solid?: boolean }) {
  return (
    <span
      className="mr-[0.4em] inline-block h-[1em] whitespace-nowrap rounded px-[0.25em] align-top font-black uppercase leading-none outline-2 outline-solid -outline-offset-2"
      style={
        solid
          ? { backgroundColor: palette.text, color: palette.panel, outlineColor: palette.text }
          : { outlineColor: palette.muted }
      }
      data-testid={solid ? "next-mark" : "departed-mark"}
    >
      {children}
    </span>
  );
}

/**
 * A flight in the TODAY panel: time and hours in columns, aircraft, customer, route, remarks, and at the
 * end of its first line its marks and the status text in its colour (or 'Unknown Status'); the next
 * departure is framed and marked 'Next', a flight gone is dimmed and marked 'Departed'.
 */
export function TodayEntry({
  entry,
  palette,
  clash = false,
  dwell = false,
}: {
  entry: TodayFlight;
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
      className={`rounded-lg px-[0.35em] leading-none ${entry.departed ? DEPARTED : ""}`}
      style={{
        borderWidth: entry.next ? 4 : 1,
        borderColor: entry.next ? palette.text : palette.border,
      }}
      testId="today-entry"
      departed={entry.departed}
      next={entry.next}
      end={
        <>
          {entry.next && (
            <Mark palette={palette} solid>
              Next
            </Mark>
          )}
          {entry.departed && <Mark palette={palette}>Departed</Mark>}
          <span
            className="font-bold"
            style={{ color: readableText(entry.status.colour, palette.panel) }}
            data-testid="status-text"
          >
            {entry.status.text}
          </span>
        </>
      }
    >
      <span className="sr-only">
        {[entry.next && "Next", entry.departed && "Departed", entry.status.text].filter(Boolean).join(", ")}
      </span>
    </EntryBox>
  );
}
