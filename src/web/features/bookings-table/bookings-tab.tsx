import { Suspense, useCallback, useMemo, useState } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { useOperatorToday } from "../../data/get-operator-time-zone.ts";
import { errorText } from "../../lib/api-client.ts";
import { downloadText } from "../../lib/csv-file.ts";
import { placeNames } from "../../lib/day-legs.ts";
import { lazyComponent } from "../../lib/lazy-module.ts";
import { monthLabel } from "../../lib/month.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { BookingsTable } from "./bookings-table.tsx";
import { BookingsToolbar } from "./bookings-toolbar.tsx";
import { csvFileName, csvRecords, exportsLegs, toCsv } from "./export-csv.ts";
import "./print.css";
import { RowConflictsProvider } from "./row-conflicts.tsx";
import { RowDisconnectsProvider } from "./row-disconnects.tsx";
import { RowMaintenanceProvider } from "./row-maintenance.tsx";
import { buildRows } from "./rows.ts";
import { TableContext, type TableContextValue } from "./table-context.tsx";
import { tableEmptyState } from "./table-empty-state.tsx";
import { useFoundBooking } from "./use-found-booking.ts";
import { useMonthData } from "./use-month-data.ts";
import { usePendingCells } from "./use-pending-cells.ts";
import { useStatusFilter } from "./use-status-filter.ts";
import { useTablePreferences } from "./use-table-preferences.ts";

// The confirmation (and Radix's dialog) loads after the first rows, or at the first Delete.
const DeleteBookingDialog = lazyComponent(() =>
  import("./delete-booking-dialog.tsx").then((m) => m.DeleteBookingDialog),
);

type TabProps = {
  canEdit: boolean;
  onCreateBooking: () => void;
  onEditBooking: (booking: Booking) => void;
};

/** Product §2 Booking Details tab: month navigation, filters, toggles, export and the table. */
export function BookingsTab({ canEdit, onCreateBooking, onEditBooking }: TabProps) {
  const preferences = useTablePreferences();
  const { month, customerId, aircraftTypeId, showBookingId, showActualHours, showDepartureColours } =
    preferences;
  const status = useStatusFilter();
  const label = monthLabel(month);
  const data = useMonthData(preferences);
  const { window, bookings, statuses } = data;
  const [deleting, setDeleting] = useState<Booking | null>(null);
  // Mounted from the first Delete on, so it closes as it always did.
  const [deleteMounted, setDeleteMounted] = useState(false);
  if (deleting && !deleteMounted) setDeleteMounted(true);
  const { found, onFound } = useFoundBooking(preferences);
  const onDeleteBooking = useCallback((booking: Booking) => setDeleting(booking), []);
  const context = useContextValue(data, { canEdit, showDepartureColours, onEditBooking, onDeleteBooking });

  const rows = useMemo(
    () => buildRows(bookings.data ?? [], window, { customerId, aircraftTypeId, status: status.statusFilter }),
    [bookings.data, window, customerId, aircraftTypeId, status.statusFilter],
  );

  const onExport = async () => {
    try {
      // One line per leg, with the leg columns when a day has several (docs/decisions/049).
      const columns = { actualHours: showActualHours, legs: exportsLegs(rows) };
      const names = placeNames(data.locations.data);
      const text = await toCsv(csvRecords(rows, statuses.data ?? [], { ...columns, names }), columns);
      downloadText(csvFileName(label), text);
      toastSuccess(`CSV exported for ${label}`);
    } catch (error) {
      toastError(errorText(error, "Failed to export CSV"));
    }
  };

  // The operator's day and month, not the browser's (a desk abroad still opens at the operator's today).
  const operatorToday = useOperatorToday();
  return (
    <div className="flex flex-col gap-3">
      <BookingsToolbar
        preferences={preferences}
        statusFilter={status}
        data={data}
        label={label}
        operatorToday={operatorToday}
        onFound={onFound}
        onExport={() => void onExport()}
        sharedDays={rows.some((row) => row.kind === "booking" && row.sharedDay)}
      />
      <TableContext value={context}>
        <RowConflictsProvider window={window}>
          <RowDisconnectsProvider bookings={bookings.data}>
            <RowMaintenanceProvider>
              <BookingsTable
                rows={rows}
                showBookingId={showBookingId}
                showActualHours={showActualHours}
                columnWidths={preferences.columnWidths}
                onColumnWidthsChange={preferences.setColumnWidths}
                today={operatorToday}
                label={`Bookings for ${label}`}
                emptyState={tableEmptyState({ ...data, label, canEdit, onCreateBooking })}
                busy={bookings.isFetching}
                found={found}
              />
            </RowMaintenanceProvider>
          </RowDisconnectsProvider>
        </RowConflictsProvider>
      </TableContext>
      {deleteMounted ? (
        <Suspense fallback={null}>
          <DeleteBookingDialog booking={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The cells' shared lists and actions, rebuilt only when one of them changes. */
function useContextValue(
  { statuses, locations, aircraftTypes, fleet }: ReturnType<typeof useMonthData>,
  own: Pick<TableContextValue, "canEdit" | "showDepartureColours" | "onEditBooking" | "onDeleteBooking">,
): TableContextValue {
  const pendingCells = usePendingCells();
  const { canEdit, showDepartureColours, onEditBooking, onDeleteBooking } = own;
  return useMemo<TableContextValue>(() => {
    const statusList = statuses.data ?? [];
    return {
      canEdit,
      showDepartureColours,
      statuses: statusList,
      statusById: new Map(statusList.map((status) => [status.id, status])),
      locations: locations.data ?? [],
      locationNames: new Map((locations.data ?? []).map((location) => [location.id, location.name])),
      aircraftTypes: aircraftTypes.data ?? [],
      aircraftByType: new Map((fleet.data ?? []).map((type) => [type.id, type.aircraft])),
      pendingCells,
      onEditBooking,
      onDeleteBooking,
    };
  }, [
    canEdit,
    showDepartureColours,
    statuses.data,
    locations.data,
    aircraftTypes.data,
    fleet.data,
    pendingCells,
    onEditBooking,
    onDeleteBooking,
  ]);
}
