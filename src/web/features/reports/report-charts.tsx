import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatShortDate } from "../../../shared/dates.ts";
import type { ReportsAnswer, TrendReportRow } from "../../../shared/reports.ts";

/** Planned in slate, flown in blue: the same two colours on every chart (contrast AA on white). */
const PLANNED = "#64748B";
const FLOWN = "#2563EB";
const axis = { fontSize: 12, fill: "#334155" };

interface HoursBar {
  name: string;
  planned: number;
  flown: number;
  /** Where a click on the bar goes: the table on those bookings. */
  href?: string;
}

/** A click on a bar opens what it counts; the table's rows beside it do the same by keyboard. */
const openBar = (bar: { payload?: { href?: string } }) => {
  if (bar.payload?.href) window.location.assign(bar.payload.href);
};

/**
 * Bars lie across the chart, one row per customer, aircraft, type, week or status, each named on its
 * left: names under upright bars were thinned to every other one where they did not fit (docs/decisions/043).
 * The chart grows by a row's height, plus room for the axis and legend.
 */
const chartHeight = (rows: number, rowHeight: number) => Math.max(rows, 1) * rowHeight + 64;

/**
 * Planned against flown hours as bars (Recharts' SVG, with its keyboard and screen-reader layer): by
 * customer, aircraft type, or week/month of the period.
 */
export function HoursChart({ label, bars }: { label: string; bars: HoursBar[] }) {
  return (
    <figure
      aria-label={label}
      className="rounded-md border border-slate-200 bg-white p-2"
      style={{ height: chartHeight(bars.length, 36) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          barGap={1}
          accessibilityLayer
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={axis} />
          <YAxis type="category" dataKey="name" tick={axis} interval={0} width="auto" />
          <Tooltip formatter={(value) => `${Number(value).toFixed(2)} h`} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="planned"
            name="Planned hours"
            fill={PLANNED}
            isAnimationActive={false}
            onClick={openBar}
            cursor="pointer"
          />
          <Bar
            dataKey="flown"
            name="Flown hours"
            fill={FLOWN}
            isAnimationActive={false}
            onClick={openBar}
            cursor="pointer"
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Flights by status; a click on a bar opens that status's bookings. */
export function StatusChart({ bars }: { bars: { status: string; flights: number; href: string }[] }) {
  return (
    <figure
      aria-label="Flights by status"
      className="rounded-md border border-slate-200 bg-white p-2"
      style={{ height: chartHeight(bars.length, 32) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout="vertical"
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={axis} allowDecimals={false} />
          <YAxis type="category" dataKey="status" tick={axis} interval={0} width="auto" />
          <Tooltip />
          <Bar
            dataKey="flights"
            name="Flights"
            isAnimationActive={false}
            fill={PLANNED}
            onClick={openBar}
            cursor="pointer"
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** A trend bar's name, by its first day ("w/c 05/05/31") or month ("May 31"). */
export function trendBarName(unit: ReportsAnswer["trendUnit"], row: TrendReportRow): string {
  return unit === "week"
    ? `w/c ${formatShortDate(row.start)}`
    : new Date(`${row.start}T12:00:00Z`).toLocaleDateString("en-GB", {
        month: "short",
        year: "2-digit",
        timeZone: "UTC",
      });
}
