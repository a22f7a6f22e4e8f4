import type { Header } from "@tanstack/react-table";
import { cn } from "../../ui/cn.ts";
import { COLUMNS } from "./columns.ts";
import { ResizeHandle } from "./resize-handle.tsx";
import type { TableRow } from "./rows.ts";
import { stickyColumnClass } from "./sticky-columns.ts";

const alignRight = new Set<string>(
  COLUMNS.filter((c) => "align" in c && c.align === "right").map((c) => c.id),
);

/**
 * The columns' widths (each a CSS variable the table sets, so a resize re-renders no row) and the sticky
 * header row: each column's name (on two lines at most) and its resize handle.
 */
export function TableHeader({ headers }: { headers: Header<TableRow, unknown>[] }) {
  return (
    <>
      <colgroup>
        {headers.map((header) => (
          <col key={header.id} style={{ width: `var(--col-${header.column.id})` }} />
        ))}
        <col />
      </colgroup>
      <thead>
        <tr>
          {headers.map((header) => (
            <th
              key={header.id}
              data-column={header.column.id}
              scope="col"
              className={cn(
                "sticky top-0 z-20 h-9 border-b border-slate-200 bg-slate-100/95 py-1 pr-1.5 pl-2 text-left align-middle text-xs leading-tight font-semibold text-slate-600 backdrop-blur",
                alignRight.has(header.column.id) && "text-right",
                stickyColumnClass(header.column.id, "header"),
              )}
            >
              <span className="line-clamp-2 break-words">{String(header.column.columnDef.header)}</span>
              <ResizeHandle header={header} />
            </th>
          ))}
          <td aria-hidden="true" className="sticky top-0 z-20 border-b border-slate-200 bg-slate-100/95" />
        </tr>
      </thead>
    </>
  );
}
