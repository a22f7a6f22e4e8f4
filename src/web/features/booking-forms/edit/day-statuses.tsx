import { format, parseISO } from "date-fns";
import type { Booking } from "../../../../shared/bookings.ts";
import { formatShortDate } from "../../../../shared/dates.ts";
import { useBookingStatuses } from "../../../data/get-booking-statuses.ts";
import { safeColour } from "../../../lib/colour.ts";

/**
 * Each day's status in the Edit Booking dialog (docs/decisions/023): a booking's days may differ (one
 * day cancelled, the rest confirmed), and the dialog shows them before dates are changed. A day's
 * status is changed in the table's Status cell, which saves at once; this dialog saves only on Update.
 */
export function DayStatuses({ booking }: { booking: Booking }) {
  const statuses = useBookingStatuses();
  const byId = new Map((statuses.data ?? []).map((status) => [status.id, status]));
  return (
    <section aria-labelledby="day-statuses-title" className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="day-statuses-title" className="mb-2 text-[13px] font-semibold text-slate-900">
        Status of each day
      </h3>
      <ul className="grid max-h-40 grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-4 gap-y-1 overflow-y-auto text-[13px]">
        {booking.dailyDetails.map((day) => {
          const status = day.bookingStatusId === null ? undefined : byId.get(day.bookingStatusId);
          return (
            <li key={day.date} className="flex items-center gap-2">
              <span className="w-24 shrink-0 text-slate-600 tabular-nums">
                {format(parseISO(day.date), "EEE")} {formatShortDate(day.date)}
              </span>
              <span
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: safeColour(status?.statusColour ?? "#6B7280") }}
                aria-hidden="true"
              />
              <span className="truncate font-medium">{status?.statusText ?? "Unknown Status"}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
