import { useWatch } from "react-hook-form";
import { AircraftPicker } from "../aircraft-picker.tsx";
import type { WizardFormApi } from "./wizard-form-types.ts";

/** Step 2's optional Specific Aircraft: the aircraft picker over the wizard's type and dates. */
export function SpecificAircraftField({ form, idPrefix }: { form: WizardFormApi; idPrefix: string }) {
  const [aircraftTypeId, startDate, endDate] = useWatch({
    control: form.control,
    name: ["aircraftTypeId", "startDate", "endDate"],
  });
  return (
    <AircraftPicker
      control={form.control}
      name="allocatedAircraftId"
      label="Specific Aircraft (optional)"
      idPrefix={idPrefix}
      noneLabel="Any aircraft of this type"
      aircraftTypeId={aircraftTypeId}
      startDate={startDate}
      endDate={endDate}
    />
  );
}
