import { Plus } from "lucide-react";
import { Controller, useWatch } from "react-hook-form";
import type { Location } from "../../../shared/reference-data.ts";
import { useAircraftByType } from "../../api/get-aircraft-by-type.ts";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/field.tsx";
import { FormSelect } from "../../ui/form-select.tsx";
import { SelectItem, SelectSeparator } from "../../ui/select.tsx";
import { AddLocationForm, type LocationTarget } from "./add-location-form.tsx";
import { aircraftTypeItems, locationItems } from "./options.tsx";
import { fieldIds, type ReferenceLists, type WizardFormApi } from "./wizard-form-types.ts";

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
  const { errors } = form.formState;
  const [aircraftTypeId, departureId] = useWatch({
    control: form.control,
    name: ["aircraftTypeId", "departureId"],
  });
  const typeId = aircraftTypeId ? Number(aircraftTypeId) : null;
  const aircraft = useAircraftByType(typeId);
  const departure = fieldIds(idPrefix, "departureId");
  const destination = fieldIds(idPrefix, "destinationId");
  const type = fieldIds(idPrefix, "aircraftTypeId");
  const specific = fieldIds(idPrefix, "allocatedAircraftId");

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
        <Field
          label="Departure"
          htmlFor={departure.id}
          error={errors.departureId?.message}
          errorId={departure.errorId}
        >
          <Controller
            control={form.control}
            name="departureId"
            render={({ field }) => (
              <FormSelect
                id={departure.id}
                ref={field.ref}
                autoFocus
                value={field.value}
                onValueChange={field.onChange}
                placeholder="Select departure"
                invalid={Boolean(errors.departureId)}
                describedBy={errors.departureId ? departure.errorId : undefined}
              >
                {locationItems(lists.locations)}
              </FormSelect>
            )}
          />
        </Field>
        <Field
          label="Destination"
          htmlFor={destination.id}
          error={errors.destinationId?.message}
          errorId={destination.errorId}
        >
          <Controller
            control={form.control}
            name="destinationId"
            render={({ field }) => (
              <FormSelect
                id={destination.id}
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                placeholder="Select destination"
                invalid={Boolean(errors.destinationId)}
                describedBy={errors.destinationId ? destination.errorId : undefined}
              >
                {locationItems(lists.locations)}
              </FormSelect>
            )}
          />
        </Field>
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

      <Field
        label="Aircraft Type"
        htmlFor={type.id}
        error={errors.aircraftTypeId?.message}
        errorId={type.errorId}
      >
        <Controller
          control={form.control}
          name="aircraftTypeId"
          render={({ field }) => (
            <FormSelect
              id={type.id}
              ref={field.ref}
              value={field.value}
              onValueChange={(value) => {
                // Spec §4: changing the aircraft type clears the specific aircraft.
                if (value !== field.value) form.setValue("allocatedAircraftId", "", { shouldDirty: true });
                field.onChange(value);
              }}
              placeholder="Select aircraft type"
              invalid={Boolean(errors.aircraftTypeId)}
              describedBy={errors.aircraftTypeId ? type.errorId : undefined}
            >
              {aircraftTypeItems(lists.aircraftTypes)}
            </FormSelect>
          )}
        />
      </Field>

      <Field label="Specific Aircraft (optional)" htmlFor={specific.id}>
        <Controller
          control={form.control}
          name="allocatedAircraftId"
          render={({ field }) => (
            <FormSelect
              id={specific.id}
              ref={field.ref}
              value={field.value}
              onValueChange={(value) => field.onChange(value === NO_AIRCRAFT ? "" : value)}
              placeholder={specificPlaceholder}
              disabled={!typeId || aircraftOfType.length === 0}
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
            </FormSelect>
          )}
        />
      </Field>
    </div>
  );
}
