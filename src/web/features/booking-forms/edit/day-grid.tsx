import { useState } from "react";
import type { Location } from "../../../../shared/reference-data.ts";
import { isHoursTyping } from "../../../../shared/typed-hours.ts";
import { useBookingStatuses } from "../../../data/get-booking-statuses.ts";
import { useTurnaroundMinutes } from "../../../data/get-fleet-settings.ts";
import { useCrewChoices } from "../../../data/use-crew-choices.ts";
import { type LegDraft, legDrafts } from "../../../lib/leg-drafts.ts";
import { cn } from "../../../ui/cn.ts";
import type { LegFocus } from "../../../ui/legs-editor.tsx";
import { DayGridRow } from "./day-grid-row.tsx";
import { dayLegsAdding, hasSeveralLegs } from "./day-legs.ts";
import { DayLegsRow } from "./day-legs-row.tsx";
import { type DayErrors, type DayRow, type DayValues, dayChanges } from "./day-rows.ts";

/**
 * The grid's typed values by day (day-rows.ts keys, so an edit stays with its day when the range moves),
 * the legs of the days whose legs are open, the errors of the last save attempt, and which day's hours
 * field last refused a key.
 */
export function useDayGrid(today: string) {
  const [values, setValues] = useState<Record<string, Partial<DayValues>>>({});
  const [legs, setLegs] = useState<Record<string, LegDraft[]>>({});
  const [legFocus, setLegFocus] = useState<Record<string, LegFocus>>({});
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
  /** A day's legs, when they are open: its own when it has several, or since "Add leg" opened them. */
  const legsOf = (row: DayRow): LegDraft[] | null =>
    legs[row.key] ?? (hasSeveralLegs(row) ? legDrafts(row.legs) : null);
  const setDayLegs = (key: string, drafts: LegDraft[]) =>
    setLegs((current) => ({ ...current, [key]: drafts }));
  /** "Add leg" on a one-leg day: its legs open with a second one, whose time takes the focus. */
  const addLeg = (
    row: DayRow,
    typed: DayValues,
    options: { departureId: string; turnaroundMinutes: number },
  ) => {
    const drafts = dayLegsAdding(row, typed, options);
    setDayLegs(row.key, drafts);
    setLegFocus((current) => ({
      ...current,
      [row.key]: { key: drafts.at(-1)!.key, control: "departureTime" },
    }));
  };
  /** The days' changes to save, or null when one cannot be saved (its message then shows under it). */
  const changes = (rows: DayRow[]) => {
    const result = dayChanges(rows, values, today, legs);
    setErrors("errors" in result ? result.errors : {});
    return "errors" in result ? null : result;
  };
  return { today, values, errors, hint, type, legsOf, setDayLegs, addLeg, legFocus, changes };
}

/**
 * Each day of the booking in the Edit dialog, one row a day over the range being saved (day-grid-row.tsx),
 * with a day's legs under it once they are open. Everything saves with Update Booking.
 */
export function DayGrid({
  rows,
  grid,
  locations,
  departureId,
  aircraftTypeId,
  pending,
}: {
  rows: DayRow[];
  grid: ReturnType<typeof useDayGrid>;
  locations: Location[];
  /** The booking's departure as the form holds it: where "Add leg" heads back to. */
  departureId: string;
  /** The booking's type as the form holds it: who may fly its legs. */
  aircraftTypeId: string;
  pending: boolean;
}) {
  const statuses = useBookingStatuses();
  const turnaroundMinutes = useTurnaroundMinutes();
  const crewChoices = useCrewChoices(aircraftTypeId === "" ? null : Number(aircraftTypeId));
  const statusById = new Map((statuses.data ?? []).map((status) => [status.id, status]));
  const places = [...locations].sort((a, b) => a.name.localeCompare(b.name));
  const names = new Map(places.map((place) => [String(place.id), place.name]));
  const nameOf = (id: string) => names.get(id) ?? "—";
  const anyLegs = rows.some((row) => grid.legsOf(row) !== null);
  return (
    <section aria-labelledby="day-grid-title" className="mt-5 border-t border-slate-100 pt-4">
      <h3 id="day-grid-title" className="mb-2 text-[13px] font-semibold text-slate-900">
        Each day
      </h3>
      <fieldset disabled={pending} className="min-w-0">
        <legend className="sr-only">Each day's details</legend>
        <div
          className={cn(
            "overflow-auto rounded-md border border-slate-100",
            anyLegs ? "max-h-[min(28rem,55vh)]" : "max-h-72",
          )}
        >
          <table className="w-full min-w-[57rem] border-collapse text-[13px]">
            <thead className="sticky top-0 z-10 bg-slate-50 text-left text-[12px] text-slate-600">
              <tr>
                <th className="px-2 py-1.5 font-medium">Day</th>
                <th className="px-2 py-1.5 font-medium">Departure</th>
                <th className="px-2 py-1.5 text-right font-medium">Hours</th>
                <th className="px-2 py-1.5 font-medium">Destination</th>
                <th className="px-2 py-1.5 font-medium">Remarks</th>
                <th className="px-2 py-1.5 font-medium">Status</th>
                <th className="px-2 py-1.5 text-right font-medium">Flown</th>
                <th className="px-2 py-1.5 font-medium">Legs</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const legs = grid.legsOf(row);
                return [
                  <DayGridRow
                    key={row.key}
                    row={row}
                    grid={grid}
                    legs={legs}
                    status={row.bookingStatusId === null ? undefined : statusById.get(row.bookingStatusId)}
                    nameOf={nameOf}
                    places={places}
                    onAddLeg={(typed) => grid.addLeg(row, typed, { departureId, turnaroundMinutes })}
                  />,
                  legs ? (
                    <DayLegsRow
                      key={`${row.key} legs`}
                      date={row.date}
                      legs={legs}
                      errors={grid.errors[row.key]?.legs}
                      locations={locations}
                      turnaroundMinutes={turnaroundMinutes}
                      departureId={departureId}
                      crewChoices={crewChoices}
                      initialFocus={grid.legFocus[row.key]}
                      onChange={(next) => grid.setDayLegs(row.key, next)}
                    />
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
