import { Plus } from "lucide-react";
import { useWatch } from "react-hook-form";
import type { Location } from "../../../../shared/reference-data.ts";
import { useAircraftByType } from "../../../data/get-aircraft-by-type.ts";
import { Button } from "../../../ui/button.tsx";
import { SelectItem, SelectSeparator } from "../../../ui/select.tsx";
import { aircraftTypeItems, locationItems } from "../options.tsx";
import { SelectField } from "../select-field.tsx";
import { AddLocationForm, type LocationTarget } from "./add-location-form.tsx";
import type { ReferenceLists, WizardFormApi } from "./wizard-form-types.ts";

/** The specific-aircraft select's entry for 'no particular aircraft' (Radix items cannot be empty). */
const NO_AIRCRAFT = "__none__";

/**
 * Step 2, 'Locations and Aircraft Selection': Departure, Destination, Add Location, Aircraft Type and
 * an optional Specific Aircraft listing only aircraft of the chosen type.
 */
export function StepLocationsAircraft({
  form,
  lists,
  idPrefix,
  addingLocation,
  setAddingLocation,
}: {
  form: WizardFormApi;
  lists: ReferenceLists;
  idPrefix: string;
  addingLocation: boolean;
  setAddingLocation: (adding: boolean) => void;
}) {
  const [aircraftTypeId, departureId] = useWatch({
    control: form.control,
    name: ["aircraftTypeId", "departureId"],
  });
  const typeId = aircraftTypeId ? Number(aircraftTypeId) : null;
  const aircraft = useAircraftByType(typeId);

  const locationAdded = (location: Location, target: LocationTarget) => {
    form.setValue(target, String(location.id), { shouldDirty: true, shouldValidate: true });
    setAddingLocation(false);
    setTimeout(() => form.setFocus(target), 0);
  };

  const aircraftOfType = [...(aircraft.data ?? [])].sort((a, b) =>
    a.registration.localeCompare(b.registration),
  );
  const specificPlaceholder = !typeId
    ? "Choose an aircraft type first"
    : aircraft.isPending
      ? "Loading aircraft..."
      : aircraftOfType.length === 0
        ? "No aircraft of this type"
        : "Any aircraft of this type";

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          control={form.control}
          name="departureId"
          label="Departure"
          idPrefix={idPrefix}
          placeholder="Select departure"
          autoFocus
        >
          {locationItems(lists.locations)}
        </SelectField>
        <SelectField
          control={form.control}
          name="destinationId"
          label="Destination"
          idPrefix={idPrefix}
          placeholder="Select destination"
        >
          {locationItems(lists.locations)}
        </SelectField>
      </div>

      {addingLocation ? (
        <AddLocationForm
          locations={lists.locations}
          initialTarget={departureId ? "destinationId" : "departureId"}
          onAdded={locationAdded}
          onCancel={() => setAddingLocation(false)}
        />
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setAddingLocation(true)}>
          <Plus className="size-3.5" aria-hidden="true" />
          Add Location
        </Button>
      )}

      <SelectField
        control={form.control}
        name="aircraftTypeId"
        label="Aircraft Type"
        idPrefix={idPrefix}
        placeholder="Select aircraft type"
        onValueChange={(value, set) => {
          // Product §4: changing the aircraft type clears the specific aircraft.
          if (value !== form.getValues("aircraftTypeId")) {
            form.setValue("allocatedAircraftId", "", { shouldDirty: true });
          }
          set(value);
        }}
      >
        {aircraftTypeItems(lists.aircraftTypes)}
      </SelectField>

      <SelectField
        control={form.control}
        name="allocatedAircraftId"
        label="Specific Aircraft (optional)"
        idPrefix={idPrefix}
        placeholder={specificPlaceholder}
        disabled={!typeId || aircraftOfType.length === 0}
        onValueChange={(value, set) => set(value === NO_AIRCRAFT ? "" : value)}
      >
        <SelectItem value={NO_AIRCRAFT}>
          <span className="text-slate-500">Any aircraft of this type</span>
        </SelectItem>
        <SelectSeparator />
        {aircraftOfType.map((plane) => (
          <SelectItem key={plane.id} value={String(plane.id)}>
            <span className="font-mono tabular-nums">{plane.registration}</span>
          </SelectItem>
        ))}
      </SelectField>
    </div>
  );
}
