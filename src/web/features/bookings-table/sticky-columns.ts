import { cn } from "../../ui/cn.ts";

/**
 * Column widths (docs/decisions/017): Date and Customer stay in view while the table scrolls sideways, Date at the left
 * edge and Customer just right of it (its left offset is the Date column's width). The header's corner
 * cells sit above both the header row and the body; body cells paint an opaque background (their row's
 * may be translucent) so what scrolls under them does not show through.
 */
export function stickyColumnClass(column: string, part: "header" | "body"): string | undefined {
  if (column !== "date" && column !== "customer") return undefined;
  return cn(
    "sticky",
    column === "date" ? "left-0" : "left-(--col-date) shadow-[inset_-1px_0_0_var(--color-slate-200)]",
    part === "header" ? "z-30" : "z-10 bg-white",
  );
}
