import { format, parseISO } from "date-fns";
import { useState } from "react";
import { formatShortDate } from "../../../../shared/dates.ts";
import type { Location } from "../../../../shared/reference-data.ts";
import { HOURS_TYPING_HINT, isHoursTyping } from "../../../../shared/typed-hours.ts";
import { useBookingStatuses } from "../../../data/get-booking-statuses.ts";
import { safeColour } from "../../../lib/colour.ts";
import { cn } from "../../../ui/cn.ts";
import { inputClass } from "../../../ui/field.tsx";
import { type DayErrors, type DayRow, type DayValues, dayChanges, initialValues } from "./day-rows.ts";

/**
 * The grid's typed values by day (day-rows.ts keys, so an edit stays with its day when the range moves),
 * the errors of the last save attempt, and which day's hours field last refused a key.
 */
export function useDayGrid(today: string) {
  const [values, setValues] = useState<Record<string, Partial<DayValues>>>({});
  const [errors, setErrors] = useState<Record<string, DayErrors>>({});
  const [hint, setHint] = useState<string | null>(null);
  const type = (key: string, field: keyof DayValues, text: string) => {
    // Hours take what the table's cell takes; a refused key says why, so nothing vanishes unexplained.
    const hours = field === "hours" || field === "flown";
    if (hours && !isHoursTyping(text.trim())) {
      setHint(`${key} ${field}`);
      return;
    }
    setHint(null);
    setValues((current) => ({ ...current, [key]: { ...current[key], [field]: text } }));
  };
  /** The days' changes to save, or null when one cannot be saved (its message then shows under it). */
  const changes = (rows: DayRow[]) => {
    const result = dayChanges(rows, values, today);
    setErrors("errors" in result ? result.errors : {});
    return "errors" in result ? null : result;
  };
  return { today, values, errors, hint, type, changes };
}

const cellInput = cn(inputClass, "h-8 px-2 text-[13px]");

/**
 * Each day of the booking in the Edit dialog, one row a day over the range being saved: departure time,
 * expected hours, destination and remarks, typed as the table's cells take them, the day's status, and
 * its flown hours once the day has come (docs/decisions/033). Everything saves with Update Booking.
 */
export function DayGrid({
  rows,
  grid,
  locations,
  pending,
}: {
  rows: DayRow[];
  grid: ReturnType<typeof useDayGrid>;
  locations: Location[];
  pending: boolean;
}) {
  const statuses = useBookingStatuses();
  const statusById = new Map((statuses.data ?? []).map((status) => [status.id, status]));
  const places = [...locations].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="day-grid-title" className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="day-grid-title" className="mb-2 text-[13px] font-semibold text-slate-900">
        Each day
      </h3>
      <fieldset disabled={pending} className="min-w-0">
        <legend className="sr-only">Each day's details</legend>
        <div className="max-h-72 overflow-auto rounded-md border border-slate-100">
          <table className="w-full min-w-[52rem] border-collapse text-[13px]">
            <thead className="sticky top-0 z-10 bg-slate-50 text-left text-[12px] text-slate-600">
              <tr>
                <th className="px-2 py-1.5 font-medium">Day</th>
                <th className="px-2 py-1.5 font-medium">Departure</th>
                <th className="px-2 py-1.5 text-right font-medium">Hours</th>
                <th className="px-2 py-1.5 font-medium">Destination</th>
                <th className="px-2 py-1.5 font-medium">Remarks</th>
                <th className="px-2 py-1.5 font-medium">Status</th>
                <th className="px-2 py-1.5 text-right font-medium">Flown</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const value = { ...initialValues(row), ...grid.values[row.key] };
                const day = formatShortDate(row.date);
                const status = row.bookingStatusId === null ? undefined : statusById.get(row.bookingStatusId);
                const errors = grid.errors[row.key] ?? {};
                const messages = [
                  errors.hours,
                  errors.flown,
                  grid.hint?.startsWith(`${row.key} `) ? HOURS_TYPING_HINT : undefined,
                ].filter(Boolean);
                const messageId = `day-${row.date}-message`;
                const described = messages.length > 0 ? messageId : undefined;
                return [
                  <tr key={row.key} className="border-t border-slate-100 align-middle">
                    <td className="px-2 py-1 whitespace-nowrap text-slate-700 tabular-nums">
                      {format(parseISO(row.date), "EEE")} {day}
                    </td>
                    <td className="w-24 px-1 py-1">
                      <input
                        aria-label={`Departure Time ${day}`}
                        className={cellInput}
                        maxLength={50}
                        value={value.departureTime}
                        onChange={(event) => grid.type(row.key, "departureTime", event.target.value)}
                      />
                    </td>
                    <td className="w-20 px-1 py-1">
                      <input
                        aria-label={`Expected Hours ${day}`}
                        className={cn(cellInput, "text-right tabular-nums")}
                        inputMode="decimal"
                        value={value.hours}
                        aria-invalid={errors.hours ? true : undefined}
                        aria-describedby={described}
                        onChange={(event) => grid.type(row.key, "hours", event.target.value)}
                      />
                    </td>
                    <td className="px-1 py-1">
                      <select
                        aria-label={`Destination ${day}`}
                        className={cn(cellInput, "min-w-36 pr-1")}
                        value={value.destinationId}
                        onChange={(event) => grid.type(row.key, "destinationId", event.target.value)}
                      >
                        {places.map((place) => (
                          <option key={place.id} value={place.id}>
                            {place.name}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-1 py-1">
                      <input
                        aria-label={`Remarks ${day}`}
                        className={cn(cellInput, "min-w-32")}
                        maxLength={2000}
                        value={value.remarks}
                        onChange={(event) => grid.type(row.key, "remarks", event.target.value)}
                      />
                    </td>
                    <td className="px-2 py-1">
                      <span className="flex items-center gap-1.5 whitespace-nowrap">
                        <span
                          className="size-2 shrink-0 rounded-full"
                          style={{ backgroundColor: safeColour(status?.statusColour ?? "#6B7280") }}
                          aria-hidden="true"
                        />
                        {status?.statusText ?? "Unknown Status"}
                      </span>
                    </td>
                    <td className="w-20 px-1 py-1">
                      {row.date <= grid.today ? (
                        <input
                          aria-label={`Actual Hours ${day}`}
                          className={cn(cellInput, "text-right tabular-nums")}
                          inputMode="decimal"
                          placeholder="—"
                          value={value.flown}
                          aria-invalid={errors.flown ? true : undefined}
                          aria-describedby={described}
                          onChange={(event) => grid.type(row.key, "flown", event.target.value)}
                        />
                      ) : (
                        // A day still ahead has flown nothing.
                        <span className="block pr-2 text-right text-slate-400" title="Not flown yet">
                          —
                        </span>
                      )}
                    </td>
                  </tr>,
                  messages.length > 0 ? (
                    <tr key={`${row.key} message`}>
                      <td
                        id={messageId}
                        colSpan={7}
                        role={errors.hours || errors.flown ? undefined : "status"}
                        className={cn(
                          "px-2 pb-1.5 text-right",
                          errors.hours || errors.flown ? "text-red-600" : "text-slate-600",
                        )}
                      >
                        {messages.join(" ")}
                      </td>
                    </tr>
                  ) : null,
                ];
              })}
            </tbody>
          </table>
        </div>
      </fieldset>
    </section>
  );
}
