import { format, parseISO } from "date-fns";
import { useState } from "react";
import { actualHours } from "../../../../shared/bookings.ts";
import { formatShortDate } from "../../../../shared/dates.ts";
import { HOURS_TYPING_HINT, isHoursTyping, typedHoursForPayload } from "../../../../shared/typed-hours.ts";
import { Input } from "../../../ui/field.tsx";

/** A day's flown hours to save: a decimal string, or null to clear them. */
export interface FlownHoursChange {
  date: string;
  actualHours: string | null;
}

const shown = (hours: string | null) => (hours === null ? "" : Number(hours).toFixed(2));

/**
 * The Edit dialog's flown hours (docs/decisions/033): one 'Actual Hours' field for each day of the
 * booking that has come (the operator's today or before; a day still ahead has flown nothing), typed
 * as expected hours are ("3,5" is 3.50) and saved with Update Booking. `changes` validates them and
 * says which days changed, or null when one cannot be saved (its message then shows under it).
 */
export function useFlownHours(days: { date: string; actualHours: string | null }[], today: string) {
  const open = days.filter((day) => day.date <= today);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((day) => [day.date, shown(day.actualHours)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hint, setHint] = useState<string | null>(null);
  const type = (date: string, text: string) => {
    setHint(isHoursTyping(text.trim()) ? null : date);
    if (isHoursTyping(text.trim())) setValues((current) => ({ ...current, [date]: text }));
  };
  const changes = (): FlownHoursChange[] | null => {
    const found: Record<string, string> = {};
    const changed: FlownHoursChange[] = [];
    for (const day of open) {
      const text = (values[day.date] ?? "").trim();
      if (text === shown(day.actualHours)) continue;
      if (text === "") {
        if (day.actualHours !== null) changed.push({ date: day.date, actualHours: null });
        continue;
      }
      const parsed = actualHours.safeParse(typedHoursForPayload(text));
      if (!parsed.success) found[day.date] = parsed.error.issues[0]?.message ?? "Invalid hours";
      else if (parsed.data !== day.actualHours) changed.push({ date: day.date, actualHours: parsed.data });
    }
    setErrors(found);
    return Object.keys(found).length ? null : changed;
  };
  return { open, values, type, hint, errors, changes };
}

export function FlownHours({
  flown,
  expected,
  pending,
}: {
  flown: ReturnType<typeof useFlownHours>;
  pending: boolean;
  /** Each day's expected hours, shown beside its field. */
  expected: Map<string, string>;
}) {
  return (
    <section aria-labelledby="flown-hours-title" className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="flown-hours-title" className="mb-2 text-[13px] font-semibold text-slate-900">
        Actual hours flown
      </h3>
      {flown.open.length === 0 ? (
        <p className="text-[13px] text-slate-600">Actual hours can be recorded from the day of the flight.</p>
      ) : (
        <fieldset disabled={pending} className="min-w-0">
          <legend className="sr-only">Actual hours flown</legend>
          <ul className="max-h-48 space-y-1.5 overflow-y-auto pr-1 text-[13px]">
            {flown.open.map((day) => {
              const label = `Actual Hours ${formatShortDate(day.date)}`;
              const error = flown.errors[day.date];
              const errorId = `flown-hours-${day.date}-error`;
              return (
                <li key={day.date}>
                  <div className="grid grid-cols-[7.5rem_minmax(0,1fr)_7rem] items-center gap-3">
                    <span className="text-slate-600 tabular-nums">
                      {format(parseISO(day.date), "EEE")} {formatShortDate(day.date)}
                    </span>
                    <span className="text-slate-600 tabular-nums">
                      Expected {Number(expected.get(day.date) ?? 0).toFixed(2)}
                    </span>
                    <Input
                      aria-label={label}
                      inputMode="decimal"
                      placeholder="—"
                      className="h-8 text-right tabular-nums"
                      value={flown.values[day.date] ?? ""}
                      onChange={(event) => flown.type(day.date, event.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                  </div>
                  {error ? (
                    <p id={errorId} className="mt-1 text-right text-red-600">
                      {error}
                    </p>
                  ) : null}
                  {flown.hint === day.date ? (
                    <p role="status" className="mt-1 text-right text-slate-600">
                      {HOURS_TYPING_HINT}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </section>
  );
}
