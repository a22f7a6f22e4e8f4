import type { Header } from "@tanstack/react-table";
import type { KeyboardEvent } from "react";
import { cn } from "../../ui/cn.ts";
import { MAX_COLUMN_WIDTH } from "./column-widths.ts";
import { MIN_COLUMN_WIDTH } from "./columns.ts";
import type { TableRow } from "./rows.ts";

/** A column's edge: dragged, double-clicked back to its width, or moved by the arrow keys (Shift: further). */
export function ResizeHandle({ header }: { header: Header<TableRow, unknown> }) {
  const column = header.column;
  const size = column.getSize();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 40 : 10;
    let next: number | null = null;
    if (event.key === "ArrowLeft") next = size - step;
    else if (event.key === "ArrowRight") next = size + step;
    else if (event.key === "Home") next = MIN_COLUMN_WIDTH;
    if (next === null) return;
    event.preventDefault();
    const width = Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, next));
    header.getContext().table.setColumnSizing((sizing) => ({ ...sizing, [column.id]: width }));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a splitter.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${String(column.columnDef.header)} column`}
      aria-valuenow={size}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => column.resetSize()}
      onKeyDown={onKeyDown}
      className={cn(
        "absolute top-0 right-0 z-10 h-full w-2 cursor-col-resize touch-none select-none",
        "after:absolute after:top-1.5 after:right-0 after:bottom-1.5 after:w-px after:bg-slate-300",
        "hover:after:w-0.5 hover:after:bg-blue-500 focus-visible:after:w-0.5 focus-visible:after:bg-blue-600",
        column.getIsResizing() && "after:w-0.5 after:bg-blue-600",
      )}
    />
  );
}
