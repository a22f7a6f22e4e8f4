import type { ReactNode, Ref } from "react";
import { cn } from "../../../ui/cn.ts";

/** How an editable cell looks until clicked: its value, filling the cell, with a hover hint. */
export function CellButton({
  label,
  onClick,
  pending,
  title,
  align = "left",
  className,
  children,
  ref,
}: {
  label: string;
  onClick: () => void;
  pending?: boolean;
  title?: string;
  align?: "left" | "right";
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={title}
      aria-busy={pending || undefined}
      onClick={onClick}
      className={cn(
        "flex h-full w-full min-w-0 cursor-text items-center gap-1 px-2.5 text-left outline-none",
        "hover:bg-slate-900/[0.04] focus-visible:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-inset",
        align === "right" && "justify-end text-right",
        pending && "animate-pulse text-slate-500",
        className,
      )}
    >
      {children}
    </button>
  );
}

/** A cell's value when it cannot be edited (read-only users). */
export function CellText({
  align = "left",
  title,
  className,
  children,
}: {
  align?: "left" | "right";
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      title={title}
      className={cn("flex h-full min-w-0 items-center px-2.5", align === "right" && "justify-end", className)}
    >
      {children}
    </div>
  );
}
