import { memo, type ReactNode } from "react";
import type { ColumnId } from "./columns.ts";
import type { TableRow } from "./rows.ts";
import { BookingsTableRow } from "./table-row.tsx";

/** The body stays the same object while only column widths change, so resizing never re-renders rows. */
export const TableBody = memo(function TableBody({
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
