import { type CsvImportResult, type CsvPreviewRow, count } from "../../../shared/csv-import.ts";
import { formatShortDate } from "../../../shared/dates.ts";
import { ImportClashes } from "./import-clashes.tsx";
import { SkippedRows } from "./skipped-rows.tsx";

/** Rows shown before the import; the counts cover the whole file. */
const SHOWN_ROWS = 50;
/** A cell of a short value (a date, a registration, a status): never broken over two lines. */
const SHORT = "whitespace-nowrap px-2 py-1";

/**
 * What an import of the checked file will do: its counts, the rows it would skip (each can be chosen),
 * the clashes it would create, and its first rows with those already there marked and stored flights
 * alike but for the time shown beside them (docs/decisions/026).
 */
export function ImportPreview({
  result,
  checking,
  toggle,
}: {
  result: CsvImportResult;
  checking: boolean;
  toggle: (row: number) => void;
}) {
  const { stats } = result;
  const rows = result.preview ?? [];
  // The file's optional 'Actual Hours' column (docs/decisions/033), shown when it gives any.
  const flown = rows.some((row) => row.actualHours !== null);
  // A day's legs (docs/decisions/049): its trip and place among the day's legs, its passengers and
  // positioning, each shown when the file gives any.
  const trips = rows.some((row) => row.trip !== null);
  const legFields = rows.some((row) => row.passengers !== null || row.positioning);
  const headings = [
    "Row",
    ...(trips ? ["Trip", "Leg"] : []),
    "Dates",
    "Customer",
    "Route",
    "Type",
    "Aircraft",
    "Time",
    "Hours",
    ...(legFields ? ["Pax", "Positioning"] : []),
  ];
  return (
    <div className="space-y-3">
      <p className="text-slate-800">
        {`${count(stats.totalRows, "row")} checked: ${count(stats.createdBookings, "booking")} to import`}
        {stats.skippedDuplicates ? `, ${stats.skippedDuplicates} already there (skipped)` : ""}
        {stats.createdCustomers ? `, ${count(stats.createdCustomers, "new customer")}` : ""}
        {stats.createdLocations ? `, ${count(stats.createdLocations, "new location")}` : ""}.
      </p>
      {trips ? (
        <p className="text-[13px] text-slate-600">
          {`Rows sharing a Trip and a date are that day's legs, in departure time order; a trip's consecutive days are one booking (${count(rows.length, "row")} make ${count(rows.at(-1) ? Math.max(...rows.map((row) => row.booking)) : 0, "booking")}).`}
        </p>
      ) : null}
      <ImportClashes result={result} />
      <SkippedRows rows={rows} checking={checking} toggle={toggle} />
      <div className="max-h-[max(18rem,50vh)] overflow-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-[12px]">
          <caption className="sr-only">The file's first rows</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-600">
            <tr>
              {[...headings, ...(flown ? ["Actual Hours"] : []), "Status", "Remarks", ""].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-1 font-medium">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.row} className={row.duplicate ? "text-slate-400" : "text-slate-800"}>
                <td className={`${SHORT} tabular-nums`}>{row.row}</td>
                {trips ? (
                  <>
                    <td className={SHORT}>{row.trip ?? "—"}</td>
                    <td className={`${SHORT} tabular-nums`}>{row.leg ?? ""}</td>
                  </>
                ) : null}
                <td className={`${SHORT} tabular-nums`}>
                  {row.startDate === row.endDate
                    ? formatShortDate(row.startDate)
                    : `${formatShortDate(row.startDate)} – ${formatShortDate(row.endDate)}`}
                </td>
                <td className="px-2 py-1">{row.customer}</td>
                <td className="px-2 py-1">{`${row.departure} → ${row.destination}`}</td>
                <td className={SHORT}>{row.aircraftType}</td>
                <td className={SHORT}>{row.aircraft ?? "—"}</td>
                <td className={SHORT}>{row.departureTime}</td>
                <td className={`${SHORT} tabular-nums`}>{row.expectedHours}</td>
                {legFields ? (
                  <>
                    <td className={`${SHORT} tabular-nums`}>{row.passengers ?? ""}</td>
                    <td className={SHORT}>{row.positioning ? "Yes" : ""}</td>
                  </>
                ) : null}
                {flown ? <td className={`${SHORT} tabular-nums`}>{row.actualHours ?? "—"}</td> : null}
                <td className={SHORT}>{row.status}</td>
                <td className="px-2 py-1">{row.remarks}</td>
                <td className="px-2 py-1">{note(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS ? (
        <p className="text-[12px] text-slate-500">{`The first ${SHOWN_ROWS} of ${rows.length} rows are shown.`}</p>
      ) : null}
    </div>
  );
}

/** Beside a row: the stored booking it matches, or those alike but for the time, so both are seen. */
function note(row: CsvPreviewRow): string {
  if (row.matches) {
    return `${row.duplicate ? "Already there:" : "Imported anyway; same as"} booking ${row.matches.bookingId}`;
  }
  if (row.sameExceptTime.length === 0) return "";
  const flights = row.sameExceptTime.map((f) => `booking ${f.bookingId} at ${f.departureTime}`).join(", ");
  return `New time; already booked: ${flights}`;
}
