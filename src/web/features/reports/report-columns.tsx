import type { ReactNode } from "react";
import type { MaintenanceAnswer } from "../../../shared/maintenance.ts";
import type {
  AircraftReportRow,
  CustomerReportRow,
  StatusReportRow,
  TrendReportRow,
  TypeReportRow,
} from "../../../shared/reports.ts";
import { tableLink } from "../../lib/table-link.ts";
import { ColourBadge } from "../../ui/colour-badge.tsx";
import type { ReportColumn } from "./report-table.tsx";

/** Hours as the table shows them: two decimals, as expected hours are. */
export const hoursText = (hours: number) => hours.toFixed(2);
const hoursColumn = <Row extends { planned: number; positioning: number; flown: number }>(
  label: string,
  key: "planned" | "positioning" | "flown",
): ReportColumn<Row> => ({ label, value: (row) => hoursText(row[key]), numeric: true });

/**
 * Whether a period's reports show positioning hours (docs/decisions/049): only when some leg in it flies
 * empty to position, so a desk that marks none sees its reports as before.
 */
export const hasPositioning = (answer: { customers: { positioning: number }[] }) =>
  answer.customers.some((row) => row.positioning > 0);

/**
 * `columns` with 'Positioning hours' after 'Planned hours' when `shown`: of the planned hours, those of
 * legs flown empty. Flown (actual) hours are recorded for a day, not a leg, so they are not split.
 */
export function withPositioning<Row extends { planned: number; positioning: number; flown: number }>(
  columns: ReportColumn<Row>[],
  shown: boolean,
): ReportColumn<Row>[] {
  if (!shown) return columns;
  const planned = columns.findIndex((column) => column.label === "Planned hours");
  return [
    ...columns.slice(0, planned + 1),
    hoursColumn<Row>("Positioning hours", "positioning"),
    ...columns.slice(planned + 1),
  ];
}
const count = <Row,>(label: string, value: (row: Row) => number): ReportColumn<Row> => ({
  label,
  value,
  numeric: true,
});

/** Days flown out of days available, as a whole percentage; a dash when it was never available. */
export const utilisation = (row: AircraftReportRow) =>
  row.daysAvailable > 0 ? Math.round((row.daysFlown / row.daysAvailable) * 100) : null;

/**
 * The month a row's link opens: the month of the row's first day in the period (the table shows a
 * month at a time), or the period's first when the row counts no day.
 */
const monthOpened = (row: { firstDate: string | null }, periodMonth: string) =>
  row.firstDate?.slice(0, 7) ?? periodMonth;

/** Where a row's name and its bar open the table: filtered to the bookings the row counts. */
export const customerLink = (row: CustomerReportRow, periodMonth: string) =>
  tableLink({ month: monthOpened(row, periodMonth), customerId: row.customerId });
/** An aircraft's opens its type's bookings: the table filters by type, not by registration. */
export const typeLink = (row: AircraftReportRow | TypeReportRow, periodMonth: string) =>
  tableLink({ month: monthOpened(row, periodMonth), aircraftTypeId: row.aircraftTypeId });
export const statusLink = (row: StatusReportRow, periodMonth: string) =>
  tableLink({ month: monthOpened(row, periodMonth), status: row.statusId ?? "none" });

/** A name that opens the table on a month with the bookings it counts. */
function TableLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="rounded text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      {children}
    </a>
  );
}

export const customerColumns = (month: string): ReportColumn<CustomerReportRow>[] => [
  {
    label: "Customer",
    value: (row) => row.name,
    show: (row) => (
      <TableLink href={customerLink(row, month)}>
        <ColourBadge colour={row.colour}>{row.name}</ColourBadge>
      </TableLink>
    ),
  },
  count("Flights", (row) => row.flights),
  count("Cancelled", (row) => row.cancelled),
  hoursColumn("Planned hours", "planned"),
  hoursColumn("Flown hours", "flown"),
  count("Flights with flown hours", (row) => row.recorded),
  count("Completed without flown hours", (row) => row.unrecorded),
];

export const aircraftColumns = (month: string): ReportColumn<AircraftReportRow>[] => [
  {
    label: "Aircraft",
    value: (row) => row.registration,
    show: (row) => <TableLink href={typeLink(row, month)}>{row.registration}</TableLink>,
  },
  { label: "Type", value: (row) => row.type },
  count("Flights", (row) => row.flights),
  hoursColumn("Planned hours", "planned"),
  hoursColumn("Flown hours", "flown"),
  count("Days flown", (row) => row.daysFlown),
  count("Days available", (row) => row.daysAvailable),
  {
    label: "Utilisation",
    value: (row) => utilisation(row) ?? -1,
    show: (row) => (utilisation(row) === null ? "–" : `${utilisation(row)}%`),
    numeric: true,
  },
];

/**
 * `columns` with each aircraft's airframe hours, its next due maintenance item and the hours to it
 * (docs/decisions/051) after them, beside the hours it flew, once any aircraft has hours or items; blank
 * for an aircraft without. As of today, whatever the period.
 */
export function withMaintenance(
  columns: ReportColumn<AircraftReportRow>[],
  maintenance: MaintenanceAnswer | undefined,
): ReportColumn<AircraftReportRow>[] {
  const of = new Map(maintenance?.aircraft.map((row) => [row.aircraftId, row]));
  if (![...of.values()].some((row) => row.hours !== null || row.items.length > 0)) return columns;
  const next = (row: AircraftReportRow) => of.get(row.aircraftId)?.items[0];
  return [
    ...columns,
    {
      label: "Airframe hours",
      value: (row) => {
        const hours = of.get(row.aircraftId)?.hours;
        return hours ? Number(hours) : "";
      },
      numeric: true,
    },
    { label: "Next due", value: (row) => next(row)?.name ?? "" },
    {
      label: "Hours to next due",
      value: (row) => {
        const remaining = next(row)?.remainingHours;
        return remaining === null || remaining === undefined ? "" : hoursText(remaining);
      },
      numeric: true,
    },
  ];
}

export const typeColumns = (month: string): ReportColumn<TypeReportRow>[] => [
  {
    label: "Type",
    value: (row) => row.type,
    show: (row) => <TableLink href={typeLink(row, month)}>{row.type}</TableLink>,
  },
  count("Flights", (row) => row.flights),
  count("Not yet allocated", (row) => row.unallocated),
  hoursColumn("Planned hours", "planned"),
  hoursColumn("Flown hours", "flown"),
];

/** A week or month of the trend opens the table on its month (a week's first day in the period). */
export const trendColumns = (
  name: (row: TrendReportRow) => string,
  monthOf: (row: TrendReportRow) => string,
): ReportColumn<TrendReportRow>[] => [
  {
    label: "From",
    value: (row) => row.start,
    show: (row) => <TableLink href={tableLink({ month: monthOf(row) })}>{name(row)}</TableLink>,
  },
  count("Flights", (row) => row.flights),
  hoursColumn("Planned hours", "planned"),
  hoursColumn("Flown hours", "flown"),
];

export const statusColumns = (month: string): ReportColumn<StatusReportRow>[] => [
  {
    label: "Status",
    value: (row) => row.status,
    show: (row) => (
      <TableLink href={statusLink(row, month)}>
        <ColourBadge colour={row.colour}>{row.status}</ColourBadge>
      </TableLink>
    ),
  },
  { label: "Counts as flying", value: (row) => (row.occupiesAircraft ? "Yes" : "No") },
  count("Flights", (row) => row.flights),
];
