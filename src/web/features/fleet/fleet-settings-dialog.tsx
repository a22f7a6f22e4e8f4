import type { Unavailability } from "../../../shared/fleet.ts";
import type { AircraftTypeWithAircraft } from "../../../shared/reference-data.ts";
import { errorText } from "../../lib/api-client.ts";
import { toastSaved } from "../../lib/save-anyway.ts";
import { toastError } from "../../lib/toast-store.ts";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { useFleetWrites } from "./data/fleet-writes.ts";
import { FleetAircraftSection } from "./fleet-aircraft-section.tsx";
import { FleetUnavailabilitySection } from "./fleet-unavailability-section.tsx";

/**
 * The fleet's settings (docs/decisions/015), for editors from the Fleet tab: add aircraft, rename them, set their
 * type, retire them (they leave the selects but stay on old bookings), and add or remove periods of
 * unavailability. No keystroke saves: only the buttons do.
 */
export function FleetSettingsDialog({
  open,
  onOpenChange,
  fleet,
  periods,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fleet: AircraftTypeWithAircraft[];
  periods: Unavailability[];
}) {
  const writes = useFleetWrites({
    onSuccess: (message, variables) => toastSaved(variables, message),
    onError: (error) => toastError(errorText(error, "Failed to update the fleet")),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Manage fleet"
        description="Aircraft and the periods they cannot fly."
        className="w-[min(44rem,calc(100vw-2rem))]"
      >
        <form className="space-y-5" onSubmit={(event) => event.preventDefault()}>
          <FleetAircraftSection fleet={fleet} writes={writes} />
          <FleetUnavailabilitySection fleet={fleet} periods={periods} writes={writes} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
