import { type CsvImportResult, count } from "../../../shared/csv-import.ts";
import { formatShortDate } from "../../../shared/dates.ts";

/**
 * The clashes the import would create, each naming the file's rows, the aircraft and the stored
 * bookings it meets (docs/decisions/026). They are warnings, as in the schedule: Import still goes ahead.
 */
export function ImportClashes({ result }: { result: CsvImportResult }) {
  const clashes = result.clashes ?? [];
  const total = result.clashCount ?? clashes.length;
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="csv-clashes-heading"
      className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950"
    >
      <h3 id="csv-clashes-heading" className="font-medium">
        {`This import would create ${count(total, "clash", "clashes")}:`}
      </h3>
      <ul className="max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-[13px]">
        {clashes.map((clash) => (
          <li key={`${clash.kind}|${clash.date}|${clash.rows.join(",")}|${clash.bookingIds.join(",")}`}>
            {`${rowsText(clash.rows)}, ${formatShortDate(clash.date)}: ${clash.detail}`}
            {clash.bookingIds.length ? ` (${bookingsText(clash.bookingIds)})` : ""}
          </li>
        ))}
      </ul>
      {total > clashes.length ? (
        <p className="text-[12px]">{`The first ${clashes.length} of ${total} clashes are listed.`}</p>
      ) : null}
      <p className="text-[12px]">Import adds them as they are; they show on the schedule to be resolved.</p>
    </section>
  );
}

const rowsText = (rows: number[]) => (rows.length === 1 ? `Row ${rows[0]}` : `Rows ${rows.join(", ")}`);
const bookingsText = (ids: number[]) =>
  ids.length === 1 ? `booking ${ids[0]}` : `bookings ${ids.join(", ")}`;
