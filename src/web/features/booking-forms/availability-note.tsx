import type { AircraftAvailability } from "../../lib/aircraft-availability.ts";
import { cn } from "../../ui/cn.ts";

/**
 * " — free", " — busy: Acme Offshore 07:30", " — unavailable: 50 h check" beside a registration. The
 * edited booking's own aircraft (`own`) reads " — allocated to this booking", and says too when another
 * booking or a period holds it on these dates: 'free' would mislead, as it is free only of this booking.
 */
export function AvailabilityNote({ entry, own = false }: { entry: AircraftAvailability; own?: boolean }) {
  const clash = entry.state === "free" ? "" : `${entry.state}${entry.note ? `: ${entry.note}` : ""}`;
  return (
    <span
      className={cn(
        "ml-2 text-[12px]",
        entry.state === "free" && (own ? "text-slate-600" : "text-emerald-700"),
        entry.state === "busy" && "text-amber-800",
        entry.state === "unavailable" && "text-red-700",
      )}
    >
      — {own ? `allocated to this booking${clash ? `, also ${clash}` : ""}` : clash || "free"}
    </span>
  );
}
