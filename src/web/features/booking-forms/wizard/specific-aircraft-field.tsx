import { useWatch } from "react-hook-form";
import { useAircraftByType } from "../../../data/get-aircraft-by-type.ts";
import { SelectItem, SelectSeparator } from "../../../ui/select.tsx";
import { AvailabilityNote } from "../availability-note.tsx";
import { SelectField } from "../select-field.tsx";
import { useAircraftAvailability } from "../use-aircraft-availability.ts";
import type { WizardFormApi } from "./wizard-form-types.ts";

/** The specific-aircraft select's entry for 'no particular aircraft' (Radix items cannot be empty). */
const NO_AIRCRAFT = "__none__";

/**
 * Step 2's optional Specific Aircraft: only aircraft of the chosen type, each with its availability over
 * the booking's dates (docs/decisions/015), free first.
 */
export function SpecificAircraftField({ form, idPrefix }: { form: WizardFormApi; idPrefix: string }) {
  const [aircraftTypeId, startDate, endDate] = useWatch({
    control: form.control,
    name: ["aircraftTypeId", "startDate", "endDate"],
  });
  const typeId = aircraftTypeId ? Number(aircraftTypeId) : null;
  const aircraft = useAircraftByType(typeId);
  // Fleet and conflicts (docs/decisions/015): free, busy or unavailable over the booking's dates, free first; retired ones left out.
  const availability = useAircraftAvailability({ aircraft: aircraft.data, startDate, endDate });
  const aircraftOfType =
    availability ??
    [...(aircraft.data ?? [])]
      .filter((plane) => !plane.retired)
      .sort((a, b) => a.registration.localeCompare(b.registration));
  const placeholder = !typeId
    ? "Choose an aircraft type first"
    : aircraft.isPending
      ? "Loading aircraft..."
      : aircraftOfType.length === 0
        ? "No aircraft of this type"
        : "Any aircraft of this type";

  return (
    <SelectField
      control={form.control}
      name="allocatedAircraftId"
      label="Specific Aircraft (optional)"
      idPrefix={idPrefix}
      placeholder={placeholder}
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
          {"state" in plane ? (
            <>
              {" "}
              <AvailabilityNote entry={plane} />
            </>
          ) : null}
        </SelectItem>
      ))}
    </SelectField>
  );
}
