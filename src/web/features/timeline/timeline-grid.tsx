import { Plus } from "lucide-react";
import { type PointerEvent as ReactPointerEvent, useCallback, useMemo, useState } from "react";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import { dateInWords } from "../../../shared/dates.ts";
import { clockText } from "../../../shared/leg-rules.ts";
import type { MaintenanceItemStatus } from "../../../shared/maintenance.ts";
import type { ShownDisconnect } from "../../data/use-disconnects.ts";
import { dueSentence, dueShort, STATE_CLASSES } from "../../lib/maintenance-text.ts";
import { cn } from "../../ui/cn.ts";
import { type BarOffset, BarTip, barWords, LANE_HEIGHT, TimelineBar } from "./timeline-bar.tsx";
import type { TimelineBar as Bar, TimelineGroup, TimelineRow } from "./timeline-rows.ts";
import { DAY_MINUTES, toStep } from "./timeline-view.ts";

const NO_DISCONNECTS: ShownDisconnect[] = [];
const rowKeyOf = (bar: Bar) => `${bar.booking.aircraftTypeId}:${bar.booking.allocatedAircraftId ?? "none"}`;

import { useBarMoves } from "./use-bar-moves.ts";
import type { TimelineData } from "./use-timeline-data.ts";

/** A day's change flag by booking and date, found in a map rather than by a search of the flags per bar. */
function flagLookup(flags: ChangeFlag[] | undefined) {
  const byBooking = new Map<number, ChangeFlag>();
  for (const flag of flags ?? []) {
    if (!flag.deleted && !byBooking.has(flag.bookingId)) byBooking.set(flag.bookingId, flag);
  }
  return (bookingId: number, date: string) => {
    const flag = byBooking.get(bookingId);
    return flag && (flag.days === null || flag.days.includes(date)) ? flag : undefined;
  };
}

export const LABEL_WIDTH = 136;
/** A drag across an empty stretch shorter than this is a click, not a new flight. */
const MIN_GAP_MINUTES = 10;

/** A stretch of a row dragged across to make a booking there. */
export interface GapChoice {
  row: TimelineRow;
  date: string;
  /** Minutes after the date's midnight. */
  departs: number;
  minutes: number;
}

export interface TimelineGridProps {
  groups: TimelineGroup[];
  dates: readonly string[];
  /** Pixels a minute. */
  scale: number;
  /** Minutes from the view's start to now on the operator's clock; null when now is not shown. */
  now: number | null;
  data: TimelineData;
  flags: ChangeFlag[] | undefined;
  canEdit: boolean;
  onMove: (bar: Bar, offset: BarOffset, version: number, target: TimelineRow | null) => Promise<void>;
  onOpen: (bar: Bar) => void;
  onGap: (gap: GapChoice) => void;
  onAnnounce: (text: string) => void;
}

/**
 * The Timeline's grid: the hours across (a date header over hour marks), one row per aircraft grouped by
 * type with its legs as bars, unavailability shaded with its reason, and the now line.
 */
export function TimelineGrid(props: TimelineGridProps) {
  const { groups, dates, scale, now, data, flags, canEdit } = props;
  const rows = useMemo(() => groups.flatMap((group) => group.rows), [groups]);
  const rowOf = useMemo(() => new Map(rows.map((row, index) => [row.key, { row, index }])), [rows]);
  const width = dates.length * DAY_MINUTES * scale;
  const targetOf = useCallback(
    (bar: Bar, to: { rows: number; rowKey?: string }): TimelineRow | null => {
      const own = rowOf.get(rowKeyOf(bar));
      const target = to.rowKey ? rowOf.get(to.rowKey)?.row : own && rows[own.index + to.rows];
      return target && target.key !== own?.row.key ? target : null;
    },
    [rowOf, rows],
  );
  const rowLabel = useCallback(
    (bar: Bar, to: { rows: number; rowKey?: string }) => {
      const target = targetOf(bar, to);
      return target
        ? `${target.label} (${groups.find((g) => g.aircraftTypeId === target.aircraftTypeId)?.title})`
        : null;
    },
    [targetOf, groups],
  );
  const onMove = props.onMove;
  const bars = useMemo(() => new Map(rows.flatMap((row) => row.bars.map((bar) => [bar.key, bar]))), [rows]);
  const moves = useBarMoves({
    bars,
    scale,
    canEdit,
    rowLabel,
    onMove: (bar, offset, version) => onMove(bar, offset, version, targetOf(bar, offset)),
    onOpen: props.onOpen,
    onAnnounce: props.onAnnounce,
  });
  const flagOf = useMemo(() => flagLookup(flags), [flags]);
  /** What the other screens mark on a leg: its day's conflicts and change flag, its day's disconnects on its first leg. */
  const marksOf = (bar: Bar) => ({
    conflicts: data.conflictsOf(bar.booking.id, bar.day.date),
    disconnects: bar.legIndex === 0 ? data.disconnectsOf(bar.booking.id, bar.day.date) : NO_DISCONNECTS,
    flag: flagOf(bar.booking.id, bar.day.date),
  });
  const tippedBar = moves.tipped ? bars.get(moves.tipped) : undefined;

  return (
    // Bars are moved by pointer and keys listened for here, once, rather than on each bar; the bars
    // inside are the controls.
    <div
      ref={moves.container}
      className="overflow-x-auto rounded-md border border-slate-200 bg-white"
      data-timeline-grid
      {...moves.handlers}
    >
      <div
        ref={moves.label}
        hidden
        className="pointer-events-none fixed top-0 left-0 z-50 rounded bg-slate-900 px-2 py-1 text-xs text-white shadow-lg tabular-nums"
      />
      <div style={{ width: LABEL_WIDTH + width }} className="relative">
        <TimelineAxis dates={dates} scale={scale} />
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of rows in a grid drawn with divs.
          <div key={group.aircraftTypeId} role="group" aria-label={group.title}>
            <div className="sticky left-0 border-b border-slate-200 bg-slate-50 px-2 py-1 text-xs font-semibold text-slate-700">
              {group.title}
            </div>
            {group.rows.map((row) => (
              <TimelineRowView
                key={row.key}
                row={row}
                due={data.dueOf(row.aircraftId)}
                today={data.today}
                dates={dates}
                scale={scale}
                width={width}
                canEdit={canEdit}
                onGap={props.onGap}
              >
                {row.bars.map((bar) => (
                  <TimelineBar
                    key={bar.key}
                    bar={bar}
                    scale={scale}
                    {...marksOf(bar)}
                    placeName={data.placeName}
                    crewName={data.crewName}
                    canEdit={canEdit}
                    moving={moves.movingOf(bar)}
                  />
                ))}
                {tippedBar && rowKeyOf(tippedBar) === row.key && !moves.movingOf(tippedBar) ? (
                  <BarTip
                    bar={tippedBar}
                    scale={scale}
                    words={barWords({
                      bar: tippedBar,
                      ...marksOf(tippedBar),
                      placeName: data.placeName,
                      crewName: data.crewName,
                    })}
                  />
                ) : null}
              </TimelineRowView>
            ))}
          </div>
        ))}
        {now === null ? null : (
          <div
            className="pointer-events-none absolute top-0 bottom-0 z-10 w-0.5 bg-red-600"
            style={{ left: LABEL_WIDTH + now * scale }}
            title={`Now ${clockText(now % DAY_MINUTES)}`}
            data-now-line
            aria-hidden="true"
          />
        )}
      </div>
    </div>
  );
}

/** The dates across the top, each with its hour marks: every hour for a day, every 3 or 6 for more. */
function TimelineAxis({ dates, scale }: { dates: readonly string[]; scale: number }) {
  const every = dates.length === 1 ? 1 : dates.length === 3 ? 3 : 6;
  const hours = Array.from({ length: 24 / every }, (_, index) => index * every);
  return (
    <div className="sticky top-0 z-20 flex border-b border-slate-300 bg-white" aria-hidden="true">
      <div className="sticky left-0 z-10 shrink-0 bg-white" style={{ width: LABEL_WIDTH }} />
      {dates.map((date) => (
        <div key={date} className="shrink-0 border-l border-slate-300" style={{ width: DAY_MINUTES * scale }}>
          <div className="truncate px-1 pt-1 text-xs font-semibold text-slate-800">{dateInWords(date)}</div>
          <div className="relative h-5">
            {hours.map((hour) => (
              <span
                key={hour}
                className="absolute top-0 border-l border-slate-200 pl-0.5 text-[10px] text-slate-500 tabular-nums"
                style={{ left: hour * 60 * scale }}
              >
                {String(hour).padStart(2, "0")}
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * One aircraft's row: its label (for editors a button that opens the wizard on it), day lines,
 * unavailability, and its bars; dragging across an empty stretch opens the wizard for that stretch.
 */
function TimelineRowView({
  row,
  due,
  today,
  dates,
  scale,
  width,
  canEdit,
  onGap,
  children,
}: {
  row: TimelineRow;
  /** The aircraft's maintenance item within its margin or past its due point (docs/decisions/051). */
  due: MaintenanceItemStatus | undefined;
  today: string | undefined;
  dates: readonly string[];
  scale: number;
  width: number;
  canEdit: boolean;
  onGap: (gap: GapChoice) => void;
  children: React.ReactNode;
}) {
  const [gap, setGap] = useState<{ from: number; to: number } | null>(null);
  const height = row.lanes * LANE_HEIGHT + 4;
  const minuteAt = (event: ReactPointerEvent<HTMLDivElement>) =>
    Math.max(
      0,
      Math.min(
        dates.length * DAY_MINUTES,
        (event.clientX - event.currentTarget.getBoundingClientRect().left) / scale,
      ),
    );
  const choose = (from: number, to: number) => {
    const start = toStep(Math.min(from, to));
    const day = Math.min(dates.length - 1, Math.floor(start / DAY_MINUTES));
    const departs = start - day * DAY_MINUTES;
    // A stretch ends at its day's midnight: a booking's day is one date.
    const minutes = Math.min(toStep(Math.abs(to - from)), DAY_MINUTES - departs);
    if (minutes >= MIN_GAP_MINUTES) onGap({ row, date: dates[day]!, departs, minutes });
  };
  const gapText = `New booking on ${row.label}`;

  return (
    <div className="flex border-b border-slate-100" style={{ height }}>
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center gap-1 border-r border-slate-200 bg-white px-2 text-xs font-medium text-slate-800"
        style={{ width: LABEL_WIDTH }}
      >
        <span className="min-w-0 flex-1 truncate">
          {row.label}
          {due && today ? (
            <span
              className={cn("ml-1 rounded px-1 text-[10px] font-normal", STATE_CLASSES[due.state])}
              title={dueSentence(due, today)}
            >
              <span className="sr-only">{dueSentence(due, today)}</span>
              <span aria-hidden="true">{dueShort(due)}</span>
            </span>
          ) : null}
        </span>
        {canEdit ? (
          <button
            type="button"
            aria-label={`${gapText}, ${dateInWords(dates[0]!)}`}
            title={`${gapText} (or drag across an empty stretch of the row)`}
            className="rounded p-0.5 text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-600"
            onClick={() => onGap({ row, date: dates[0]!, departs: 9 * 60, minutes: 60 })}
          >
            <Plus className="size-3.5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div
        className={cn("relative shrink-0", canEdit && "cursor-crosshair")}
        style={{ width }}
        data-timeline-row={row.key}
        onPointerDown={(event) => {
          if (!canEdit || event.button !== 0 || event.target !== event.currentTarget) return;
          const at = minuteAt(event);
          setGap({ from: at, to: at });
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => gap && setGap({ ...gap, to: minuteAt(event) })}
        onPointerUp={() => {
          if (gap) choose(gap.from, gap.to);
          setGap(null);
        }}
        onPointerCancel={() => setGap(null)}
      >
        {dates.slice(1).map((date, index) => (
          <div
            key={date}
            className="pointer-events-none absolute top-0 bottom-0 border-l border-slate-300"
            style={{ left: (index + 1) * DAY_MINUTES * scale }}
          />
        ))}
        {row.blocks.map((block) => (
          <div
            key={`${block.start}:${block.reason}`}
            className="pointer-events-none absolute top-0 bottom-0 flex items-start overflow-hidden bg-slate-300/60 px-1 pt-0.5 text-[10px] text-slate-800 [background-image:repeating-linear-gradient(45deg,rgba(100,116,139,0.25)_0_6px,transparent_6px_12px)]"
            style={{ left: block.start * scale, width: (block.end - block.start) * scale }}
            title={`Unavailable: ${block.reason}`}
          >
            <span className="truncate">Unavailable: {block.reason}</span>
          </div>
        ))}
        {gap ? (
          <div
            className="pointer-events-none absolute top-1 bottom-1 rounded-sm border-2 border-dashed border-blue-600 bg-blue-100/50"
            style={{ left: Math.min(gap.from, gap.to) * scale, width: Math.abs(gap.to - gap.from) * scale }}
          />
        ) : null}
        {children}
      </div>
    </div>
  );
}
