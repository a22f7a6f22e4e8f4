import { format, parseISO } from "date-fns";
import { CircleHelp, TriangleAlert } from "lucide-react";
import { readableOn, safeColour } from "../../../lib/colour.ts";
import { cn } from "../../../ui/cn.ts";
import { legTotals, type Sheet, type SheetFlight, type SheetLeg } from "./sheet-flights.ts";

/**
 * Lines (a flight, or a leg of a day of several) that fit one A4 landscape page at the sheet's normal
 * size; more shrink the type to fit.
 */
const FLIGHTS_AT_FULL_SIZE = 22;
const FULL_SIZE_PT = 10;
const SMALLEST_PT = 5;

/** The type size that keeps `count` lines on one page. */
export const sheetFontPt = (count: number) =>
  count <= FLIGHTS_AT_FULL_SIZE
    ? FULL_SIZE_PT
    : Math.max(SMALLEST_PT, (FULL_SIZE_PT * FLIGHTS_AT_FULL_SIZE) / count);

const SHEET_COLUMNS = ["Departure", "Aircraft", "Customer", "Route", "Hours", "Remarks", "Status"];

/**
 * The Daily flight sheet (docs/decisions/017): one day's flights with aircraft, departure time, customer,
 * route, hours, remarks and status, for the crew room's wall or a clipboard. The same markup shows on
 * screen and prints.
 */
export function DailySheet({ date, sheet }: { date: string; sheet: Sheet }) {
  const { flights, flying, totalHours } = sheet;
  const title = format(parseISO(date), "EEEE d MMMM yyyy");
  const notFlying = flights.length - flying;
  const totals = legTotals(flights);
  const lines = flights.reduce((sum, flight) => sum + 1 + flight.legs.length, 0);
  return (
    <article aria-label={`Daily flight sheet for ${title}`} style={{ fontSize: `${sheetFontPt(lines)}pt` }}>
      <div className="mb-2 flex items-baseline justify-between gap-4 border-b-2 border-slate-900 pb-1">
        <h3 className="text-[1.4em] font-bold text-slate-900">Daily flight sheet · {title}</h3>
        <p className="whitespace-nowrap text-slate-700 tabular-nums">
          {flying === 1 ? "1 flight" : `${flying} flights`}
          {/* Totals by leg (docs/decisions/049), said only when a day has several or flies empty. */}
          {totals.legs > flying ? ` · ${totals.legs} legs` : ""} · {totalHours} hours
          {Number(totals.positioning) > 0 ? ` (${totals.positioning} positioning)` : ""}
          {notFlying > 0 ? ` · ${notFlying} not flying` : ""}
        </p>
      </div>
      {flights.length === 0 ? (
        <p className="py-4 text-slate-600">No flights on this day.</p>
      ) : (
        <table className="w-full border-collapse text-left leading-snug">
          <thead>
            <tr className="border-b border-slate-400 text-[0.85em] uppercase tracking-wide text-slate-600">
              {SHEET_COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`py-1 font-semibold ${column === "Hours" ? "text-right" : ""} ${column === "Status" ? "" : "pr-3"}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {flights.flatMap((flight) => [
              <tr
                key={flight.key}
                className={cn(
                  "align-top",
                  flight.legs.length === 0 && "border-b border-slate-200",
                  !flight.flies && "text-slate-500 line-through",
                )}
              >
                <td className="py-1 pr-3 font-semibold tabular-nums">{flight.departureTime}</td>
                <td className="py-1 pr-3 font-semibold whitespace-nowrap">
                  {flight.aircraft}
                  <ClashMark flight={flight} />
                </td>
                <td className="py-1 pr-3">{flight.customer}</td>
                <td className="py-1 pr-3">
                  {flight.route}
                  <LegMarks leg={flight} />
                </td>
                <td className="py-1 pr-3 text-right tabular-nums">{flight.hours}</td>
                <td className="py-1 pr-3 break-words">{flight.remarks}</td>
                <td
                  className="py-1 font-medium whitespace-nowrap"
                  style={{
                    color: flight.statusColour ? readableOn(safeColour(flight.statusColour)) : undefined,
                  }}
                >
                  {flight.status}
                </td>
              </tr>,
              ...flight.legs.map((leg, index) => (
                <LegRow
                  key={`${flight.key}:${leg.key}`}
                  leg={leg}
                  flies={flight.flies}
                  last={index === flight.legs.length - 1}
                />
              )),
            ])}
          </tbody>
        </table>
      )}
    </article>
  );
}

/** A leg's passengers and 'Positioning' (flown empty), after its route. */
function LegMarks({ leg }: { leg: Pick<SheetLeg, "passengers" | "positioning"> }) {
  return (
    <>
      {leg.passengers !== null ? <span className="text-slate-600">{` · ${leg.passengers} pax`}</span> : null}
      {leg.positioning ? <span className="text-slate-600 italic"> · Positioning</span> : null}
    </>
  );
}

/**
 * A leg of a day of several, under its flight: its time, route and hours in the flight's columns, quieter
 * than the flight, so a day's lines read as one flight of several legs.
 */
function LegRow({ leg, flies, last }: { leg: SheetLeg; flies: boolean; last: boolean }) {
  return (
    <tr
      className={cn(
        "align-top text-[0.92em] text-slate-700",
        last && "border-b border-slate-200",
        !flies && "text-slate-500 line-through",
      )}
      data-testid="sheet-leg"
    >
      <td className="py-0.5 pr-3 pl-3 tabular-nums">{leg.departureTime}</td>
      <td className="py-0.5 pr-3" />
      <td className="py-0.5 pr-3 text-slate-500">{`Leg ${leg.number}`}</td>
      <td className="py-0.5 pr-3">
        {leg.route}
        <LegMarks leg={leg} />
      </td>
      <td className="py-0.5 pr-3 text-right tabular-nums">{leg.hours}</td>
      <td className="py-0.5 pr-3" />
      <td className="py-0.5" />
    </tr>
  );
}

/**
 * The table's conflict mark on a sheet line (docs/decisions/015): a warning sign for a clash, a question
 * mark when it is only possible, with a word beside it, since paper has no tooltip. The details are in
 * its title and for screen readers; listed under the table they pushed a full day onto a second page.
 */
function ClashMark({ flight }: { flight: SheetFlight }) {
  if (flight.conflicts.length === 0) return null;
  const certain = flight.conflicts.some((c) => c.kind !== "possible");
  const Icon = certain ? TriangleAlert : CircleHelp;
  return (
    <span
      className={cn(
        "ml-1.5 inline-flex items-center gap-0.5 rounded px-1 align-middle text-[0.85em] font-bold no-underline",
        certain ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900",
      )}
      title={flight.conflicts.map((c) => c.detail).join("\n")}
    >
      <Icon className="size-[1em]" aria-hidden="true" />
      {certain ? "Clash" : "Possible clash"}
      <span className="sr-only">: {flight.conflicts.map((c) => c.detail).join("; ")}</span>
    </span>
  );
}
