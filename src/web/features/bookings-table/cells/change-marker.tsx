import { useAcknowledgeOne } from "../../../data/acknowledge-changes.ts";
import { flagOn, useChangeFlags } from "../../../data/get-change-flags.ts";
import { ACKNOWLEDGE_HOW, flagLines } from "../../../lib/change-flag-text.ts";
import { Tooltip } from "../../../ui/tooltip.tsx";
import type { BookingRow } from "../rows.ts";

/**
 * A dot beside the date while someone else's change to this day is unacknowledged
 * (docs/decisions/031): hover or focus reads who changed what and when; a click, Enter or Space
 * acknowledges the booking's changes.
 */
export function ChangeMarker({ row }: { row: BookingRow }) {
  const flag = flagOn(useChangeFlags().data, row.booking.id, row.date);
  const acknowledge = useAcknowledgeOne();
  if (!flag) return null;
  const lines = flagLines(flag);
  return (
    <Tooltip
      side="right"
      content={
        <ul className="max-w-96 space-y-0.5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li className="text-slate-300">{ACKNOWLEDGE_HOW}</li>
        </ul>
      }
    >
      <button
        type="button"
        data-print-hide
        aria-label={`Changed: ${lines.join("; ")}. ${ACKNOWLEDGE_HOW}`}
        onClick={() => acknowledge.mutate({ bookingId: flag.bookingId, upTo: flag.upTo })}
        className="mr-1 inline-flex size-4 shrink-0 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        {/* A filled dot with a ring: its shape stands out on any row, not its colour alone. */}
        <span className="size-2.5 rounded-full bg-amber-500 ring-2 ring-amber-200" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
