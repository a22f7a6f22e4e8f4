import { ChevronLeft, ChevronRight, Settings } from "lucide-react";
import type { Booking } from "../../../shared/bookings.ts";
import { formatShortDate } from "../../../shared/dates.ts";
import { READ_ONLY } from "../../../shared/session-rules.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { GuardedButton } from "../../ui/guarded-button.tsx";
import { type FleetSpan, SPAN_LABELS } from "./fleet-grid.ts";

/** The Fleet tab's controls: move by a span, back to today, the span, the dates shown, Manage fleet. */
export function FleetToolbar({
  dates,
  span,
  onSpan,
  onShift,
  onToday,
  canEdit,
  onManage,
  dragging,
}: {
  dates: string[];
  span: FleetSpan;
  onSpan: (span: FleetSpan) => void;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
  canEdit: boolean;
  onManage: () => void;
  /** The booking being dragged, named so the person knows the whole booking moves. */
  dragging: Booking | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-1">
        <Button size="icon-sm" variant="ghost" aria-label="Previous" onClick={() => onShift(-1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button size="sm" onClick={onToday}>
          Today
        </Button>
        <Button size="icon-sm" variant="ghost" aria-label="Next" onClick={() => onShift(1)}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <fieldset aria-label="Days shown" className="flex rounded-md border border-slate-300">
        {(Object.keys(SPAN_LABELS) as FleetSpan[]).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={span === value}
            onClick={() => onSpan(value)}
            className={cn(
              "h-8 px-3 text-[13px] first:rounded-l-md last:rounded-r-md",
              span === value ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {SPAN_LABELS[value]}
          </button>
        ))}
      </fieldset>
      <h2 className="text-[15px] font-semibold tabular-nums">
        {/* As the table shows dates, not the ISO dates the grid is built on (docs/decisions/043). */}
        {formatShortDate(dates[0] ?? "")} to {formatShortDate(dates[dates.length - 1] ?? "")}
      </h2>
      <GuardedButton
        size="sm"
        className="ml-auto"
        disabledReason={canEdit ? undefined : READ_ONLY}
        onClick={onManage}
      >
        <Settings className="size-4" aria-hidden="true" />
        Manage fleet
      </GuardedButton>
      {dragging ? (
        <p role="status" className="text-[13px] text-blue-800">
          Moving the whole booking ({dragging.customer.name}, {formatShortDate(dragging.startDate)} to{" "}
          {formatShortDate(dragging.endDate)}): drop it on an aircraft of type {dragging.aircraftType.title}
        </p>
      ) : null}
    </div>
  );
}
