import type { CSSProperties, ReactNode } from "react";
import { useRef } from "react";
import { type ColumnWidths, MIN_TABLE_WIDTH } from "./column-widths.ts";
import type { TableRow } from "./rows.ts";
import { TableBody } from "./table-body.tsx";
import { TableHeader } from "./table-header.tsx";
import { useColumnSizing } from "./use-column-sizing.ts";
import { useProgressiveRows } from "./use-progressive-rows.ts";
import { type FoundBooking, useOpeningScroll, useScrollToFound } from "./use-table-scroll.ts";
import { useHeightToWindowBottom, useInnerWidth } from "./use-table-size.ts";

/**
 * The Booking Details table (product §2, §9): resizable columns with the product's default widths (§9), a sticky
 * header, a body at most 990 px high that scrolls, and at least 1200 px wide. The columns share the
 * window's width (docs/decisions/017), so every one, Actions too, shows without scrolling sideways where
 * 80 px each fits; Date and Customer stay in view when the table does scroll sideways.
 */
export function BookingsTable({
  rows,
  showBookingId,
  showActualHours,
  columnWidths,
  onColumnWidthsChange,
  today,
  label,
  emptyState,
  busy,
  found,
}: BookingsTableProps) {
  const { shown: shownRows, complete } = useProgressiveRows(rows, {
    today,
    month: label,
    showing: !emptyState,
  });
  const scrollArea = useRef<HTMLElement>(null);
  const opening = useOpeningScroll(scrollArea, {
    label,
    today,
    todayRowShown: rows.some((row) => row.date === today),
    complete,
  });
  useScrollToFound(scrollArea, found ?? null, {
    shownRows,
    rowsInPlace: !emptyState,
    onScrolled: opening.moved,
  });
  const available = useInnerWidth(scrollArea);
  const fitHeight = useHeightToWindowBottom(scrollArea);
  const { columns, headers, totalWidth } = useColumnSizing({
    rows,
    showBookingId,
    showActualHours,
    columnWidths,
    onColumnWidthsChange,
    available,
  });
  const widths = Object.fromEntries(headers.map((h) => [`--col-${h.column.id}`, `${h.getSize()}px`]));

  return (
    <section
      ref={scrollArea}
      // A focusable scroll area, so the keyboard can scroll it too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
      tabIndex={0}
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ maxHeight: fitHeight }}
      className="bookings-table overflow-auto rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <table
        className="table-fixed border-separate border-spacing-0"
        // The last, unsized column takes what rounding or narrow hand-set widths leave over.
        style={
          {
            ...widths,
            width: "100%",
            minWidth: Math.max(MIN_TABLE_WIDTH, totalWidth),
          } as CSSProperties
        }
      >
        <TableHeader headers={headers} />
        <TableBody
          rows={shownRows}
          columns={columns}
          today={today}
          emptyState={emptyState}
          highlightedBookingId={found?.bookingId ?? null}
        />
      </table>
    </section>
  );
}

interface BookingsTableProps {
  rows: TableRow[];
  showBookingId: boolean;
  showActualHours: boolean;
  /** The widths the user set by hand; every other column takes its share of the room. */
  columnWidths: ColumnWidths;
  onColumnWidthsChange: (update: (widths: ColumnWidths) => ColumnWidths) => void;
  today: string;
  label: string;
  emptyState?: ReactNode;
  busy?: boolean;
  /** A booking chosen in 'Find a booking': its rows are highlighted and the day found is scrolled to. */
  found?: FoundBooking | null;
}
