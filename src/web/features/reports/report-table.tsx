import { ArrowDown, ArrowUp, ArrowUpDown, Download } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { csvText, downloadText } from "../../lib/csv-file.ts";
import { Button } from "../../ui/button.tsx";

export interface ReportColumn<Row> {
  label: string;
  /** What the column sorts by and exports. */
  value: (row: Row) => string | number;
  /** How a cell shows, when not its value as text. */
  show?: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface ReportTableProps<Row> {
  /** The table's name: its caption, and its region with the chart above it. */
  title: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  rowKey: (row: Row) => string | number;
  fileName: string;
}

/**
 * A report's table (docs/decisions/035): sortable by any column (a click or Enter on its header, again
 * for the other way), exported as shown in a formula-safe CSV.
 */
export function ReportTable<Row>({ title, rows, columns, rowKey, fileName }: ReportTableProps<Row>) {
  const [sort, setSort] = useState<{ column: number; descending: boolean } | null>(null);
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const exportCsv = async () =>
    downloadText(
      fileName,
      await csvText(
        columns.map((column) => column.label),
        sorted.map((row) => columns.map((column) => String(column.value(row)))),
      ),
    );
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-[13px] tabular-nums">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <SortHeader
                key={column.label}
                column={column}
                direction={sort?.column === index ? (sort.descending ? "descending" : "ascending") : "none"}
                onSort={() =>
                  setSort((now) => ({
                    column: index,
                    descending: now?.column === index ? !now.descending : column.numeric === true,
                  }))
                }
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-100">
              {columns.map((column) => (
                <td key={column.label} className={column.numeric ? "px-3 py-1.5 text-right" : "px-3 py-1.5"}>
                  {column.show ? column.show(row) : column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end border-t border-slate-100 px-2 py-1.5 print:hidden">
        <Button size="sm" onClick={() => void exportCsv()} aria-label={`Export ${title} as CSV`}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>
    </div>
  );
}

function SortHeader<Row>(props: {
  column: ReportColumn<Row>;
  direction: "ascending" | "descending" | "none";
  onSort: () => void;
}) {
  const { column, direction, onSort } = props;
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className={column.numeric ? "px-1 py-1 text-right" : "px-1 py-1"}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 rounded px-2 py-1 font-medium hover:bg-slate-200/60 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {column.label}
        <Icon className="size-3.5 text-slate-400" aria-hidden="true" />
      </button>
    </th>
  );
}

function sortRows<Row>(
  rows: Row[],
  columns: ReportColumn<Row>[],
  sort: { column: number; descending: boolean } | null,
) {
  const column = sort ? columns[sort.column] : undefined;
  if (!sort || !column) return rows;
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [column.value(a), column.value(b)];
    return (
      sign * (typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y)))
    );
  });
}
