import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { lazyComponent } from "../../../lib/lazy-module.ts";
import { legsCount, routeText } from "../../../lib/leg-drafts.ts";
import { cn } from "../../../ui/cn.ts";
import { displayHours } from "../format.ts";
import type { BookingRow } from "../rows.ts";
import { cellKey, useTableContext } from "../table-context.tsx";
import { CellButton, CellText } from "./cell-button.tsx";

// The legs' editor (and Radix's popover) loads after the first rows, or at the first opening.
const LegsPopover = lazyComponent(() => import("./legs-popover.tsx").then((m) => m.LegsPopover));

/** How a day's legs were opened: its "3 legs", a one-leg day's "+", or the hours of several legs. */
export type LegsOpening = "legs" | "add" | "hours";

/** A day's legs opened from a cell, anchored to the control that opened them, focus back there after. */
function useDayLegs(row: BookingRow) {
  const [opening, setOpening] = useState<LegsOpening | null>(null);
  const anchor = useRef<HTMLButtonElement>(null);
  // Once the legs have closed (and their focus trap with them), the focus goes back to the opener.
  const refocus = useRef(false);
  useEffect(() => {
    if (opening !== null || !refocus.current) return;
    refocus.current = false;
    anchor.current?.focus();
  }, [opening]);
  const popover =
    opening === null ? null : (
      <Suspense fallback={null}>
        <LegsPopover
          row={row}
          opening={opening}
          anchor={anchor}
          onClose={(back) => {
            refocus.current = back;
            setOpening(null);
          }}
        />
      </Suspense>
    );
  return { open: setOpening, opened: opening !== null, anchor, popover };
}

const several = (row: BookingRow) => row.day.legs.length > 1;

/**
 * Beside the departure time: a day of several legs shows "3 legs" (its route on hover and in its
 * name), which opens them; a one-leg day offers "+" (add a leg) to editors while the row is hovered or
 * the button focused, so a one-leg day looks as it always did (docs/decisions/049).
 */
export function WithLegs({ row, children }: { row: BookingRow; children: ReactNode }) {
  const { canEdit, pendingCells, locationNames } = useTableContext();
  const legs = useDayLegs(row);
  if (!several(row) && !canEdit) return children;
  const pending = pendingCells.has(cellKey(row.booking.id, "legs", row.date));
  const route = several(row)
    ? routeText(row.day.legs, (id) => locationNames.get(id) ?? "Unknown location")
    : "";
  return (
    <div className="relative flex h-full min-w-0 items-center">
      <div className="h-full min-w-0 flex-1">{children}</div>
      {/* One button for both, so the focus stays on it when a day gains or loses its second leg. */}
      <button
        ref={legs.anchor}
        type="button"
        aria-label={several(row) ? `${legsCount(row.day.legs.length)}: ${route}` : "Add a leg"}
        title={several(row) ? route : "Add a leg to this day"}
        aria-haspopup="dialog"
        aria-expanded={legs.opened}
        aria-busy={pending || undefined}
        onClick={() => legs.open(several(row) ? "legs" : "add")}
        className={cn(
          "mr-1 shrink-0 rounded outline-none focus-visible:ring-2 focus-visible:ring-blue-600 aria-busy:animate-pulse",
          several(row)
            ? "bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium whitespace-nowrap text-slate-700 tabular-nums hover:bg-slate-200"
            : // Over the cell's right end, so the time keeps the whole cell as it always had.
              "absolute top-1/2 right-0 -translate-y-1/2 px-1.5 text-[13px] leading-5 text-slate-500 opacity-0 group-hover/row:opacity-100 hover:bg-slate-200 hover:text-slate-900 focus-visible:opacity-100 aria-expanded:opacity-100 aria-busy:opacity-100 print:hidden",
        )}
      >
        {several(row) ? legsCount(row.day.legs.length) : "+"}
      </button>
      {legs.popover}
    </div>
  );
}

/**
 * The hours of a day of several legs: their sum, which only the legs change (the server refuses the
 * day's own hours then), so a click opens the legs with the first leg's hours focused.
 */
export function LegsHoursCell({ row }: { row: BookingRow }) {
  const { canEdit } = useTableContext();
  const legs = useDayLegs(row);
  const value = displayHours(row.day.expectedAircraftHours);
  const title = `The sum of the day's ${legsCount(row.day.legs.length)}: change a leg's hours in its legs`;
  if (!canEdit) {
    return (
      <CellText align="right" title={title}>
        <span className="tabular-nums">{value}</span>
      </CellText>
    );
  }
  return (
    <>
      <CellButton
        ref={legs.anchor}
        label={`Expected Hours: ${value}`}
        title={title}
        align="right"
        onClick={() => legs.open("hours")}
      >
        <span className="tabular-nums">{value}</span>
      </CellButton>
      {legs.popover}
    </>
  );
}
