import { useId } from "react";
import { useAircraftTypes } from "../../data/get-aircraft-types.ts";
import { useMaintenance } from "../../data/get-maintenance.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { useMaintenanceWrites } from "./data/maintenance-writes.ts";
import { MaintenanceAircraft } from "./maintenance-aircraft.tsx";
import { MaintenanceTemplates } from "./maintenance-templates.tsx";

/**
 * Maintenance (docs/decisions/051): each aircraft's airframe hours and its items with when each is due,
 * and the templates items start from. Everyone reads it; editors change it, as the server enforces.
 */
export function MaintenanceSection({ canEdit }: { canEdit: boolean }) {
  const maintenance = useMaintenance();
  const types = useAircraftTypes();
  const writes = useMaintenanceWrites();
  const id = useId();
  const data = maintenance.data;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        Maintenance
      </h2>
      {!data || !types.data ? (
        <div className="flex h-20 items-center justify-center">
          <Spinner className="size-5" label="Loading maintenance" />
        </div>
      ) : (
        <div className="space-y-4 px-3 py-3 text-[13px]">
          <ul className="divide-y divide-slate-100">
            {data.aircraft
              .filter((plane) => !plane.retired || plane.items.length > 0)
              .map((plane) => (
                <MaintenanceAircraft
                  key={plane.aircraftId}
                  aircraft={plane}
                  templates={data.templates.filter((t) => t.aircraftTypeId === plane.aircraftTypeId)}
                  today={data.today}
                  canEdit={canEdit}
                  writes={writes}
                />
              ))}
          </ul>
          <MaintenanceTemplates
            templates={data.templates}
            types={types.data}
            canEdit={canEdit}
            writes={writes}
          />
        </div>
      )}
    </section>
  );
}
