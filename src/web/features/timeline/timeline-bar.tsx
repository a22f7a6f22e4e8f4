import { TriangleAlert, Unlink } from "lucide-react";
import { memo, type PointerEvent as ReactPointerEvent, useRef, useState } from "react";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import type { Conflict } from "../../../shared/fleet.ts";
import { clockText } from "../../../shared/leg-rules.ts";
import type { ShownDisconnect } from "../../data/use-disconnects.ts";
import { flagLines } from "../../lib/change-flag-text.ts";
import { safeColour, textOn } from "../../lib/colour.ts";
import { cn } from "../../ui/cn.ts";
import type { TimelineBar as Bar } from "./timeline-rows.ts";
import { DAY_MINUTES, HOURS_STEP, TIME_STEP_MINUTES, toStep } from "./timeline-view.ts";

export const LANE_HEIGHT = 30;
/** A pointer within this many pixels of a bar's right end drags its end (the hours), not the bar. */
const END_HANDLE_PX = 6;
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

/** Where a bar is being taken: minutes later, hours more, and (by keyboard) rows down. */
export interface BarOffset {
  minutes: number;
  hours: number;
  rows: number;
  /** The row under the pointer at a mouse drop, and how far down the pointer has taken the bar. */
  rowKey?: string;
  dy?: number;
}

const NO_OFFSET: BarOffset = { minutes: 0, hours: 0, rows: 0 };

export interface TimelineBarProps {
  bar: Bar;
  /** Pixels a minute. */
  scale: number;
  conflicts: Conflict[];
  disconnects: ShownDisconnect[];
  flag: ChangeFlag | undefined;
  placeName: (id: number) => string;
  canEdit: boolean;
  /**
   * The label of the row a move takes the bar to (`rows` away by keyboard, or `rowKey` under the
   * pointer); null when that is its own row, or no row.
   */
  rowLabel: (bar: Bar, to: { rows: number; rowKey?: string }) => string | null;
  /**
   * Saves the move with the booking's version when it began (a change made elsewhere meanwhile is
   * refused as stale, and says so); the bar shows the move until the save is sent or declined.
   */
  onMove: (bar: Bar, offset: BarOffset, version: number) => Promise<void>;
  onOpen: (bar: Bar) => void;
  /** Says a keyboard move's state for screen readers. */
  onAnnounce: (text: string) => void;
}

const hoursText = (hours: number) => hours.toFixed(1).replace(/\.0$/, "");

/** "Acme Oil 09:00 Humberside → Leman Alpha, 1.5 h": a leg as its bar's label and tooltip say it. */
export function barText(bar: Bar, placeName: (id: number) => string): string {
  const time = bar.untimed ? "TBC" : clockText(bar.start % DAY_MINUTES);
  const route = `${placeName(bar.leg.fromId)} → ${placeName(bar.leg.toId)}`;
  return `${bar.booking.customer.name} ${time} ${route}, ${hoursText(Number(bar.leg.expectedHours))} h`;
}

/**
 * One leg on the Timeline: a bar from its departure for its hours in the customer's colour, labelled with
 * the customer and route (the whole text on hover and focus). Positioning legs are hatched; a day that
 * will not fly is struck through; a conflict, a disconnect and a change flag are marked by shape and in
 * words, as on the other screens. Editors drag it along its row (the time, in 5-minute steps), onto
 * another row (the aircraft) or by its end (the hours, in tenths); or with the keyboard: arrows move it
 * (Shift+left/right the hours), Enter saves, Escape cancels, and Enter on a bar not moved opens Edit.
 */
export const TimelineBar = memo(function TimelineBar(props: TimelineBarProps) {
  const { bar, scale, conflicts, disconnects, flag, placeName, canEdit } = props;
  const [offset, setOffset] = useState<BarOffset>(NO_OFFSET);
  const [saving, setSaving] = useState(false);
  const drag = useRef<{ x: number; y: number; end: boolean; moved: boolean } | null>(null);
  const startVersion = useRef(bar.booking.version);
  const [focused, setFocused] = useState(false);

  const minutes = bar.minutes + Math.round(offset.hours * 60);
  const left = (bar.start + offset.minutes) * scale;
  const width = Math.max(minutes * scale, 6);
  const colour = safeColour(bar.booking.customer.color);
  const text = barText(bar, placeName);
  const moving = offset !== NO_OFFSET;
  const target = props.rowLabel(bar, offset);
  const movedText = moving
    ? `${clockText((bar.start + offset.minutes) % DAY_MINUTES)}, ${hoursText(minutes / 60)} h${target ? `, to ${target}` : ""}`
    : null;
  const words = [
    text,
    ...(bar.leg.positioning ? ["positioning, flown empty"] : []),
    ...(bar.notFlying ? [bar.notFlying] : []),
    ...conflicts.map((c) => `Conflict: ${c.detail}`),
    ...disconnects.map((d) => `Schedule disconnect: ${d.text}`),
    ...(flag ? [`Changed: ${flagLines(flag).join("; ")}`] : []),
  ].join(". ");

  const save = (next: BarOffset) => {
    setSaving(true);
    void props.onMove(bar, next, startVersion.current).finally(() => {
      setSaving(false);
      setOffset(NO_OFFSET);
    });
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!canEdit || event.button !== 0 || saving) return;
    event.stopPropagation();
    const box = event.currentTarget.getBoundingClientRect();
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      end: box.right - event.clientX <= END_HANDLE_PX,
      moved: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    start.moved = true;
    const along = dx / scale;
    setOffset(
      start.end
        ? { minutes: 0, hours: Math.max(-bar.minutes / 60, Math.round(along / 6) * HOURS_STEP), rows: 0 }
        : { minutes: toStep(along), hours: 0, rows: 0, dy, rowKey: rowUnder(event.clientX, event.clientY) },
    );
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start?.moved) return;
    event.currentTarget.releasePointerCapture(event.pointerId);
    const final = start.end ? offset : { ...offset, rowKey: rowUnder(event.clientX, event.clientY) };
    save(final);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      if (moving) save(offset);
      else props.onOpen(bar);
      return;
    }
    if (event.key === "Escape" && moving) {
      event.preventDefault();
      event.stopPropagation();
      setOffset(NO_OFFSET);
      props.onAnnounce("Move cancelled");
      return;
    }
    if (!canEdit || saving) return;
    const step: Partial<Record<string, BarOffset>> = event.shiftKey
      ? {
          ArrowLeft: { ...offset, hours: Math.max(-bar.minutes / 60, offset.hours - HOURS_STEP) },
          ArrowRight: { ...offset, hours: offset.hours + HOURS_STEP },
        }
      : {
          ArrowLeft: { ...offset, minutes: offset.minutes - TIME_STEP_MINUTES },
          ArrowRight: { ...offset, minutes: offset.minutes + TIME_STEP_MINUTES },
          ArrowUp: { ...offset, rows: offset.rows - 1 },
          ArrowDown: { ...offset, rows: offset.rows + 1 },
        };
    const next = step[event.key];
    if (!next) return;
    event.preventDefault();
    const label = props.rowLabel(bar, next);
    if (next.rows !== 0 && label === null) return;
    if (!moving) startVersion.current = bar.booking.version;
    setOffset(next);
    const to = label ? `, to ${label}` : "";
    props.onAnnounce(
      `${clockText((bar.start + next.minutes) % DAY_MINUTES)}, ${hoursText(bar.minutes / 60 + next.hours)} h${to}. Enter saves, Escape cancels`,
    );
  };

  const clash = conflicts.length > 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a bar is dragged and moved by keys; a button element would take the drag as a click.
    <div
      role="button"
      tabIndex={0}
      aria-label={movedText ? `${words}. Moving to ${movedText}` : words}
      aria-roledescription="flight leg"
      title={words.replaceAll(". ", "\n")}
      data-bar={bar.key}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setOffset(NO_OFFSET);
      }}
      onDoubleClick={() => props.onOpen(bar)}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={cn(
        "absolute flex items-center gap-1 overflow-visible rounded-sm border px-1 text-[11px] leading-none outline-none select-none",
        "focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1",
        canEdit && "cursor-grab touch-none active:cursor-grabbing",
        clash ? "border-red-600 ring-1 ring-red-600" : "border-black/20",
        bar.untimed && "border-dashed border-slate-700",
        moving && "z-20 shadow-lg ring-2 ring-blue-600",
      )}
      style={{
        left,
        width,
        top: 4 + bar.lane * LANE_HEIGHT,
        height: LANE_HEIGHT - 6,
        backgroundColor: colour,
        color: textOn(colour),
        backgroundImage: bar.leg.positioning
          ? "repeating-linear-gradient(135deg, rgba(255,255,255,0.55) 0 4px, transparent 4px 8px)"
          : undefined,
        opacity: bar.notFlying ? 0.55 : undefined,
        transform: offset.dy ? `translateY(${offset.dy}px)` : undefined,
      }}
    >
      {flag ? (
        <span className="size-2 shrink-0 rounded-full bg-blue-600 ring-1 ring-white" aria-hidden="true" />
      ) : null}
      {clash ? <TriangleAlert className="size-3 shrink-0" aria-hidden="true" /> : null}
      {disconnects.length > 0 ? <Unlink className="size-3 shrink-0" aria-hidden="true" /> : null}
      <span className={cn("min-w-0 truncate", bar.notFlying && "line-through")}>
        {movedText ?? (bar.untimed ? `TBC ${text}` : text)}
      </span>
      {focused && !moving ? (
        <span
          role="tooltip"
          className="pointer-events-none absolute top-full left-0 z-30 mt-1 w-max max-w-96 rounded bg-slate-900 px-2 py-1 text-[11px] leading-snug whitespace-normal text-white shadow-lg"
        >
          {words}
        </span>
      ) : null}
    </div>
  );
});

/** The Timeline row under a point, by its `data-timeline-row` mark. */
function rowUnder(x: number, y: number): string | undefined {
  for (const element of document.elementsFromPoint(x, y)) {
    const key = (element as HTMLElement).dataset?.timelineRow;
    if (key) return key;
  }
  return undefined;
}
