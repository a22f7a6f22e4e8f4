import { useMutationState, useQueryClient } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { localIsoDate } from "../../../shared/dates.ts";
import { READ_ONLY } from "../../../shared/session-rules.ts";
import { bookingWriteMutationKey, writeFieldOf } from "../../data/bookings-cache.ts";
import { useAircraftTypes } from "../../data/get-aircraft-types.ts";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { bookingsQueryOptions, useBookings } from "../../data/get-bookings.ts";
import { useLocations } from "../../data/get-locations.ts";
import { errorText } from "../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { GuardedButton } from "../../ui/guarded-button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toastError, toastSuccess } from "../../ui/toast-store.ts";
import { BookingsTable } from "./bookings-table.tsx";
import { DeleteBookingDialog } from "./delete-booking-dialog.tsx";
import { csvFileName, csvRecords, downloadText, toCsv } from "./export-csv.ts";
import { currentMonth, monthLabel, monthWindow, shiftMonth } from "./month.ts";
import { buildRows, customersInMonth } from "./rows.ts";
import { cellKey, TableContext, type TableContextValue } from "./table-context.tsx";
import {
  AircraftTypeFilter,
  CustomerFilter,
  DisplayToggles,
  ExportButton,
  MonthNavigation,
} from "./toolbar.tsx";
import { useTablePreferences } from "./use-table-preferences.ts";

/** Cells with a save in flight, from the booking writes' keys and variables. */
function usePendingCells(): Set<string> {
  const pending = useMutationState({
    filters: { mutationKey: bookingWriteMutationKey, status: "pending" },
    select: (mutation) => {
      const field = writeFieldOf(mutation.options.mutationKey);
      const variables = mutation.state.variables as { bookingId?: number; date?: string } | undefined;
      return field && variables?.bookingId ? cellKey(variables.bookingId, field, variables.date) : "";
    },
  });
  const joined = pending.join("|");
  return useMemo(() => new Set(joined ? joined.split("|") : []), [joined]);
}

/** Product §2 Booking Details tab: month navigation, filters, toggles, export and the table. */
export function BookingsTab({
  canEdit,
  onCreateBooking,
  onEditBooking,
}: {
  canEdit: boolean;
  onCreateBooking: () => void;
  onEditBooking: (booking: Booking) => void;
}) {
  const queryClient = useQueryClient();
  const preferences = useTablePreferences();
  const { month, setMonth, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId } = preferences;
  const window = useMemo(() => monthWindow(month), [month]);
  const label = monthLabel(month);

  const bookings = useBookings(window);
  const aircraftTypes = useAircraftTypes();
  const statuses = useBookingStatuses();
  const locations = useLocations();
  const fleet = useAircraftTypesWithAircraft();
  const [showBookingId, setShowBookingId] = useState(false);
  const [showDepartureColours, setShowDepartureColours] = useState(false);
  const [deleting, setDeleting] = useState<Booking | null>(null);
  const pendingCells = usePendingCells();

  // Neighbouring months load in the background, so paging through them is instant.
  useEffect(() => {
    if (!bookings.isSuccess) return;
    for (const delta of [-1, 1]) {
      void queryClient.prefetchQuery(bookingsQueryOptions(monthWindow(shiftMonth(month, delta))));
    }
  }, [bookings.isSuccess, month, queryClient]);

  const customers = useMemo(() => customersInMonth(bookings.data ?? [], window), [bookings.data, window]);

  // Product §4: a customer filter whose customer has no booking in the shown month resets.
  useEffect(() => {
    if (bookings.isSuccess && customerId !== null && !customers.some((c) => c.id === customerId)) {
      setCustomerId(null);
    }
  }, [bookings.isSuccess, customerId, customers, setCustomerId]);
  // A type filter naming a type that no longer exists resets too.
  useEffect(() => {
    if (
      aircraftTypes.isSuccess &&
      aircraftTypeId !== null &&
      !aircraftTypes.data.some((t) => t.id === aircraftTypeId)
    ) {
      setAircraftTypeId(null);
    }
  }, [aircraftTypes.isSuccess, aircraftTypes.data, aircraftTypeId, setAircraftTypeId]);

  const rows = useMemo(
    () => buildRows(bookings.data ?? [], window, { customerId, aircraftTypeId }),
    [bookings.data, window, customerId, aircraftTypeId],
  );

  const onDeleteBooking = useCallback((booking: Booking) => setDeleting(booking), []);
  const context = useMemo<TableContextValue>(() => {
    const statusList = statuses.data ?? [];
    return {
      canEdit,
      showDepartureColours,
      statuses: statusList,
      statusById: new Map(statusList.map((status) => [status.id, status])),
      locations: locations.data ?? [],
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

  const onExport = async () => {
    try {
      const text = await toCsv(csvRecords(rows, statuses.data ?? []));
      downloadText(csvFileName(label), text);
      toastSuccess(`CSV exported for ${label}`);
    } catch (error) {
      toastError(errorText(error, "Failed to export CSV"));
    }
  };

  const thisMonth = currentMonth();
  const monthIsEmpty = bookings.isSuccess && bookings.data.length === 0;
  // The rows render once, when the lists their cells show have arrived too, instead of once per list.
  const listsPending = [statuses, locations, aircraftTypes, fleet].some((query) => query.isPending);
  let emptyState: React.ReactNode = null;
  if (bookings.isPending || (bookings.isSuccess && listsPending)) {
    emptyState = (
      <div className="flex h-40 items-center justify-center">
        <Spinner className="size-6" label="Loading bookings" />
      </div>
    );
  } else if (bookings.isError) {
    emptyState = (
      <div
        role="alert"
        className="flex h-40 flex-col items-center justify-center gap-3 text-sm text-slate-600"
      >
        <p>Bookings could not be loaded: {errorText(bookings.error, bookings.error.message)}</p>
        <Button size="sm" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (monthIsEmpty) {
    emptyState = (
      <div className="flex h-48 flex-col items-center justify-center gap-2 text-sm text-slate-600">
        <CalendarPlus className="size-6 text-slate-400" aria-hidden="true" />
        <p>No bookings in {label}.</p>
        <GuardedButton
          variant="link"
          size="sm"
          disabledReason={canEdit ? undefined : READ_ONLY}
          onClick={onCreateBooking}
        >
          Create your first booking
        </GuardedButton>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <MonthNavigation
          label={label}
          isCurrent={month === thisMonth}
          onPrevious={() => setMonth(shiftMonth(month, -1))}
          onNext={() => setMonth(shiftMonth(month, 1))}
          onToday={() => setMonth(thisMonth)}
        />
        <div className="flex items-center gap-2">
          <CustomerFilter customers={customers} value={customerId} onChange={setCustomerId} />
          <AircraftTypeFilter
            types={aircraftTypes.data ?? []}
            value={aircraftTypeId}
            onChange={setAircraftTypeId}
          />
        </div>
        <DisplayToggles
          showBookingId={showBookingId}
          onShowBookingId={setShowBookingId}
          showDepartureColours={showDepartureColours}
          onShowDepartureColours={setShowDepartureColours}
        />
        <div className="ml-auto flex items-center gap-3">
          {bookings.isFetching && !bookings.isPending ? (
            <Spinner className="size-4" label="Refreshing" />
          ) : null}
          <ExportButton onExport={() => void onExport()} disabled={!bookings.isSuccess} />
        </div>
      </div>
      <TableContext value={context}>
        <BookingsTable
          rows={rows}
          showBookingId={showBookingId}
          today={localIsoDate(new Date())}
          label={`Bookings for ${label}`}
          emptyState={emptyState}
          busy={bookings.isFetching}
        />
      </TableContext>
      <DeleteBookingDialog booking={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
