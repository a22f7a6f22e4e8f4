import { useState } from "react";
import { useOperatorToday } from "../../data/get-operator-time-zone.ts";
import { useReports } from "../../data/get-reports.ts";
import { errorText } from "../../lib/api-client.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { type Period, periodLabel, periodOf } from "./period.ts";
import { ReportSections, ReportSummary } from "./report-sections.tsx";
import { ReportsToolbar } from "./reports-toolbar.tsx";
import "./reports-print.css";

/**
 * Reports (docs/decisions/035): hours per customer, aircraft and type, the trend and flights by status
 * over a month, quarter, year or two dates, opening on the operator's current month. Any signed-in user.
 */
export function ReportsPage() {
  const today = useOperatorToday();
  const [period, setPeriod] = useState<Period>(() => periodOf("month", today));
  const reports = useReports(period.from, period.to);
  return (
    <div data-reports-page className="space-y-5">
      <ReportsToolbar period={period} onChange={setPeriod} />
      <h2 className="hidden text-lg font-semibold print:block">Reports: {periodLabel(period)}</h2>
      {reports.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-[13px] text-red-800">
          {errorText(reports.error, "Failed to load reports")}
        </p>
      ) : reports.data ? (
        <div
          aria-busy={reports.isPlaceholderData}
          className={reports.isPlaceholderData ? "opacity-60" : undefined}
        >
          <ReportSummary answer={reports.data} period={period} />
          <div className="mt-6">
            <ReportSections answer={reports.data} period={period} />
          </div>
        </div>
      ) : (
        <div className="flex h-64 items-center justify-center" role="status" aria-label="Loading reports">
          <Spinner className="size-6" />
        </div>
      )}
    </div>
  );
}
