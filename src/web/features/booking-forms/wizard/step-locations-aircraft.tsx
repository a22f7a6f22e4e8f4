import { Plus } from "lucide-react";
import { useWatch } from "react-hook-form";
import type { Location } from "../../../../shared/reference-data.ts";
import { Button } from "../../../ui/button.tsx";
import { aircraftTypeItems, locationItems } from "../options.tsx";
import { SelectField } from "../select-field.tsx";
import { AddLocationForm, type LocationTarget } from "./add-location-form.tsx";
import { SpecificAircraftField } from "./specific-aircraft-field.tsx";
import type { ReferenceLists, WizardFormApi } from "./wizard-form-types.ts";

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
  const departureId = useWatch({ control: form.control, name: "departureId" });

  const locationAdded = (location: Location, target: LocationTarget) => {
    form.setValue(target, String(location.id), { shouldDirty: true, shouldValidate: true });
    setAddingLocation(false);
    setTimeout(() => form.setFocus(target), 0);
  };

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

      <SpecificAircraftField form={form} idPrefix={idPrefix} />
    </div>
  );
}
