import { CircleAlert, CircleCheck } from "lucide-react";
import type { CsvImportResult } from "../../../shared/csv-import.ts";
import { cn } from "../../ui/cn.ts";

/** Product §2 result panel: statistics, and each row's error with the hint to fix the file. */
export function ImportResult({ result }: { result: CsvImportResult }) {
  const { stats, errors } = result;
  const Icon = result.success ? CircleCheck : CircleAlert;
  const rowsWithErrors = new Set(errors.map((error) => /^Row \d+/.exec(error)?.[0] ?? error)).size;
  return (
    <div
      role={result.success ? "status" : "alert"}
      className={cn(
        "space-y-2 rounded-md border p-3",
        result.success
          ? "border-emerald-200 bg-emerald-50 text-emerald-900"
          : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {result.message}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-[13px] sm:grid-cols-3">
        <Stat label="Rows in the file" value={stats.totalRows} />
        <Stat label="Bookings created" value={stats.createdBookings} />
        <Stat label="Customers created" value={stats.createdCustomers} />
        <Stat label="Locations created" value={stats.createdLocations} />
        <Stat label="Already there, skipped" value={stats.skippedDuplicates} />
      </dl>
      {errors.length > 0 ? (
        <div className="space-y-1">
          <p className="font-medium">{`Errors found in ${rowsWithErrors} rows`}</p>
          <ul className="max-h-48 list-disc overflow-y-auto pl-5 text-[13px]">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
          <p className="text-[13px]">Fix these issues in your CSV and try uploading again.</p>
        </div>
      ) : null}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex justify-between gap-2">
      <dt>{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
