import { safeColour } from "../../lib/colour.ts";
import { cn } from "../../ui/cn.ts";
import type { BoardEntry } from "./board-days.ts";
import { type BoardPalette, readableText } from "./board-theme.ts";

/** A cancelled flight stays on the board (it was planned), dimmed and struck through. */
const CANCELLED = "opacity-60 line-through";

/** Product §3: '--' is the stored stand-in for no remarks; the board leaves it out rather than show dashes. */
const hasRemarks = (remarks: string) => remarks.trim() !== "" && remarks.trim() !== "--";

function CustomerDot({ colour, size }: { colour: string; size: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full ring-2 ring-white/70 ${size}`}
      style={{ backgroundColor: safeColour(colour) }}
    />
  );
}

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

function Customer({ entry, dot, className }: { entry: BoardEntry; dot: string; className: string }) {
  return (
    <span className={`flex min-w-0 items-center gap-1.5 font-semibold ${className}`}>
      <CustomerDot colour={entry.customer.color} size={dot} />
      <span className="truncate">{entry.customer.name}</span>
    </span>
  );
}

/**
 * The route keeps its room; remarks take what is left of the line. When less than a few letters' room
 * is left they wrap to a second line, which the fixed one-line height hides, rather than cut the route.
 */
function RouteAndRemarks({
  entry,
  palette,
  remarksClass,
}: {
  entry: BoardEntry;
  palette: BoardPalette;
  remarksClass: string;
}) {
  return (
    <div className="flex h-[1.2em] flex-wrap items-baseline justify-between gap-x-3 overflow-hidden">
      <span className="min-w-0 max-w-full truncate">{entry.route}</span>
      {hasRemarks(entry.remarks) && (
        <span
          className={`min-w-[5em] flex-1 truncate text-right italic ${remarksClass}`}
          style={{ color: palette.muted }}
        >
          {entry.remarks}
        </span>
      )}
    </div>
  );
}

/**
 * A flight in a conflict (issue 11), marked to be seen across a hangar: a black-on-yellow 'CLASH' tag
 * with a warning sign, so it reads without colour too.
 */
function ClashTag({ className }: { className: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded bg-yellow-300 px-1.5 font-black text-black uppercase ${className}`}
      data-testid="clash-tag"
    >
      <span aria-hidden="true">⚠</span>
      Clash
    </span>
  );
}

/** A flight in the TODAY panel: large type, status text in its colour (or 'Unknown Status'). */
export function TodayEntry({
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
        "shrink-0 rounded-lg border px-4 py-1.5 text-[length:calc(24px*var(--board-scale))] leading-[1.2]",
        entry.cancelled && CANCELLED,
      )}
      style={{ borderColor: palette.border, backgroundColor: palette.panel }}
      title={fullText(entry)}
      data-testid="today-entry"
    >
      <div className="flex items-center justify-between gap-4">
        <span className="flex shrink-0 items-center gap-2 font-black text-[length:calc(30px*var(--board-scale))]">
          {entry.aircraft}
          {clash && <ClashTag className="text-[length:calc(20px*var(--board-scale))]" />}
        </span>
        <Customer entry={entry} dot="size-4" className="text-[length:calc(24px*var(--board-scale))]" />
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <span className="truncate font-bold text-[length:calc(28px*var(--board-scale))] tabular-nums">
          {entry.departure}
        </span>
        <span
          className="shrink-0 font-bold text-[length:calc(24px*var(--board-scale))]"
          style={{ color: readableText(entry.status.colour, palette.panel) }}
          data-testid="status-text"
        >
          {entry.status.text}
        </span>
      </div>
      <RouteAndRemarks
        entry={entry}
        palette={palette}
        remarksClass="text-[length:calc(24px*var(--board-scale))]"
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
  const borderWidth = entry.status.confirmed ? 4 : 2;
  return (
    <li
      className={cn(
        "shrink-0 rounded-md px-2.5 py-1 text-[length:calc(18px*var(--board-scale))] leading-[1.2]",
        entry.cancelled && CANCELLED,
      )}
      style={{
        borderStyle: "solid",
        borderWidth,
        borderColor: safeColour(entry.status.colour),
        backgroundColor: palette.panel,
      }}
      title={fullText(entry)}
      data-testid="card-entry"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="flex shrink-0 items-center gap-1.5 font-black text-[length:calc(22px*var(--board-scale))]">
          {entry.aircraft}
          {clash && <ClashTag className="text-[length:calc(15px*var(--board-scale))]" />}
        </span>
        <Customer entry={entry} dot="size-3" className="" />
        <span className="sr-only">Status: {entry.status.text}</span>
      </div>
      <div className="truncate font-bold text-[length:calc(20px*var(--board-scale))] tabular-nums">
        {entry.departure}
      </div>
      <RouteAndRemarks
        entry={entry}
        palette={palette}
        remarksClass="text-[length:calc(18px*var(--board-scale))]"
      />
    </li>
  );
}
