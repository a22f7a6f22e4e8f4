import type { ReactNode } from "react";
import { safeColour } from "../../lib/colour.ts";
import { cn } from "../../ui/cn.ts";
import { type BoardEntry, departureHHMM, expectedHoursText } from "./board-days.ts";
import { type BoardPalette, readableText } from "./board-theme.ts";
import type { TodayEntry as TodayFlight } from "./today-order.ts";

/** A cancelled flight stays on the board (it was planned), dimmed and struck through. */
const CANCELLED = "opacity-60 line-through";
/** A flight gone from TODAY stays listed below the others, dimmed (docs/decisions/027). */
const DEPARTED = "opacity-55";
/** Long names wrap inside their own column rather than being cut or pushing the card wider. */
const WRAPS = "min-w-0 [overflow-wrap:break-word]";

/** The time and hours columns: as wide as '0000' and its label, wider only for a time with text after it. */
export const TIME_COLUMN = "min-w-[2.3em] shrink-0 whitespace-nowrap";
export const HOURS_COLUMN = "min-w-[2em] shrink-0 whitespace-nowrap";

/** Product §3: '--' is the stored stand-in for no remarks; the board leaves it out rather than show dashes. */
const hasRemarks = (remarks: string) => remarks.trim() !== "" && remarks.trim() !== "--";

function fullText(entry: BoardEntry) {
  return [
    entry.aircraft,
    entry.departure,
    entry.customer.name,
    entry.route,
    hasRemarks(entry.remarks) ? entry.remarks : undefined,
    entry.status.text,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The departure time and expected hours as the first two columns, under the list's 'Dep' and 'Hrs'
 * labels, read from across a hangar; the product's sentence ('Departure 0930, expected hours 1.50') is
 * what a screen reader hears.
 */
function TimeColumns({ entry }: { entry: BoardEntry }) {
  return (
    <>
      <span className="sr-only">{entry.departure}</span>
      <span aria-hidden="true" className={`${TIME_COLUMN} font-black tabular-nums`} data-board-field="time">
        {departureHHMM(entry.day.departureTime)}
      </span>
      <span aria-hidden="true" className={`${HOURS_COLUMN} tabular-nums`} data-board-field="hours">
        {expectedHoursText(entry.day.expectedAircraftHours)}
      </span>
    </>
  );
}

function Customer({ entry }: { entry: BoardEntry }) {
  return (
    <span
      className={`inline-flex items-baseline gap-[0.3em] font-semibold ${WRAPS}`}
      data-board-field="customer"
    >
      <span
        aria-hidden="true"
        className="inline-block size-[0.6em] shrink-0 self-center rounded-full ring-2 ring-white/70"
        style={{ backgroundColor: safeColour(entry.customer.color) }}
      />
      <span className={WRAPS}>{entry.customer.name}</span>
    </span>
  );
}

/**
 * The route whole (a long one wraps rather than being cut), then the remarks in what is left of its
 * line, shortened when they do not fit; `end` (TODAY's marks and status) at the right of the line.
 */
function RouteAndRemarks({
  entry,
  palette,
  end,
}: {
  entry: BoardEntry;
  palette: BoardPalette;
  end?: ReactNode;
}) {
  return (
    <span className="flex items-baseline gap-x-[0.6em]">
      <span className={WRAPS} data-board-field="route">
        {entry.route}
      </span>
      <span
        className="min-w-0 flex-[1_1_0] truncate italic"
        style={{ color: palette.muted }}
        data-board-field="remarks"
      >
        {hasRemarks(entry.remarks) ? entry.remarks : null}
      </span>
      {end}
    </span>
  );
}

/**
 * A flight in a conflict (docs/decisions/015), marked to be seen across a hangar: a black-on-yellow 'CLASH' tag
 * with a warning sign, so it reads without colour too.
 */
function ClashTag() {
  return (
    <span
      className="inline-flex shrink-0 items-center gap-[0.2em] rounded bg-yellow-300 px-[0.25em] font-black text-black uppercase leading-tight"
      data-testid="clash-tag"
    >
      <span aria-hidden="true">⚠</span>
      Clash
    </span>
  );
}

function Aircraft({ entry, clash }: { entry: BoardEntry; clash: boolean }) {
  return (
    <span
      className="inline-flex items-baseline gap-[0.35em] whitespace-nowrap font-black"
      data-board-field="aircraft"
    >
      {entry.aircraft}
      {clash && <ClashTag />}
    </span>
  );
}

/** A word on a TODAY flight ('Next', 'Departed') in a box of its own, so it reads without colour. */
function Mark({ children, palette, solid }: { children: ReactNode; palette: BoardPalette; solid?: boolean }) {
  return (
    <span
      className="whitespace-nowrap rounded border-2 px-[0.25em] font-black uppercase leading-tight"
      style={
        solid
          ? { backgroundColor: palette.text, color: palette.panel, borderColor: palette.text }
          : { borderColor: palette.muted }
      }
      data-testid={solid ? "next-mark" : "departed-mark"}
    >
      {children}
    </span>
  );
}

/**
 * A flight in the TODAY panel: time and hours in columns, aircraft, customer, status text in its colour
 * (or 'Unknown Status'); the next departure is framed and marked 'Next', a flight gone is dimmed and
 * marked 'Departed'.
 */
export function TodayEntry({
  entry,
  palette,
  clash = false,
}: {
  entry: TodayFlight;
  palette: BoardPalette;
  clash?: boolean;
}) {
  return (
    <li
      className={cn(
        "flex shrink-0 flex-col rounded-lg px-[0.35em] leading-[1.1]",
        entry.cancelled && CANCELLED,
        entry.departed && DEPARTED,
      )}
      style={{
        borderStyle: "solid",
        borderWidth: entry.next ? 4 : 1,
        borderColor: entry.next ? palette.text : palette.border,
        backgroundColor: palette.panel,
      }}
      title={fullText(entry)}
      data-testid="today-entry"
      data-departed={entry.departed || undefined}
      data-next={entry.next || undefined}
    >
      <span className="flex items-baseline gap-x-[0.4em]">
        <TimeColumns entry={entry} />
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-[0.5em]">
          <Aircraft entry={entry} clash={clash} />
          <Customer entry={entry} />
        </span>
      </span>
      <RouteAndRemarks
        entry={entry}
        palette={palette}
        end={
          <span className="flex shrink-0 items-baseline gap-x-[0.4em]">
            {entry.next && (
              <Mark palette={palette} solid>
                Next
              </Mark>
            )}
            {entry.departed && <Mark palette={palette}>Departed</Mark>}
            <span
              className="whitespace-nowrap font-bold"
              style={{ color: readableText(entry.status.colour, palette.panel) }}
              data-testid="status-text"
            >
              {entry.status.text}
            </span>
          </span>
        }
      />
    </li>
  );
}

/**
 * A flight in a day card: the border in its status colour, thicker when the status is confirmed
 * (product §2); the status text is there for screen readers and in the tooltip.
 */
export function CardEntry({
  entry,
  palette,
  clash = false,
}: {
  entry: BoardEntry;
  palette: BoardPalette;
  clash?: boolean;
}) {
  return (
    <li
      className={cn(
        "flex shrink-0 flex-col rounded-md px-[0.25em] leading-[1.08]",
        entry.cancelled && CANCELLED,
      )}
      style={{
        borderStyle: "solid",
        borderWidth: entry.status.confirmed ? 4 : 2,
        borderColor: safeColour(entry.status.colour),
        backgroundColor: palette.panel,
      }}
      title={fullText(entry)}
      data-testid="card-entry"
    >
      <span className="flex items-baseline gap-x-[0.4em]">
        <TimeColumns entry={entry} />
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-[0.5em]">
          <Aircraft entry={entry} clash={clash} />
          <Customer entry={entry} />
        </span>
        <span className="sr-only">Status: {entry.status.text}</span>
      </span>
      <RouteAndRemarks entry={entry} palette={palette} />
    </li>
  );
}
