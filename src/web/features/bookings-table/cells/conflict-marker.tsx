import { CircleHelp, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { ConflictKind } from "../../../../shared/fleet.ts";
import { Tooltip } from "../../../ui/tooltip.tsx";
import { useRowConflicts } from "../row-conflicts.tsx";
import type { BookingRow } from "../rows.ts";

/** Which conflicts mark which cell: an aircraft's clashes on Aircraft, a type's overbooking on Type. */
const KINDS: Record<"aircraft" | "type", readonly ConflictKind[]> = {
  aircraft: ["time", "possible", "unavailable"],
  type: ["capacity"],
};

/**
 * A cell with a warning beside its value when the row takes part in a conflict (docs/decisions/015): an icon
 * whose shape tells a clash from a possible one, not colour alone, and its own focus stop whose tooltip reads every conflict's detail on
 * hover and on keyboard focus.
 */
export function WithConflictMarker({
  row,
  cell,
  children,
}: {
  row: BookingRow;
  cell: "aircraft" | "type";
  children: ReactNode;
}) {
  const conflicts = useRowConflicts(row.booking.id, row.date).filter((c) => KINDS[cell].includes(c.kind));
  if (conflicts.length === 0) return children;
  const certain = conflicts.some((c) => c.kind !== "possible");
  const details = conflicts.map((c) => c.detail);
  return (
    <div className="flex h-full min-w-0 items-center">
      <div className="h-full min-w-0 flex-1">{children}</div>
      <Tooltip
        side="top"
        content={
          <ul className="max-w-96 space-y-0.5">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        }
      >
        <button
          type="button"
          aria-label={`${certain ? "Conflict" : "Possible conflict"}: ${details.join("; ")}`}
          className={`mr-1 inline-flex shrink-0 items-center rounded p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${
            certain ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"
          }`}
        >
          {/* A warning sign (a question mark when only possible): a shape, not colour alone. */}
          {certain ? (
            <TriangleAlert className="size-3.5" aria-hidden="true" />
          ) : (
            <CircleHelp className="size-3.5" aria-hidden="true" />
          )}
        </button>
      </Tooltip>
    </div>
  );
}
