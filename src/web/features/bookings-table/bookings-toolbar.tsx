import type { BookingSearchResult } from "../../../shared/booking-search.ts";
import { shiftMonth } from "../../lib/month.ts";
import { BookingSearch } from "./booking-search.tsx";
import { SharedDayLegend } from "./shared-day-legend.tsx";
import {
  AircraftTypeFilter,
  CustomerFilter,
  DisplayToggles,
  MonthNavigation,
  StatusFilterChip,
} from "./toolbar.tsx";
import { ToolbarActions } from "./toolbar-actions.tsx";
import type { useMonthData } from "./use-month-data.ts";
import type { useStatusFilter } from "./use-status-filter.ts";
import type { useTablePreferences } from "./use-table-preferences.ts";

/**
 * The Booking Details toolbar: the month and its arrows, Find a booking, the customer and type filters,
 * the display switches, and refresh, export, print and the daily sheet.
 */
export function BookingsToolbar({
  preferences,
  statusFilter: { statusFilter, clearStatusFilter },
  data,
  label,
  operatorToday,
  onFound,
  onExport,
  sharedDays,
}: {
  preferences: ReturnType<typeof useTablePreferences>;
  statusFilter: ReturnType<typeof useStatusFilter>;
  data: ReturnType<typeof useMonthData>;
  label: string;
  /** The operator's day (docs/decisions/030): its month is "this month". */
  operatorToday: string;
  onFound: (result: BookingSearchResult) => void;
  onExport: () => void;
  /** Whether a day shown has several bookings: its date is between asterisks, which the legend explains. */
  sharedDays: boolean;
}) {
  const { month, setMonth, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId } = preferences;
  const { showBookingId, setShowBookingId, showDepartureColours, setShowDepartureColours } = preferences;
  const { window, bookings, aircraftTypes, customers } = data;
  const thisMonth = operatorToday.slice(0, 7);
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <MonthNavigation
        label={label}
        isCurrent={month === thisMonth}
        onPrevious={() => setMonth(shiftMonth(month, -1))}
        onNext={() => setMonth(shiftMonth(month, 1))}
        onToday={() => setMonth(thisMonth)}
      />
      <div data-print-hide="" className="flex items-center gap-2">
        <BookingSearch onFound={onFound} />
        <CustomerFilter customers={customers} value={customerId} onChange={setCustomerId} />
        <AircraftTypeFilter
          types={aircraftTypes.data ?? []}
          value={aircraftTypeId}
          onChange={setAircraftTypeId}
        />
        {statusFilter === null ? null : (
          <StatusFilterChip
            status={statusFilter}
            statuses={data.statuses.data ?? []}
            onClear={clearStatusFilter}
          />
        )}
      </div>
      <DisplayToggles
        showBookingId={showBookingId}
        onShowBookingId={setShowBookingId}
        showActualHours={preferences.showActualHours}
        onShowActualHours={preferences.setShowActualHours}
        showDepartureColours={showDepartureColours}
        onShowDepartureColours={setShowDepartureColours}
      />
      {sharedDays ? <SharedDayLegend /> : null}
      <ToolbarActions
        refreshing={bookings.isFetching && !bookings.isPending}
        exportReady={bookings.isSuccess}
        onExport={() => void onExport()}
        sheetDate={month === thisMonth ? operatorToday : window.from}
      />
    </div>
  );
}
