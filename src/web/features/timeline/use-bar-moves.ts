import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useRef,
  useState,
} from "react";
import { type BarOffset, movedText } from "./timeline-bar.tsx";
import type { TimelineBar as Bar } from "./timeline-rows.ts";
import { HOURS_STEP, TIME_STEP_MINUTES, toStep } from "./timeline-view.ts";

/** A pointer within this many pixels of a bar's right end drags its end (the hours), not the bar. */
const END_HANDLE_PX = 6;
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

const NO_OFFSET: BarOffset = { minutes: 0, hours: 0, rows: 0 };

interface Drag {
  bar: Bar;
  element: HTMLElement;
  x: number;
  y: number;
  /** Dragging the end (the hours) rather than the bar. */
  end: boolean;
  moved: boolean;
  /** The booking's version when the drag began. */
  version: number;
  offset: BarOffset;
  width: string;
}

/**
 * Moving the Timeline's bars, listened for once on the grid rather than on each of 1,400 bars. A mouse
 * drag moves the bar's element directly, frame by frame, with its new time in a label beside the pointer
 * (no render of the grid while it moves); the drop saves. A keyboard move is a state the bar shows:
 * arrows move it (left/right 5 minutes, Shift+left/right the hours in tenths, up/down a row), Enter
 * saves, Escape cancels; Enter on a bar not being moved, or a double click, opens it.
 * Every save carries the booking's version from when the move began, so a change made elsewhere in the
 * meantime is refused as stale and says so.
 */
export function useBarMoves(options: {
  bars: Map<string, Bar>;
  scale: number;
  canEdit: boolean;
  /** The label of the row a move takes a bar to; null for its own row or none. */
  rowLabel: (bar: Bar, to: { rows: number; rowKey?: string }) => string | null;
  onMove: (bar: Bar, offset: BarOffset, version: number) => Promise<void>;
  onOpen: (bar: Bar) => void;
  onAnnounce: (text: string) => void;
}) {
  const { bars, scale, canEdit, rowLabel, onMove, onOpen, onAnnounce } = options;
  const [keyMove, setKeyMove] = useState<{ key: string; offset: BarOffset; version: number } | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const drag = useRef<Drag | null>(null);
  const label = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  // A bar saved by keyboard onto another row is drawn anew there: it takes the focus back when it appears.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const key = refocus.current;
    if (!key || (document.activeElement && document.activeElement !== document.body)) return;
    const element = container.current?.querySelector<HTMLElement>(`[data-bar="${key}"]`);
    if (element) {
      refocus.current = null;
      element.focus();
    }
  });

  const barOf = (target: EventTarget) => {
    const element = (target as HTMLElement).closest?.<HTMLElement>("[data-bar]");
    const bar = element ? bars.get(element.dataset.bar ?? "") : undefined;
    return bar && element ? { bar, element } : null;
  };

  const showLabel = (x: number, y: number, text: string | null) => {
    const element = label.current;
    if (!element) return;
    element.hidden = text === null;
    element.textContent = text ?? "";
    element.style.transform = `translate(${x + 14}px, ${y + 14}px)`;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const found = canEdit && event.button === 0 ? barOf(event.target) : null;
    if (!found) return;
    event.stopPropagation();
    const box = found.element.getBoundingClientRect();
    drag.current = {
      ...found,
      x: event.clientX,
      y: event.clientY,
      end: box.right - event.clientX <= END_HANDLE_PX,
      moved: false,
      version: found.bar.booking.version,
      offset: NO_OFFSET,
      width: found.element.style.width,
    };
    found.element.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    const { bar, element } = current;
    const along = dx / scale;
    if (current.end) {
      const hours = Math.max(-bar.minutes / 60, Math.round(along / 6) * HOURS_STEP);
      current.offset = { ...NO_OFFSET, hours };
      element.style.width = `${Math.max((bar.minutes + hours * 60) * scale, 6)}px`;
    } else {
      const minutes = toStep(along);
      current.offset = { ...NO_OFFSET, minutes, rowKey: rowUnder(event.clientX, event.clientY) };
      element.style.transform = `translate(${minutes * scale}px, ${dy}px)`;
    }
    element.style.zIndex = "20";
    showLabel(event.clientX, event.clientY, movedText(bar, current.offset, rowLabel(bar, current.offset)));
  };

  const endDrag = (current: Drag) => {
    current.element.style.transform = "";
    current.element.style.width = current.width;
    current.element.style.zIndex = "";
    showLabel(0, 0, null);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    current.element.releasePointerCapture(event.pointerId);
    showLabel(0, 0, null);
    // The bar stays where it was dropped while the save asks (or is sent), then goes where the data says.
    void onMove(current.bar, current.offset, current.version).finally(() => endDrag(current));
  };

  const onPointerCancel = () => {
    if (drag.current) endDrag(drag.current);
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const found = barOf(event.target);
    if (!found) return;
    const { bar } = found;
    const moving = keyMove?.key === bar.key ? keyMove : null;
    if (event.key === "Enter") {
      event.preventDefault();
      if (!moving) return onOpen(bar);
      refocus.current = bar.key;
      void onMove(bar, moving.offset, moving.version).finally(() => setKeyMove(null));
      return;
    }
    if (event.key === "Escape" && moving) {
      event.preventDefault();
      event.stopPropagation();
      setKeyMove(null);
      onAnnounce("Move cancelled");
      return;
    }
    if (!canEdit) return;
    const offset = moving?.offset ?? NO_OFFSET;
    const steps: Partial<Record<string, BarOffset>> = event.shiftKey
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
    const next = steps[event.key];
    if (!next) return;
    event.preventDefault();
    const target = rowLabel(bar, next);
    if (next.rows !== 0 && target === null) return;
    setKeyMove({ key: bar.key, offset: next, version: moving?.version ?? bar.booking.version });
    onAnnounce(`${movedText(bar, next, target)}. Enter saves, Escape cancels`);
  };

  return {
    container,
    label,
    /** The keyboard move under way, with its words, for the bar it moves. */
    movingOf: (bar: Bar) => {
      if (keyMove?.key !== bar.key) return undefined;
      return { offset: keyMove.offset, text: movedText(bar, keyMove.offset, rowLabel(bar, keyMove.offset)) };
    },
    /** The bar whose whole text the tip shows: the focused one, else the one under the pointer. */
    tipped: focused ?? hovered,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      onKeyDown,
      onDoubleClick: (event: MouseEvent<HTMLDivElement>) => {
        const found = barOf(event.target);
        if (found) onOpen(found.bar);
      },
      onFocus: (event: FocusEvent<HTMLDivElement>) => setFocused(barOf(event.target)?.bar.key ?? null),
      onBlur: () => setFocused(null),
      onPointerOver: (event: PointerEvent<HTMLDivElement>) => {
        const key = drag.current ? null : (barOf(event.target)?.bar.key ?? null);
        if (key !== hovered) setHovered(key);
      },
      onPointerLeave: () => setHovered(null),
    },
  };
}

/** The Timeline row under a point, by its `data-timeline-row` mark. */
function rowUnder(x: number, y: number): string | undefined {
  for (const element of document.elementsFromPoint(x, y)) {
    const key = (element as HTMLElement).dataset?.timelineRow;
    if (key) return key;
  }
  return undefined;
}
