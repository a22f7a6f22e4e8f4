import { Fragment, type ReactNode, useMemo } from "react";
import { dateOrder } from "../../../shared/date-order.ts";
import { useMaintenance } from "../../data/get-maintenance.ts";
import { cn } from "../../ui/cn.ts";
import { AircraftDue } from "./aircraft-due.tsx";
import type { FleetGroup, FleetRow } from "./fleet-grid.ts";

const weekday = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" });

/** "03/12", in the operator's date order (docs/decisions/043): "12/03" month first, "12-03" year first. */
function dayAndMonth(date: string): string {
  const order = dateOrder();
  const [day, month] = [date.slice(8), date.slice(5, 7)];
  if (order === "month-first") return `${month}/${day}`;
  return order === "year-first" ? `${month}-${day}` : `${day}/${month}`;
}

/**
 * The grid: a column per day (today marked), a heading per type, a row per aircraft with its hours and
 * next due maintenance item (docs/decisions/051); cells come from `cell`.
 */
export function FleetGridTable({
  dates,
  today,
  groups,
  cell,
}: {
  dates: string[];
  today: string;
  groups: FleetGroup[];
  cell: (row: FleetRow, group: FleetGroup, date: string) => ReactNode;
}) {
  const maintenance = useMaintenance().data;
  const maintenanceOf = useMemo(
    () => new Map(maintenance?.aircraft.map((plane) => [plane.aircraftId, plane])),
    [maintenance],
  );
  return (
    <div className="max-h-[990px] overflow-auto rounded-md border border-slate-200">
      <table className="border-separate border-spacing-0 text-[13px]">
        <thead className="sticky top-0 z-10 bg-slate-50">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-20 w-32 border-b border-slate-200 bg-slate-50 px-2 py-1 text-left"
            >
              Aircraft
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                aria-current={date === today ? "date" : undefined}
                className={cn(
                  "min-w-36 border-b border-l border-slate-200 px-2 py-1 text-left font-medium tabular-nums",
                  date === today && "bg-blue-100 text-blue-900",
                )}
              >
                {weekday(date)} {dayAndMonth(date)}
                {date === today ? " (today)" : ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group.aircraftTypeId}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={dates.length + 1}
                  className="sticky left-0 bg-slate-100 px-2 py-1 text-left font-semibold"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.key} aria-label={`${row.label} (${group.title})`}>
                  <th
                    scope="row"
                    className={cn(
                      "sticky left-0 z-[5] border-b border-slate-200 bg-white px-2 py-1 text-left font-mono",
                      row.aircraftId === null && "font-sans italic text-slate-600",
                    )}
                  >
                    {row.label}
                    {row.retired ? <span className="ml-1 text-[11px] text-slate-500">(retired)</span> : null}
                    {row.aircraftId !== null && maintenanceOf.has(row.aircraftId) ? (
                      <AircraftDue
                        maintenance={maintenanceOf.get(row.aircraftId)!}
                        today={maintenance!.today}
                      />
                    ) : null}
                  </th>
                  {dates.map((date) => (
                    <Fragment key={date}>{cell(row, group, date)}</Fragment>
                  ))}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
