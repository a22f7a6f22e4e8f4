import { Pencil, Trash2 } from "lucide-react";
import { memo } from "react";
import { READ_ONLY } from "../../../shared/session-rules.ts";
import { cn } from "../../ui/cn.ts";
import { GuardedButton } from "../../ui/guarded-button.tsx";
import { ActualHoursCell } from "./cells/actual-hours-cell.tsx";
import { CellText } from "./cells/cell-button.tsx";
import { ChangeMarker } from "./cells/change-marker.tsx";
import { WithConflictMarker } from "./cells/conflict-marker.tsx";
import { DestinationCell } from "./cells/destination-cell.tsx";
import { CustomerBadge } from "./cells/display.tsx";
import { AircraftTypeCell, AllocatedAircraftCell, DepartureCell, StatusCell } from "./cells/select-cells.tsx";
import { DepartureTimeCell, ExpectedHoursCell, RemarksCell } from "./cells/text-cells.tsx";
import type { ColumnId } from "./columns.ts";
import { displayDate } from "./format.ts";
import { WithDisconnectMarker } from "./row-disconnects.tsx";
import type { BookingRow, PlaceholderRow, TableRow } from "./rows.ts";
import { SHARED_DAY } from "./shared-day-legend.tsx";
import { stickyColumnClass } from "./sticky-columns.ts";
import { useTableContext } from "./table-context.tsx";

function ActionsCell({ row }: { row: BookingRow }) {
  const { canEdit, onEditBooking, onDeleteBooking } = useTableContext();
  if (!row.firstOfBooking) return null;
  const reason = canEdit ? undefined : READ_ONLY;
  return (
    <div className="flex h-full items-center gap-0.5 px-1.5">
      <GuardedButton
        size="icon-sm"
        variant="ghost"
        aria-label="Edit booking"
        title={canEdit ? "Edit booking" : undefined}
        disabledReason={reason}
        onClick={() => onEditBooking(row.booking)}
      >
        <Pencil className="size-3.5" aria-hidden="true" />
      </GuardedButton>
      <GuardedButton
        size="icon-sm"
        variant="ghost"
        aria-label="Delete booking"
        title={canEdit ? "Delete booking" : undefined}
        disabledReason={reason}
        className="text-red-600 hover:bg-red-50 hover:text-red-700"
        onClick={() => onDeleteBooking(row.booking)}
      >
        <Trash2 className="size-3.5" aria-hidden="true" />
      </GuardedButton>
    </div>
  );
}

function bookingCell(column: ColumnId, row: BookingRow) {
  switch (column) {
    case "bookingId":
      return (
        <CellText className="text-slate-500">
          <span className="tabular-nums">{row.booking.id}</span>
        </CellText>
      );
    case "date":
      return <DateCell row={row} />;
    case "customer":
      return (
        <CellText>
          <CustomerBadge customer={row.booking.customer} />
        </CellText>
      );
    case "departure":
      return (
        <WithDisconnectMarker row={row}>
          <DepartureCell row={row} />
        </WithDisconnectMarker>
      );
    case "destination":
      return <DestinationCell row={row} />;
    case "type":
      return (
        <WithConflictMarker row={row} cell="type">
          <AircraftTypeCell row={row} />
        </WithConflictMarker>
      );
    case "aircraft":
      return (
        <WithConflictMarker row={row} cell="aircraft">
          <AllocatedAircraftCell row={row} />
        </WithConflictMarker>
      );
    case "departureTime":
      return <DepartureTimeCell row={row} />;
    case "remarks":
      return <RemarksCell row={row} />;
    case "expectedHours":
      return <ExpectedHoursCell row={row} />;
    case "actualHours":
      return <ActualHoursCell row={row} />;
    case "status":
      return <StatusCell row={row} />;
    case "actions":
      return <ActionsCell row={row} />;
  }
}

function DateCell({ row }: { row: TableRow }) {
  const shared = row.kind === "booking" && row.sharedDay;
  return (
    <CellText
      className={cn("tabular-nums", row.kind === "placeholder" ? "text-slate-500" : "text-slate-700")}
    >
      {/* On the date, as the Booking ID column may be hidden (docs/decisions/031). */}
      {row.kind === "booking" ? <ChangeMarker row={row} /> : null}
      {/* Only the first row of a day names it in full; the rows under it repeat it quietly. */}
      <span className={cn(!row.firstOfDay && "text-slate-500")} title={shared ? SHARED_DAY : undefined}>
        {displayDate(row.date, shared)}
      </span>
      {shared ? <span className="sr-only"> ({SHARED_DAY.toLowerCase()})</span> : null}
    </CellText>
  );
}

function isWeekend(isoDate: string) {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

function PlaceholderCells({ row, columns }: { row: PlaceholderRow; columns: ColumnId[] }) {
  return (
    <>
      {columns.map((column) => (
        <td
          key={column}
          data-column={column}
          className={cn("h-[34px] p-0", stickyColumnClass(column, "body"))}
        >
          {column === "date" ? <DateCell row={row} /> : null}
          {column === "customer" ? (
            <CellText className="text-xs text-slate-500">
              <span>No bookings</span>
            </CellText>
          ) : null}
        </td>
      ))}
    </>
  );
}

/** One table row; re-renders only when its own booking, day or the visible columns change. */
export const BookingsTableRow = memo(
  function BookingsTableRow({
    row,
    columns,
    today,
    highlighted = false,
  }: {
    row: TableRow;
    columns: ColumnId[];
    today: string;
    /** A row of the booking chosen in 'Find a booking' (docs/decisions/017). */
    highlighted?: boolean;
  }) {
    const weekend = isWeekend(row.date);
    return (
      <tr
        data-row-kind={row.kind}
        data-date={row.date}
        data-booking-id={row.kind === "booking" ? row.booking.id : undefined}
        data-found={highlighted || undefined}
        className={cn(
          "group/row text-[13px] [&>td]:border-t",
          row.firstOfDay ? "[&>td]:border-slate-200" : "[&>td]:border-slate-100",
          row.kind === "placeholder"
            ? "bg-slate-50/80 text-slate-500 [&>td.sticky]:bg-slate-50"
            : highlighted
              ? "bg-amber-100 text-slate-900 [&>td]:border-amber-300 [&>td.sticky]:bg-amber-100"
              : cn(
                  "text-slate-800 hover:bg-blue-50/40",
                  weekend ? "bg-slate-50/50 [&>td.sticky]:bg-slate-50" : "bg-white",
                ),
          row.date === today && "[&>td:first-child]:shadow-[inset_3px_0_0_var(--color-blue-500)]",
        )}
      >
        {row.kind === "placeholder" ? (
          <PlaceholderCells row={row} columns={columns} />
        ) : (
          columns.map((column) => (
            <td
              key={column}
              data-column={column}
              className={cn("h-[34px] overflow-hidden p-0", stickyColumnClass(column, "body"))}
            >
              {bookingCell(column, row)}
            </td>
          ))
        )}
        <td aria-hidden="true" />
      </tr>
    );
  },
  (prev, next) =>
    prev.columns === next.columns &&
    prev.highlighted === next.highlighted &&
    prev.today === next.today &&
    prev.row.key === next.row.key &&
    sameRow(prev.row, next.row),
);

function sameRow(a: TableRow, b: TableRow): boolean {
  if (a.kind !== b.kind || a.firstOfDay !== b.firstOfDay) return false;
  if (a.kind === "placeholder" || b.kind === "placeholder") return true;
  return (
    a.booking === b.booking &&
    a.day === b.day &&
    a.firstOfBooking === b.firstOfBooking &&
    a.sharedDay === b.sharedDay
  );
}
