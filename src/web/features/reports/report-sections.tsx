import type { ReactNode } from "react";
import { formatShortDate } from "../../../shared/dates.ts";
import type { ReportsAnswer, TrendReportRow } from "../../../shared/reports.ts";
import { useConflicts } from "../../data/get-conflicts.ts";
import { useMaintenance } from "../../data/get-maintenance.ts";
import { tableLink } from "../../lib/table-link.ts";
import { type Period, reportFileName } from "./period.ts";
import { HoursChart, StatusChart, trendBarName } from "./report-charts.tsx";
import {
  aircraftColumns,
  customerColumns,
  customerLink,
  hasPositioning,
  hoursText,
  statusColumns,
  statusLink,
  trendColumns,
  typeColumns,
  typeLink,
  utilisation,
  withMaintenance,
  withPositioning,
} from "./report-columns.tsx";
import { type ReportColumn, ReportTable } from "./report-table.tsx";

/** A report: its heading, its chart and the table behind it. */
function Section({ title, chart, children }: { title: string; chart: ReactNode; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-2 break-inside-avoid">
      <h2 id={id} className="text-[15px] font-semibold text-slate-900">
        {title}
      </h2>
      {/* Two thirds for the table: at 1366 px the customers' seven columns fit beside the chart. */}
      <div className="grid gap-3 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] print:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {chart}
        {children}
      </div>
    </section>
  );
}

/** The period's first month: a row or bar that counts no day opens it. */
const firstMonth = (period: Period) => period.from.slice(0, 7);

/** The period's five reports (docs/decisions/035). */
export function ReportSections({ answer, period }: { answer: ReportsAnswer; period: Period }) {
  const month = firstMonth(period);
  const positioning = hasPositioning(answer);
  const maintenance = useMaintenance().data;
  return (
    <div className="space-y-6">
      <HoursReport
        title="Hours per customer"
        chartLabel="Planned and flown hours per customer"
        rows={answer.customers}
        columns={withPositioning(customerColumns(month), positioning)}
        bar={(row) => ({
          name: row.name,
          href: customerLink(row, month),
        })}
        rowKey={(row) => row.customerId}
        fileName={reportFileName("customers", period)}
      />
      <HoursReport
        title="Hours per aircraft"
        chartLabel="Planned and flown hours per aircraft"
        rows={answer.aircraft}
        columns={withMaintenance(withPositioning(aircraftColumns(month), positioning), maintenance)}
        bar={(row) => ({
          name: `${row.registration} (${utilisation(row) ?? 0}%)`,
          href: typeLink(row, month),
        })}
        rowKey={(row) => row.aircraftId}
        fileName={reportFileName("aircraft", period)}
      />
      <HoursReport
        title="Hours per type"
        chartLabel="Planned and flown hours per aircraft type"
        rows={answer.types}
        columns={withPositioning(typeColumns(month), positioning)}
        bar={(row) => ({
          name: row.type,
          href: typeLink(row, month),
        })}
        rowKey={(row) => row.aircraftTypeId}
        fileName={reportFileName("types", period)}
      />
      <TrendReport answer={answer} period={period} />
      <Section
        title="Flights by status"
        chart={
          <StatusChart
            bars={answer.statuses.map((row) => ({
              status: row.status,
              flights: row.flights,
              href: statusLink(row, month),
            }))}
          />
        }
      >
        <ReportTable
          title="Flights by status"
          rows={answer.statuses}
          columns={statusColumns(month)}
          rowKey={(row) => row.statusId ?? 0}
          fileName={reportFileName("statuses", period)}
        />
      </Section>
    </div>
  );
}

/** A report of planned against flown hours: a bar per row, and the table behind it. */
function HoursReport<Row extends { planned: number; positioning: number; flown: number }>({
  title,
  chartLabel,
  rows,
  columns,
  bar,
  rowKey,
  fileName,
}: {
  title: string;
  chartLabel: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  /** The row's bar: its name under the chart and the bookings it opens. */
  bar: (row: Row) => { name: string; href: string };
  rowKey: (row: Row) => string | number;
  fileName: string;
}) {
  const bars = rows.map((row) => ({ ...bar(row), planned: row.planned, flown: row.flown }));
  return (
    <Section title={title} chart={<HoursChart label={chartLabel} bars={bars} />}>
      <ReportTable title={title} rows={rows} columns={columns} rowKey={rowKey} fileName={fileName} />
    </Section>
  );
}

function TrendReport({ answer, period }: { answer: ReportsAnswer; period: Period }) {
  const unit = answer.trendUnit;
  const name = (row: TrendReportRow) =>
    unit === "week" ? `w/c ${formatShortDate(row.start)}` : row.start.slice(0, 7);
  // A week that began before the period opens on the period's first month.
  const monthOf = (row: TrendReportRow) => (row.start < period.from ? period.from : row.start).slice(0, 7);
  return (
    <HoursReport
      title={`Hours per ${unit}`}
      chartLabel={`Planned and flown hours per ${unit}`}
      rows={answer.trend}
      columns={withPositioning(trendColumns(name, monthOf), hasPositioning(answer))}
      bar={(row) => ({ name: trendBarName(unit, row), href: tableLink({ month: monthOf(row) }) })}
      rowKey={(row) => row.start}
      fileName={reportFileName("trend", period)}
    />
  );
}

/**
 * The period at a glance: flights, cancelled, planned and flown hours, and the clashes still open
 * (the Fleet tab's conflicts of the period, read on their own: over a year they take longer). Completed
 * flights with no flown hours recorded are counted beside the flown hours, with where to record them:
 * alone, a flown 0.00 read as nothing flown (docs/decisions/043).
 */
export function ReportSummary({ answer, period }: { answer: ReportsAnswer; period: Period }) {
  const conflicts = useConflicts({ from: period.from, to: period.to });
  const sum = (pick: (row: ReportsAnswer["customers"][number]) => number) =>
    answer.customers.reduce((total, row) => total + pick(row), 0);
  const unrecorded = sum((row) => row.unrecorded);
  const figures: [string, string][] = [
    ["Flights", String(sum((row) => row.flights))],
    ["Cancelled", String(sum((row) => row.cancelled))],
    ["Planned hours", hoursText(sum((row) => row.planned))],
    // Of those, the legs flown empty (docs/decisions/049), when the period has any.
    ...(hasPositioning(answer)
      ? [["Positioning hours", hoursText(sum((row) => row.positioning))] as [string, string]]
      : []),
    ["Flown hours", hoursText(sum((row) => row.flown))],
    ["Open clashes", conflicts.data && !conflicts.isPlaceholderData ? String(conflicts.data.length) : "…"],
  ];
  return (
    <dl
      aria-label="Summary"
      className={`grid grid-cols-2 gap-3 ${figures.length > 5 ? "sm:grid-cols-6" : "sm:grid-cols-5"}`}
    >
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-200 bg-white px-4 py-3">
          <dt className="text-[12px] font-medium text-slate-600">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
          {label === "Flown hours" && unrecorded > 0 ? <Unrecorded count={unrecorded} /> : null}
        </div>
      ))}
    </dl>
  );
}

/** Completed flights whose flown hours are missing from the figure above it, and how to add them. */
function Unrecorded({ count }: { count: number }) {
  return (
    <dd className="mt-1 text-[12px] leading-snug text-amber-800">
      <span className="font-medium">
        {count === 1 ? "1 completed flight has" : `${count} completed flights have`} no flown hours
      </span>
      <span className="block text-slate-600">
        Record them in Booking Details (Show Actual Hours) or in the booking's Edit dialog.
      </span>
    </dd>
  );
}
