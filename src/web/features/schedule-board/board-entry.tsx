import type { CSSProperties, ReactNode } from "react";
import { safeColour } from "../../lib/colour.ts";
import type { LegLine } from "../../lib/day-legs.ts";
import { cn } from "../../ui/cn.ts";
import { type BoardEntry, departureHHMM, expectedHoursText } from "./board-days.ts";
import { DisconnectTag } from "./board-disconnects.tsx";
import { DueTag } from "./board-maintenance.tsx";
import type { BoardPalette } from "./board-theme.ts";
import { useBoardChange } from "./use-board-change.ts";

/** A cancelled flight stays on the board (it was planned), dimmed and struck through. */
const CANCELLED = "opacity-60 line-through";
/**
 * An entry is one run of text, read left to right and wrapped where a line ends (docs/decisions/027):
 * the time and hours first, under the day's 'Dep' and 'Hrs' labels, then aircraft, customer and route,
 * so a card's width is used to its end and most flights take two lines. Nothing is cut: a name longer
 * than its line breaks inside it.
 */
const ENTRY = "block shrink-0 [overflow-wrap:anywhere]";

/** The time and hours columns: as wide as '0000' and its label, wider only for a time with text after it. */
export const TIME_COLUMN = "min-w-[2.3em] shrink-0 whitespace-nowrap";
export const HOURS_COLUMN = "min-w-[2em] shrink-0 whitespace-nowrap";

/** Product §3: '--' is the stored stand-in for no remarks; the board leaves it out rather than show dashes. */
export const hasRemarks = (remarks: string) => remarks.trim() !== "" && remarks.trim() !== "--";

/** 'Leg 2: 1100 0.75 Leman Alpha → Ravenspurn North, positioning'. */
const legText = (leg: LegLine) =>
  `Leg ${leg.number}: ${departureHHMM(leg.departureTime)} ${expectedHoursText(leg.expectedHours)} ${leg.from} → ${leg.to}${leg.positioning ? ", positioning" : ""}`;

function fullText(entry: BoardEntry) {
  return [
    entry.aircraft,
    entry.departure,
    entry.customer.name,
    entry.route,
    ...entry.legs.map(legText),
    hasRemarks(entry.remarks) ? entry.remarks : undefined,
    entry.status.text,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The departure time and expected hours as the first two columns, under the list's 'Dep' and 'Hrs'
 * labels; the product's sentence ('Departure 0930, expected hours 1.50') is what a screen reader hears.
 */
function TimeColumns({ entry }: { entry: BoardEntry }) {
  return (
    <>
      <span className="sr-only">{entry.departure}</span>
      <span
        aria-hidden="true"
        className={`${TIME_COLUMN} mr-[0.35em] inline-block font-black tabular-nums`}
        data-board-field="time"
      >
        {departureHHMM(entry.day.departureTime)}
      </span>
      <span
        aria-hidden="true"
        className={`${HOURS_COLUMN} mr-[0.35em] inline-block tabular-nums`}
        data-board-field="hours"
      >
        {expectedHoursText(entry.day.expectedAircraftHours)}
      </span>
    </>
  );
}

/**
 * A flight in a conflict (docs/decisions/015), marked to be seen across a hangar: a black-on-yellow 'CLASH' tag
 * with a warning sign, so it reads without colour too. It is exactly one line (1em, set at the line's top)
 * so a line with a tag is no taller than one without: a taller box, or the warning sign's fallback font
 * with its own ascent, grew every tagged line and a day with four clashes no longer fitted.
 */
function ClashTag() {
  return (
    <span
      className="mr-[0.3em] inline-block h-[1em] overflow-hidden whitespace-nowrap rounded bg-yellow-300 px-[0.15em] align-top font-black text-black leading-none"
      data-testid="clash-tag"
    >
      <span aria-hidden="true">⚠ </span>
      Clash
    </span>
  );
}

/**
 * A flight someone changed within the hour (docs/decisions/031): a 'Changed' tag of one line, like the
 * clash tag, naming who in the tooltip and for screen readers.
 */
function ChangedTag({ text }: { text: string }) {
  return (
    <span
      className="mr-[0.3em] inline-block h-[1em] overflow-hidden whitespace-nowrap rounded bg-amber-200 px-[0.15em] align-top font-black text-black leading-none"
      data-testid="changed-tag"
      title={text}
    >
      Changed
      <span className="sr-only">: {text}</span>
    </span>
  );
}

/** Aircraft, clash tag, customer with its dot, route: the words that must never be cut. */
function Names({ entry, clash }: { entry: BoardEntry; clash: boolean }) {
  const changed = useBoardChange(entry);
  return (
    <>
      <span className="mr-[0.3em] inline-block whitespace-nowrap font-black" data-board-field="aircraft">
        {entry.aircraft}
      </span>
      {clash && <ClashTag />}
      <DisconnectTag entry={entry} />
      <DueTag entry={entry} />
      {changed && <ChangedTag text={changed} />}{" "}
      <span className="font-semibold" data-board-field="customer">
        {/* A dot in the text, joined to the name by a no-break space: a line never ends on the dot. */}
        <span aria-hidden="true" style={{ color: safeColour(entry.customer.color) }}>
          ●
        </span>
        {`\u00a0${entry.customer.name}`}
      </span>{" "}
      <span data-board-field="route">{entry.route}</span>
    </>
  );
}

/**
 * The remarks in what is left of the entry's last line: `fit-remarks.ts` gives them that width (none
 * until it has measured) and, when they do not fit, the remarks band shows them whole.
 */
function Remarks({ entry, palette }: { entry: BoardEntry; palette: BoardPalette }) {
  if (!hasRemarks(entry.remarks)) return null;
  return (
    <span
      className="ml-[0.5em] hidden overflow-hidden text-ellipsis whitespace-nowrap align-top italic"
      style={{ color: palette.muted }}
      data-board-field="remarks"
    >
      {entry.remarks}
    </span>
  );
}

/**
 * A day of several legs (docs/decisions/049): each leg on a line of its own under the entry, its time and
 * hours in the day's 'Dep' and 'Hrs' columns, then its route, and 'Positioning' for a leg flown empty.
 * The entry's first line keeps the day's first departure and total hours, and says how many legs.
 */
function LegList({ entry, palette }: { entry: BoardEntry; palette: BoardPalette }) {
  if (entry.legs.length === 0) return null;
  return (
    <ol className="block" aria-label={`${entry.legs.length} legs`} data-board-field="legs">
      {entry.legs.map((leg) => (
        <li key={leg.id} className="flex items-baseline" data-testid="board-leg">
          <span className="sr-only">{legText(leg)}</span>
          <span
            aria-hidden="true"
            className={`${TIME_COLUMN} mr-[0.35em] inline-block font-bold tabular-nums`}
            data-board-field="leg-time"
          >
            {departureHHMM(leg.departureTime)}
          </span>
          <span aria-hidden="true" className={`${HOURS_COLUMN} mr-[0.35em] inline-block tabular-nums`}>
            {expectedHoursText(leg.expectedHours)}
          </span>
          {/* A route too long for its line wraps under itself, clear of the time and hours. */}
          <span aria-hidden="true" className="min-w-0 flex-1">
            {`${leg.from} → ${leg.to}`}
            {leg.positioning && (
              <span className="ml-[0.4em] italic" style={{ color: palette.muted }}>
                Positioning
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** What TODAY and a card share: the entry's box, its tooltip, and the mark of the remark on show. */
export function EntryBox({
  entry,
  palette,
  clash,
  dwell,
  className,
  style,
  testId,
  departed,
  next,
  end,
  children,
}: {
  entry: BoardEntry;
  palette: BoardPalette;
  clash: boolean;
  dwell: boolean;
  className: string;
  style: CSSProperties;
  testId: string;
  departed?: boolean;
  next?: boolean;
  /**
   * What ends the entry's first line (TODAY's marks and status). Floated to that line's right end, it
   * never wraps onto a line of its own, and the lines below take the full width; it is written first for
   * that, so screen readers are given it in `children`, at the end, instead.
   */
  end?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li
      className={cn(ENTRY, className, entry.cancelled && CANCELLED)}
      style={{
        borderStyle: "solid",
        backgroundColor: palette.panel,
        // The entry whose remarks the band is showing whole (docs/decisions/027).
        outline: dwell ? `0.15em dashed ${palette.text}` : undefined,
        outlineOffset: dwell ? "0.05em" : undefined,
        ...style,
      }}
      title={fullText(entry)}
      data-testid={testId}
      data-entry-key={entry.key}
      data-dwell={dwell || undefined}
      data-departed={departed || undefined}
      data-next={next || undefined}
    >
      {end && (
        <span aria-hidden="true" className="float-right ml-[0.5em] whitespace-nowrap" data-board-end="">
          {end}
        </span>
      )}
      <TimeColumns entry={entry} />
      <Names entry={entry} clash={clash} />
      <Remarks entry={entry} palette={palette} />
      <LegList entry={entry} palette={palette} />
      {children}
    </li>
  );
}
