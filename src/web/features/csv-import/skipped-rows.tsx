import type { CsvPreviewRow } from "../../../shared/csv-import.ts";
import { formatShortDate } from "../../../shared/dates.ts";

/**
 * The rows the import would skip because a stored booking is the same, departure time included, each
 * with the booking it matches and a choice to import it anyway (docs/decisions/026).
 */
export function SkippedRows({
  rows,
  checking,
  toggle,
}: {
  rows: CsvPreviewRow[];
  /** While the file is checked again with a changed choice. */
  checking: boolean;
  toggle: (row: number) => void;
}) {
  // One line a booking: a trip's rows are skipped, or imported, together (docs/decisions/049).
  const seen = new Set<number>();
  const matching = rows.filter((row) => row.matches && !seen.has(row.booking) && seen.add(row.booking));
  if (matching.length === 0) return null;
  const rowsOf = (booking: number) => rows.filter((row) => row.booking === booking).map((row) => row.row);
  return (
    <section aria-labelledby="csv-skipped-heading" className="space-y-1">
      <h3 id="csv-skipped-heading" className="font-medium text-slate-800">
        {`Already in the schedule (${matching.length}): skipped unless you tick them`}
      </h3>
      <ul className="max-h-40 space-y-0.5 overflow-y-auto rounded-md border border-slate-200 p-2 text-[13px]">
        {matching.map((row) => (
          <li key={row.row}>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-0.5"
                checked={!row.duplicate}
                aria-busy={checking}
                onChange={() => toggle(row.row)}
              />
              <span>
                {`${row.trip === null ? `Row ${row.row}` : `Trip ${row.trip} (rows ${rowsOf(row.booking).join(", ")})`}: ${row.customer}, ${row.departure} → ${row.destination}, ${formatShortDate(row.startDate)} at ${row.departureTime} is the same as booking ${row.matches!.bookingId}. `}
                <span className="text-slate-500">Import anyway</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
