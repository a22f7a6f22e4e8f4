import {
  type ColumnDef,
  type ColumnSizingInfoState,
  getCoreRowModel,
  type Header,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "../../ui/cn.ts";
import { type ColumnWidths, fitColumnWidths, MAX_COLUMN_WIDTH, MIN_TABLE_WIDTH } from "./column-widths.ts";
import { COLUMNS, type ColumnId, MIN_COLUMN_WIDTH } from "./columns.ts";
import type { TableRow } from "./rows.ts";
import { stickyColumnClass } from "./sticky-columns.ts";
import { BookingsTableRow } from "./table-row.tsx";

/** Column definitions whose default size is the width each column's share of the window gives it. */
const columnDefsFor = (fitted: Record<string, number>): ColumnDef<TableRow>[] =>
  COLUMNS.map((column) => ({
    id: column.id,
    header: column.label,
    size: fitted[column.id] ?? column.size,
    minSize: MIN_COLUMN_WIDTH,
    maxSize: MAX_COLUMN_WIDTH,
  }));

const idleSizing: ColumnSizingInfoState = {
  startOffset: null,
  startSize: null,
  deltaOffset: null,
  deltaPercentage: null,
  isResizingColumn: false,
  columnSizingStart: [],
};

/** The scroll area's inner width (without its scroll bar), followed as the window changes. */
function useInnerWidth(element: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const area = element.current;
    if (!area) return;
    setWidth(area.clientWidth);
    // jsdom (the component tests) has no layout and no ResizeObserver: the table keeps its 1200 px.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(area.clientWidth));
    observer.observe(area);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

const alignRight = new Set<string>(
  COLUMNS.filter((c) => "align" in c && c.align === "right").map((c) => c.id),
);

function ResizeHandle({ header }: { header: Header<TableRow, unknown> }) {
  const column = header.column;
  const size = column.getSize();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 40 : 10;
    let next: number | null = null;
    if (event.key === "ArrowLeft") next = size - step;
    else if (event.key === "ArrowRight") next = size + step;
    else if (event.key === "Home") next = MIN_COLUMN_WIDTH;
    if (next === null) return;
    event.preventDefault();
    const width = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, next));
    header.getContext().table.setColumnSizing((sizing) => ({ ...sizing, [column.id]: width }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a splitter.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${String(column.columnDef.header)} column`}
      aria-valuenow={size}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => column.resetSize()}
      onKeyDown={onKeyDown}
      className={cn(
        "absolute top-0 right-0 z-10 h-full w-2 cursor-col-resize touch-none select-none",
        "after:absolute after:top-1.5 after:right-0 after:bottom-1.5 after:w-px after:bg-slate-300",
        "hover:after:w-0.5 hover:after:bg-blue-500 focus-visible:after:w-0.5 focus-visible:after:bg-blue-600",
        column.getIsResizing() && "after:w-0.5 after:bg-blue-600",
      )}
    />
  );
}

/** Room kept below the table, so its lower edge and shadow show above the window's bottom. */
const BOTTOM_GAP = 16;

/**
 * The body's height limit (product §9: at most 990 px), and no lower than the window's bottom, wherever
 * the table starts: the toolbar above it takes one line on a wide screen and two at 1366 px.
 */
function useHeightToWindowBottom(element: React.RefObject<HTMLElement | null>): string {
  const [height, setHeight] = useState("min(990px, calc(100vh - 11.5rem))");
  useLayoutEffect(() => {
    const area = element.current;
    if (!area) return;
    const fitToWindow = () => {
      const top = area.getBoundingClientRect().top + window.scrollY;
      setHeight(`${Math.max(240, Math.min(990, window.innerHeight - top - BOTTOM_GAP))}px`);
    };
    fitToWindow();
    window.addEventListener("resize", fitToWindow);
    return () => window.removeEventListener("resize", fitToWindow);
  }, [element]);
  return height;
}

/**
 * A newly shown month opens at its top, or at today's rows when today is in it, never at the scroll
 * position of the month before (which could hide its first week). The first rows of a busy month start
 * at today's, so the table is put there again when the rest arrive, unless it was moved meanwhile: by
 * the wheel, a touch, a key or a click in it, or to a booking found (`moved`). The scroll position
 * cannot tell, as the browser's scroll anchoring moves it when the rows above today arrive.
 */
function useOpeningScroll(
  area: React.RefObject<HTMLElement | null>,
  {
    label,
    today,
    todayRowShown,
    complete,
  }: { label: string; today: string; todayRowShown: boolean; complete: boolean },
): { moved: () => void } {
  const placedFor = useRef<string | null>(null);
  const movedSincePlaced = useRef(false);
  const moved = useCallback(() => {
    movedSincePlaced.current = true;
  }, []);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const events = ["wheel", "touchmove", "keydown", "pointerdown"] as const;
    for (const name of events) element.addEventListener(name, moved, { passive: true });
    return () => {
      for (const name of events) element.removeEventListener(name, moved);
    };
  }, [area, moved]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the month (its label) changes or its rows complete, not on every edit.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    if (placedFor.current === label && movedSincePlaced.current) return;
    const todayRow = element.querySelector<HTMLElement>(`tbody tr[data-date="${today}"]`);
    const header = element.querySelector("thead")?.getBoundingClientRect().height ?? 0;
    element.scrollTop = todayRow ? Math.max(0, todayRow.offsetTop - header) : 0;
    placedFor.current = label;
    movedSincePlaced.current = false;
  }, [label, todayRowShown, complete]);
  return { moved };
}

/** A booking found by search; `pick` changes on every choice, so choosing it again scrolls again. */
export interface FoundBooking {
  bookingId: number;
  date: string;
  pick: number;
}

/**
 * Brings the found booking's row for the day found into the middle of the scroll area, once per pick,
 * as soon as that row is rendered (a busy month renders its rows in two goes).
 */
function useScrollToFound(
  area: React.RefObject<HTMLElement | null>,
  found: FoundBooking | null,
  {
    shownRows,
    rowsInPlace,
    onScrolled,
  }: { shownRows: TableRow[]; rowsInPlace: boolean; onScrolled: () => void },
) {
  const scrolledFor = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever other rows are in place, as the row may be among them.
  useLayoutEffect(() => {
    if (!found || scrolledFor.current === found.pick || !area.current) return;
    const target = area.current.querySelector<HTMLElement>(
      `tbody tr[data-booking-id="${found.bookingId}"][data-date="${found.date}"]`,
    );
    if (!target) return;
    scrolledFor.current = found.pick;
    target.scrollIntoView({ block: "center" });
    onScrolled();
  }, [area, found, shownRows, rowsInPlace]);
}

/** A row's height in the body (34 px and its 1 px border), to count how many rows fill the window. */
const ROW_HEIGHT = 35;

/**
 * A busy month has hundreds of rows, most of them out of view. When a month opens, the rows that fill
 * the window render first, from today's first row when today is in the month (where the table opens)
 * else from the top; the rest follow once those are painted, in a transition that input can interrupt.
 */
function useProgressiveRows(
  rows: TableRow[],
  { today, month, showing }: { today: string; month: string; showing: boolean },
): { shown: TableRow[]; complete: boolean } {
  const [completeFor, setCompleteFor] = useState<string | null>(null);
  const complete = completeFor === month;
  useEffect(() => {
    // Not while the month is loading (the table shows a spinner, not its rows).
    if (complete || !showing) return;
    // After the next paint: a render started by data arriving runs its effects before the browser
    // paints, and the rest of the rows would otherwise hold the first ones off the screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCompleteFor(month)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete, showing, month]);
  const count = Math.max(20, Math.ceil(window.innerHeight / ROW_HEIGHT));
  if (complete || rows.length <= count) return { shown: rows, complete: true };
  const start = Math.max(
    0,
    rows.findIndex((row) => row.date === today),
  );
  return { shown: rows.slice(start, start + count), complete: false };
}

/** The body stays the same object while only column widths change, so resizing never re-renders rows. */
const TableBody = memo(function TableBody({
  rows,
  columns,
  today,
  emptyState,
  highlightedBookingId,
}: {
  rows: TableRow[];
  columns: ColumnId[];
  today: string;
  emptyState: ReactNode;
  highlightedBookingId: number | null;
}) {
  return (
    <tbody>
      {emptyState ? (
        <tr>
          <td colSpan={columns.length + 1} className="p-0">
            {emptyState}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <BookingsTableRow
            key={row.key}
            row={row}
            columns={columns}
            today={today}
            highlighted={row.kind === "booking" && row.booking.id === highlightedBookingId}
          />
        ))
      )}
    </tbody>
  );
});

/**
 * The Booking Details table (product §2, §9): resizable columns with the product's default widths (§9), a sticky
 * header, a body at most 990 px high that scrolls, and at least 1200 px wide. The columns share the
 * window's width (docs/decisions/017), so every one, Actions too, shows without scrolling sideways where
 * 80 px each fits; Date and Customer stay in view when the table does scroll sideways.
 */
export function BookingsTable({
  rows,
  showBookingId,
  columnWidths,
  onColumnWidthsChange,
  today,
  label,
  emptyState,
  busy,
  found,
}: {
  rows: TableRow[];
  showBookingId: boolean;
  /** The widths the user set by hand; every other column takes its share of the room. */
  columnWidths: ColumnWidths;
  onColumnWidthsChange: (update: (widths: ColumnWidths) => ColumnWidths) => void;
  today: string;
  label: string;
  emptyState?: ReactNode;
  busy?: boolean;
  /** A booking chosen in 'Find a booking': its rows are highlighted and the day found is scrolled to. */
  found?: FoundBooking | null;
}) {
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
  const [sizingInfo, setSizingInfo] = useState<ColumnSizingInfoState>(idleSizing);
  const shownIds = useMemo(
    () => COLUMNS.map((column) => column.id).filter((id) => showBookingId || id !== "bookingId"),
    [showBookingId],
  );
  const fitted = useMemo(
    () => fitColumnWidths({ columns: shownIds, resized: columnWidths, available }),
    [shownIds, columnWidths, available],
  );
  // While a column is dragged the others hold still, so its edge stays under the pointer; they share
  // the room out again when the drag ends.
  const heldWidths = useRef(fitted);
  const layoutWidths = sizingInfo.isResizingColumn ? heldWidths.current : fitted;
  heldWidths.current = layoutWidths;
  const columnDefs = useMemo(() => columnDefsFor(layoutWidths), [layoutWidths]);
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.key,
    columnResizeMode: "onChange",
    state: {
      columnSizing: columnWidths,
      columnSizingInfo: sizingInfo,
      columnVisibility: { bookingId: showBookingId },
    },
    onColumnSizingChange: (update: Updater<ColumnWidths>) =>
      onColumnWidthsChange((widths) => (typeof update === "function" ? update(widths) : update)),
    onColumnSizingInfoChange: setSizingInfo,
  });

  const visibleIds = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join(",");
  const columns = useMemo(() => visibleIds.split(",") as ColumnId[], [visibleIds]);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
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
            minWidth: Math.max(MIN_TABLE_WIDTH, table.getTotalSize()),
          } as CSSProperties
        }
      >
        <colgroup>
          {headers.map((header) => (
            <col key={header.id} style={{ width: `var(--col-${header.column.id})` }} />
          ))}
          <col />
        </colgroup>
        <thead>
          <tr>
            {headers.map((header) => (
              <th
                key={header.id}
                data-column={header.column.id}
                scope="col"
                className={cn(
                  "sticky top-0 z-20 h-9 border-b border-slate-200 bg-slate-100/95 py-1 pr-1.5 pl-2 text-left align-middle text-xs leading-tight font-semibold text-slate-600 backdrop-blur",
                  alignRight.has(header.column.id) && "text-right",
                  stickyColumnClass(header.column.id, "header"),
                )}
              >
                <span className="line-clamp-2 break-words">{String(header.column.columnDef.header)}</span>
                <ResizeHandle header={header} />
              </th>
            ))}
            <td aria-hidden="true" className="sticky top-0 z-20 border-b border-slate-200 bg-slate-100/95" />
          </tr>
        </thead>
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
