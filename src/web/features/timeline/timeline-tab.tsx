import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { addDays, daysBetween } from "../../../shared/dates.ts";
import { clockText } from "../../../shared/leg-rules.ts";
import { useChangeFlags } from "../../data/get-change-flags.ts";
import { useOperatorTimeZone } from "../../data/get-operator-time-zone.ts";
import { operatorDate, operatorMinutes } from "../../lib/operator-clock.ts";
import { toastError } from "../../lib/toast-store.ts";
import { useNow } from "../../lib/use-now.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Spinner } from "../../ui/spinner.tsx";
import type { BarOffset } from "./timeline-bar.tsx";
import { type GapChoice, LABEL_WIDTH, TimelineGrid } from "./timeline-grid.tsx";
import type { TimelineBar, TimelineRow } from "./timeline-rows.ts";
import {
  DAY_MINUTES,
  SPAN_NAMES,
  TIMELINE_SPANS,
  type TimelineSpan,
  type TimelineView,
  viewDates,
  zoomed,
} from "./timeline-view.ts";
import { useTimelineData } from "./use-timeline-data.ts";
import { useTimelineWrites } from "./use-timeline-writes.ts";

/** What a new booking made from a gap starts with: the wizard's fields as it holds them. */
export interface NewBookingPrefill {
  startDate: string;
  endDate: string;
  aircraftTypeId: string;
  allocatedAircraftId: string;
  departureTime: string;
  expectedHours: string;
}

/**
 * The Timeline tab (docs/decisions/052): every aircraft's legs by the hour for a day, three days or a
 * week, the now line on the operator's clock, the view kept in the address. Editors move a leg by
 * dragging it (its time, its aircraft, its hours by its end) or with the keyboard, and make a booking by
 * dragging across an empty stretch; every write asks before adding a conflict, as everywhere.
 */
export function TimelineTab({
  canEdit,
  view,
  onView,
  onEditBooking,
  onCreateBooking,
}: {
  canEdit: boolean;
  view: TimelineView;
  onView: (view: TimelineView) => void;
  onEditBooking: (booking: Booking) => void;
  onCreateBooking: (prefill: NewBookingPrefill) => void;
}) {
  const zone = useOperatorTimeZone().data?.timeZone;
  const nowMs = useNow(30_000);
  const today = operatorDate(new Date(nowMs), zone);
  const first = view.date ?? today;
  const dates = useMemo(() => viewDates(first, view.days), [first, view.days]);
  const [hideNotFlying, setHideNotFlying] = useState(false);
  const data = useTimelineData(dates, hideNotFlying);
  const flags = useChangeFlags().data;
  const write = useTimelineWrites();
  const [announcement, setAnnouncement] = useState("");
  const { ref, width } = useTrackWidth();
  const scale = Math.max(width - LABEL_WIDTH - 2, 300) / (view.days * DAY_MINUTES);
  const dayIndex = daysBetween(first, today);
  const now =
    dayIndex >= 0 && dayIndex < view.days
      ? dayIndex * DAY_MINUTES + operatorMinutes(new Date(nowMs), zone)
      : null;

  const zoom = useCallback(
    (direction: "in" | "out") => onView({ ...view, days: zoomed(view.days, direction) }),
    [onView, view],
  );
  useCtrlWheelZoom(ref, zoom);

  const onMove = useCallback(
    async (bar: TimelineBar, offset: BarOffset, version: number, target: TimelineRow | null) => {
      const dayStart = daysBetween(first, bar.day.date) * DAY_MINUTES;
      const departs = offset.minutes === 0 ? null : bar.start - dayStart + offset.minutes;
      if (departs !== null && (departs < 0 || departs >= DAY_MINUTES)) {
        toastError(`A leg moves within its day (${clockText(0)}–23:55): change its date with Edit`);
        return;
      }
      const hours =
        offset.hours === 0 ? null : Math.max(0, Number(bar.leg.expectedHours) + offset.hours).toFixed(2);
      await write({
        booking: bar.booking,
        day: bar.day,
        legIndex: bar.legIndex,
        version,
        departs,
        hours,
        target: target && {
          label: target.label,
          aircraftTypeId: target.aircraftTypeId,
          aircraftId: target.aircraftId,
        },
      });
    },
    [first, write],
  );
  const onOpen = useCallback((bar: TimelineBar) => onEditBooking(bar.booking), [onEditBooking]);
  const onGap = useCallback(
    ({ row, date, departs, minutes }: GapChoice) =>
      onCreateBooking({
        startDate: date,
        endDate: date,
        aircraftTypeId: String(row.aircraftTypeId),
        allocatedAircraftId: row.aircraftId === null ? "" : String(row.aircraftId),
        departureTime: clockText(departs),
        expectedHours: (minutes / 60).toFixed(2).replace(/0$/, ""),
      }),
    [onCreateBooking],
  );

  return (
    <section
      aria-label="Timeline"
      className="flex flex-col gap-3"
      onKeyDown={(event) => {
        if (event.target instanceof HTMLInputElement) return;
        if (event.key === "+" || event.key === "=") zoom("in");
        else if (event.key === "-") zoom("out");
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Previous ${SPAN_NAMES[view.days].toLowerCase()}`}
          onClick={() => onView({ ...view, date: addDays(first, -view.days) })}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button size="sm" onClick={() => onView({ ...view, date: null })}>
          Today
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Next ${SPAN_NAMES[view.days].toLowerCase()}`}
          onClick={() => onView({ ...view, date: addDays(first, view.days) })}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
        <fieldset aria-label="Zoom" className="flex rounded-md border border-slate-300 p-0.5">
          {TIMELINE_SPANS.map((days: TimelineSpan) => (
            <button
              key={days}
              type="button"
              aria-pressed={view.days === days}
              onClick={() => onView({ ...view, days })}
              className={cn(
                "rounded px-2.5 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                view.days === days ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {SPAN_NAMES[days]}
            </button>
          ))}
        </fieldset>
        <label className="ml-2 flex items-center gap-1.5 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={hideNotFlying}
            onChange={(event) => setHideNotFlying(event.target.checked)}
            className="size-4"
          />
          Hide cancelled
        </label>
        <p className="ml-auto text-xs text-slate-500">
          {canEdit
            ? "Drag a leg to move it, its end to change its hours; arrows move a focused leg, Enter saves. + and − zoom."
            : "+ and − zoom."}
        </p>
      </div>
      <div ref={ref}>
        {data.loading ? (
          <div className="flex h-40 items-center justify-center">
            <Spinner className="size-6" label="Loading timeline" />
          </div>
        ) : (
          <TimelineGrid
            groups={data.groups}
            dates={dates}
            scale={scale}
            now={now}
            data={data}
            flags={flags}
            canEdit={canEdit}
            onMove={onMove}
            onOpen={onOpen}
            onGap={onGap}
            onAnnounce={setAnnouncement}
          />
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** The width the grid has, followed through window resizes. */
function useTrackWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Ctrl+wheel over the grid zooms (the browser's own page zoom is left to Ctrl+wheel elsewhere). */
function useCtrlWheelZoom(
  ref: React.RefObject<HTMLDivElement | null>,
  zoom: (direction: "in" | "out") => void,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoom(event.deltaY < 0 ? "in" : "out");
    };
    // Not passive: only a listener that may cancel the wheel keeps the browser from zooming the page.
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [ref, zoom]);
}
