import type { ReactNode } from "react";
import { formatShortDate } from "../../../shared/dates.ts";
import type { ReportsAnswer, TrendReportRow } from "../../../shared/reports.ts";
import { useConflicts } from "../../data/get-conflicts.ts";
import { tableLink } from "../../lib/table-link.ts";
import { type Period, reportFileName } from "./period.ts";
import { HoursChart, StatusChart, trendBars } from "./report-charts.tsx";
import {
  aircraftColumns,
  customerColumns,
  hoursText,
  statusColumns,
  trendColumns,
  typeColumns,
  utilisation,
} from "./report-columns.tsx";
import { ReportTable } from "./report-table.tsx";

/** A report: its heading, its chart and the table behind it. */
function Section({ title, chart, children }: { title: string; chart: ReactNode; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2 break-inside-avoid">
      <h2 id={id} className="text-[15px] font-semibold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {chart}
        {children}
      </div>
    </section>
  );
}

interface ReportProps {
  answer: ReportsAnswer;
  period: Period;
  /** The table's month a row or bar opens: the period's first (the table shows a month at a time). */
  month: string;
}

/** The period's five reports (docs/decisions/035). */
export function ReportSections({ answer, period }: { answer: ReportsAnswer; period: Period }) {
  const props = { answer, period, month: period.from.slice(0, 7) };
  return (
    <div className="space-y-6">
      <CustomersReport {...props} />
      <AircraftReport {...props} />
      <TypesReport {...props} />
      <TrendReport {...props} />
      <Section title="Flights by status" chart={<StatusChart statuses={answer.statuses} />}>
        <ReportTable
          title="Flights by status"
          rows={answer.statuses}
          columns={statusColumns}
          rowKey={(row) => row.statusId ?? 0}
          fileName={reportFileName("statuses", period)}
        />
      </Section>
    </div>
  );
}

function CustomersReport({ answer, period, month }: ReportProps) {
  const bars = answer.customers.map((row) => ({
    name: row.name,
    planned: row.planned,
    flown: row.flown,
    href: tableLink({ month, customerId: row.customerId }),
  }));
  return (
    <Section
      title="Hours per customer"
      chart={<HoursChart label="Planned and flown hours per customer" bars={bars} />}
    >
      <ReportTable
        title="Hours per customer"
        rows={answer.customers}
        columns={customerColumns(month)}
        rowKey={(row) => row.customerId}
        fileName={reportFileName("customers", period)}
      />
    </Section>
  );
}

function AircraftReport({ answer, period, month }: ReportProps) {
  const bars = answer.aircraft.map((row) => ({
    name: `${row.registration} (${utilisation(row) ?? 0}%)`,
    planned: row.planned,
    flown: row.flown,
    href: tableLink({ month, aircraftTypeId: row.aircraftTypeId }),
  }));
  return (
    <Section
      title="Hours per aircraft"
      chart={<HoursChart label="Planned and flown hours per aircraft" bars={bars} />}
    >
      <ReportTable
        title="Hours per aircraft"
        rows={answer.aircraft}
        columns={aircraftColumns(month)}
        rowKey={(row) => row.aircraftId}
        fileName={reportFileName("aircraft", period)}
      />
    </Section>
  );
}

function TypesReport({ answer, period, month }: ReportProps) {
  const bars = answer.types.map((row) => ({
    name: row.type,
    planned: row.planned,
    flown: row.flown,
    href: tableLink({ month, aircraftTypeId: row.aircraftTypeId }),
  }));
  return (
    <Section
      title="Hours per type"
      chart={<HoursChart label="Planned and flown hours per aircraft type" bars={bars} />}
    >
      <ReportTable
        title="Hours per type"
        rows={answer.types}
        columns={typeColumns(month)}
        rowKey={(row) => row.aircraftTypeId}
        fileName={reportFileName("types", period)}
      />
    </Section>
  );
}

function TrendReport({ answer, period }: ReportProps) {
  const unit = answer.trendUnit;
  const name = (row: TrendReportRow) =>
    unit === "week" ? `w/c ${formatShortDate(row.start)}` : row.start.slice(0, 7);
  // A week that began before the period opens on the period's first month.
  const monthOf = (row: TrendReportRow) => (row.start < period.from ? period.from : row.start).slice(0, 7);
  const bars = trendBars(answer).map((bar, index) => ({
    ...bar,
    href: tableLink({ month: monthOf(answer.trend[index]!) }),
  }));
  return (
    <Section
      title={unit === "week" ? "Hours per week" : "Hours per month"}
      chart={<HoursChart label={`Planned and flown hours per ${unit}`} bars={bars} />}
    >
      <ReportTable
        title={`Hours per ${unit}`}
        rows={answer.trend}
        columns={trendColumns(name, monthOf)}
        rowKey={(row) => row.start}
        fileName={reportFileName("trend", period)}
      />
    </Section>
  );
}

/**
 * The period at a glance: flights, cancelled, planned and flown hours, and the clashes still open
 * (the Fleet tab's conflicts of the period, read on their own: over a year they take longer).
 */
export function ReportSummary({ answer, period }: { answer: ReportsAnswer; period: Period }) {
  const conflicts = useConflicts({ from: period.from, to: period.to });
  const sum = (pick: (row: ReportsAnswer["customers"][number]) => number) =>
    answer.customers.reduce((total, row) => total + pick(row), 0);
  const figures: [string, string][] = [
    ["Flights", String(sum((row) => row.flights))],
    ["Cancelled", String(sum((row) => row.cancelled))],
    ["Planned hours", hoursText(sum((row) => row.planned))],
    ["Flown hours", hoursText(sum((row) => row.flown))],
    ["Open clashes", conflicts.data && !conflicts.isPlaceholderData ? String(conflicts.data.length) : "…"],
  ];
  return (
    <dl aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-200 bg-white px-4 py-3">
          <dt className="text-[12px] font-medium text-slate-600">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
