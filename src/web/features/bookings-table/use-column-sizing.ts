import {
  type ColumnDef,
  type ColumnSizingInfoState,
  getCoreRowModel,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import { useMemo, useRef, useState } from "react";
import { type ColumnWidths, fitColumnWidths, MAX_COLUMN_WIDTH } from "./column-widths.ts";
import { COLUMNS, type ColumnId, MIN_COLUMN_WIDTH } from "./columns.ts";
import type { TableRow } from "./rows.ts";

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

/**
 * The table's columns and their widths: those the user set by hand, and every other column's share of
 * the `available` room (docs/decisions/017). While a column is dragged the others hold still, so its edge
 * stays under the pointer; they share the room out again when the drag ends.
 */
export function useColumnSizing({
  rows,
  showBookingId,
  showActualHours,
  columnWidths,
  onColumnWidthsChange,
  available,
}: {
  rows: TableRow[];
  showBookingId: boolean;
  showActualHours: boolean;
  columnWidths: ColumnWidths;
  onColumnWidthsChange: (update: (widths: ColumnWidths) => ColumnWidths) => void;
  available: number;
}) {
  const [sizingInfo, setSizingInfo] = useState<ColumnSizingInfoState>(idleSizing);
  const shownIds = useMemo(
    () =>
      COLUMNS.map((column) => column.id).filter(
        (id) => (showBookingId || id !== "bookingId") && (showActualHours || id !== "actualHours"),
      ),
    [showBookingId, showActualHours],
  );
  const fitted = useMemo(
    () => fitColumnWidths({ columns: shownIds, resized: columnWidths, available }),
    [shownIds, columnWidths, available],
  );
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
      columnVisibility: { bookingId: showBookingId, actualHours: showActualHours },
    },
    onColumnSizingChange: (update: Updater<ColumnWidths>) =>
      onColumnWidthsChange((widths) => (typeof update === "function" ? update(widths) : update)),
    onColumnSizingInfoChange: setSizingInfo,
  });

  // The same array while the same columns show, so the memoised body does not re-render on a resize.
  const visibleIds = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join(",");
  const columns = useMemo(() => visibleIds.split(",") as ColumnId[], [visibleIds]);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return { columns, headers, totalWidth: table.getTotalSize() };
}
