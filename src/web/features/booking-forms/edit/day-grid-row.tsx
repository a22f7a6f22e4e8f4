import { format, parseISO } from "date-fns";
import { Plus } from "lucide-react";
import { formatShortDate } from "../../../../shared/dates.ts";
import { sumHours } from "../../../../shared/leg-rules.ts";
import type { BookingStatus } from "../../../../shared/reference-data.ts";
import { HOURS_TYPING_HINT } from "../../../../shared/typed-hours.ts";
import { safeColour } from "../../../lib/colour.ts";
import { type LegDraft, legsCount } from "../../../lib/leg-drafts.ts";
import { Button } from "../../../ui/button.tsx";
import { cn } from "../../../ui/cn.ts";
import { inputClass } from "../../../ui/field.tsx";
import type { useDayGrid } from "./day-grid.tsx";
import { type DayRow, type DayValues, initialValues } from "./day-rows.ts";

const cellInput = cn(inputClass, "h-8 px-2 text-[13px]");

/**
 * One day of the Edit dialog's grid: departure time, expected hours, destination and remarks, typed as
 * the table's cells take them, the day's status, its flown hours once the day has come, and its legs.
 * A day whose legs are open shows its time, hours and destination as its legs make them (first time,
 * sum, last "to"); they are changed in the legs under it (docs/decisions/049).
 */
export function DayGridRow({
  row,
  grid,
  legs,
  status,
  nameOf,
  onAddLeg,
  places,
}: {
  row: DayRow;
  grid: ReturnType<typeof useDayGrid>;
  /** The day's legs when they are open, else null. */
  legs: LegDraft[] | null;
  status: BookingStatus | undefined;
  nameOf: (id: string) => string;
  onAddLeg: (typed: DayValues) => void;
  places: { id: number; name: string }[];
}) {
  const value = { ...initialValues(row), ...grid.values[row.key] };
  const day = formatShortDate(row.date);
  const errors = grid.errors[row.key] ?? {};
  const messages = [
    errors.hours,
    errors.flown,
    grid.hint?.startsWith(`${row.key} `) ? HOURS_TYPING_HINT : undefined,
  ].filter(Boolean);
  const messageId = `day-${row.date}-message`;
  const described = messages.length > 0 ? messageId : undefined;
  const fromLegs = (text: string, className?: string) => (
    <span className={cn("block truncate px-2 text-slate-600", className)} title="From the day's legs">
      {text}
    </span>
  );
  return [
    <tr key={row.key} className="border-t border-slate-100 align-middle">
      <td className="px-2 py-1 whitespace-nowrap text-slate-700 tabular-nums">
        {format(parseISO(row.date), "EEE")} {day}
      </td>
      <td className="w-24 px-1 py-1">
        {legs ? (
          fromLegs(legs[0]?.departureTime.trim() || "TBC", "tabular-nums")
        ) : (
          <input
            aria-label={`Departure Time ${day}`}
            className={cellInput}
            maxLength={50}
            value={value.departureTime}
            onChange={(event) => grid.type(row.key, "departureTime", event.target.value)}
          />
        )}
      </td>
      <td className="w-20 px-1 py-1">
        {legs ? (
          fromLegs(sumHours(legs.map((leg) => leg.hours)), "text-right tabular-nums")
        ) : (
          <input
            aria-label={`Expected Hours ${day}`}
            className={cn(cellInput, "text-right tabular-nums")}
            inputMode="decimal"
            value={value.hours}
            aria-invalid={errors.hours ? true : undefined}
            aria-describedby={described}
            onChange={(event) => grid.type(row.key, "hours", event.target.value)}
          />
        )}
      </td>
      <td className="px-1 py-1">
        {legs ? (
          fromLegs(nameOf(legs.at(-1)?.toId ?? ""))
        ) : (
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
        )}
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
        <StatusText status={status} />
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
      <td className="px-1 py-1 whitespace-nowrap">
        {legs ? (
          <span className="px-1 text-slate-600">{legsCount(legs.length)}</span>
        ) : (
          <AddLegButton day={day} onClick={() => onAddLeg(value)} />
        )}
      </td>
    </tr>,
    messages.length > 0 ? (
      <DayMessage
        key={`${row.key} message`}
        id={messageId}
        error={Boolean(errors.hours || errors.flown)}
        text={messages.join(" ")}
      />
    ) : null,
  ];
}

function AddLegButton({ day, onClick }: { day: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`Add leg ${day}`} onClick={onClick}>
      <Plus className="size-3.5" aria-hidden="true" />
      Add leg
    </Button>
  );
}

function StatusText({ status }: { status: BookingStatus | undefined }) {
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap">
      <span
        className="size-2 shrink-0 rounded-full"
        style={{ backgroundColor: safeColour(status?.statusColour ?? "#6B7280") }}
        aria-hidden="true"
      />
      {status?.statusText ?? "Unknown Status"}
    </span>
  );
}

/** Under a day: why its hours cannot be saved, or which keys its hours fields take. */
function DayMessage({ id, error, text }: { id: string; error: boolean; text: string }) {
  return (
    <tr>
      <td
        id={id}
        colSpan={8}
        role={error ? undefined : "status"}
        className={cn("px-2 pb-1.5 text-right", error ? "text-red-600" : "text-slate-600")}
      >
        {text}
      </td>
    </tr>
  );
}
