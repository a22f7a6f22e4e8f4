import type { AircraftMaintenance } from "../../../shared/maintenance.ts";
import { dueSentence, dueShort, hoursShort, STATE_CLASSES } from "../../lib/maintenance-text.ts";
import { cn } from "../../ui/cn.ts";

/**
 * Under an aircraft's registration on the Fleet tab (docs/decisions/051): its hours, and the item due
 * first with the hours and days left, amber within its margin and red past its due point; the whole
 * sentence in its title and for screen readers.
 */
export function AircraftDue({ maintenance, today }: { maintenance: AircraftMaintenance; today: string }) {
  const next = maintenance.items[0];
  if (maintenance.hours === null && !next) return null;
  return (
    <span className="mt-0.5 block font-sans text-[11px] font-normal leading-tight" data-testid="aircraft-due">
      {maintenance.hours === null ? null : (
        <span className="block text-slate-600">{hoursShort(maintenance.hours)}</span>
      )}
      {next ? (
        <span
          className={cn("block rounded px-1", STATE_CLASSES[next.state])}
          data-due={next.state}
          title={dueSentence(next, today)}
        >
          <span className="sr-only">{dueSentence(next, today)}</span>
          <span aria-hidden="true">
            {next.name}: {dueShort(next)}
          </span>
        </span>
      ) : null}
    </span>
  );
}
