import {
  type ColumnDef,
  type ColumnSizingState,
  getCoreRowModel,
  type Header,
  useReactTable,
} from "@tanstack/react-table";
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "../../ui/cn.ts";
import { COLUMNS, type ColumnId, MIN_COLUMN_WIDTH } from "./columns.ts";
import type { TableRow } from "./rows.ts";
import { BookingsTableRow } from "./table-row.tsx";

const MAX_COLUMN_WIDTH = 800;

const columnDefs: ColumnDef<TableRow>[] = COLUMNS.map((column) => ({
  id: column.id,
  header: column.label,
  size: column.size,
  minSize: MIN_COLUMN_WIDTH,
  maxSize: MAX_COLUMN_WIDTH,
}));

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

/** Rows painted at once when a month opens; the rest follow in a transition that input can interrupt. */
const FIRST_ROWS = 50;

/**
 * A busy month has hundreds of rows, most of them below the fold. The first screenful renders
 * straight away and the rest just after, so the table is readable sooner and stays responsive.
 */
function useProgressiveRows(rows: TableRow[]): TableRow[] {
  const firstKey = rows[0]?.key;
  const [shownFor, setShownFor] = useState<{ key: string | undefined; all: boolean }>({
    key: firstKey,
    all: false,
  });
  const all = shownFor.key === firstKey && shownFor.all;
  useEffect(() => {
    if (all) return;
    startTransition(() => setShownFor({ key: firstKey, all: true }));
  }, [all, firstKey]);
  return all || rows.length <= FIRST_ROWS ? rows : rows.slice(0, FIRST_ROWS);
}

/** The body stays the same object while only column widths change, so resizing never re-renders rows. */
const TableBody = memo(function TableBody({
  rows,
  columns,
  today,
  emptyState,
}: {
  rows: TableRow[];
  columns: ColumnId[];
  today: string;
  emptyState: ReactNode;
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
        rows.map((row) => <BookingsTableRow key={row.key} row={row} columns={columns} today={today} />)
      )}
    </tbody>
  );
});

/**
 * The Booking Details table (product §2, §9): resizable columns with the spec's default widths, a sticky
 * header, a body at most 990 px high that scrolls, and at least 1200 px wide.
 */
export function BookingsTable({
  rows,
  showBookingId,
  today,
  label,
  emptyState,
  busy,
}: {
  rows: TableRow[];
  showBookingId: boolean;
  today: string;
  label: string;
  emptyState?: ReactNode;
  busy?: boolean;
}) {
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const shownRows = useProgressiveRows(rows);
  const scrollArea = useRef<HTMLElement>(null);
  // A newly shown month opens at its top, or at today's rows when today is in it, never at the
  // scroll position of the month before (which could hide its first week).
  const todayRowShown = rows.some((row) => row.date === today);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the month (its label) changes, not on every edit.
  useLayoutEffect(() => {
    const area = scrollArea.current;
    if (!area) return;
    const todayRow = area.querySelector<HTMLElement>(`tbody tr[data-date="${today}"]`);
    const header = area.querySelector("thead")?.getBoundingClientRect().height ?? 0;
    area.scrollTop = todayRow ? Math.max(0, todayRow.offsetTop - header) : 0;
  }, [label, todayRowShown]);
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.key,
    columnResizeMode: "onChange",
    state: { columnSizing, columnVisibility: { bookingId: showBookingId } },
    onColumnSizingChange: setColumnSizing,
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
      className="max-h-[min(990px,calc(100vh-11.5rem))] overflow-auto rounded-lg border border-slate-200 bg-white shadow-xs"
    >
      <table
        className="table-fixed border-separate border-spacing-0"
        // The last, unsized column takes any width left over, so resizing maps 1:1 to the mouse.
        style={{ ...widths, width: "100%", minWidth: Math.max(1200, table.getTotalSize()) } as CSSProperties}
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
                scope="col"
                className={cn(
                  "sticky top-0 z-20 h-9 border-b border-slate-200 bg-slate-100/95 py-1 pr-2 pl-2.5 text-left align-middle text-xs leading-tight font-semibold text-slate-600 backdrop-blur",
                  alignRight.has(header.column.id) && "text-right",
                )}
              >
                <span className="line-clamp-2 break-words">{String(header.column.columnDef.header)}</span>
                <ResizeHandle header={header} />
              </th>
            ))}
            <td aria-hidden="true" className="sticky top-0 z-20 border-b border-slate-200 bg-slate-100/95" />
          </tr>
        </thead>
        <TableBody rows={shownRows} columns={columns} today={today} emptyState={emptyState} />
      </table>
    </section>
  );
}
