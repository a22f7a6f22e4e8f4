import type { AircraftAvailability } from "../../lib/aircraft-availability.ts";
import { cn } from "../../ui/cn.ts";

/** " — free", " — busy: Acme Offshore 07:30", " — unavailable: 50 h check" beside a registration. */
export function AvailabilityNote({ entry }: { entry: AircraftAvailability }) {
  return (
    <span
      className={cn(
        "ml-2 text-[12px]",
        entry.state === "free" && "text-emerald-700",
        entry.state === "busy" && "text-amber-800",
        entry.state === "unavailable" && "text-red-700",
      )}
    >
      — {entry.state}
      {entry.note ? `: ${entry.note}` : ""}
    </span>
  );
}
