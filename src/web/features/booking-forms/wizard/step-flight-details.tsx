import { Plus } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useWatch } from "react-hook-form";
import type { Location } from "../../../../shared/reference-data.ts";
import { useTurnaroundMinutes } from "../../../data/get-fleet-settings.ts";
import { useCrewChoices } from "../../../data/use-crew-choices.ts";
import { Button } from "../../../ui/button.tsx";
import { Field, Input } from "../../../ui/field.tsx";
import { CrewFields } from "../../../ui/leg-crew-row.tsx";
import { LegsEditor } from "../../../ui/legs-editor.tsx";
import { fieldIds } from "../select-field.tsx";
import type { WizardLegs } from "./use-wizard-legs.ts";
import type { WizardFormApi } from "./wizard-form-types.ts";

/** Product §5: Enter is suppressed in the step 3 fields (only Create Booking creates). */
const suppressEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === "Enter") event.preventDefault();
};

/**
 * Step 3, 'Flight Details': Departure Time, Expected Hours and Remarks, all optional; or, after "Add
 * leg", the legs every day of the booking will have (docs/decisions/049) in place of the time and hours.
 */
export function StepFlightDetails({
  form,
  idPrefix,
  legs,
  locations,
}: {
  form: WizardFormApi;
  idPrefix: string;
  legs: WizardLegs;
  locations: Location[];
}) {
  const { errors } = form.formState;
  const remarks = fieldIds(idPrefix, "remarks");
  const turnaroundMinutes = useTurnaroundMinutes();
  const typeId = useWatch({ control: form.control, name: "aircraftTypeId" });
  const crewChoices = useCrewChoices(typeId === "" ? null : Number(typeId));

  return (
    <div className="space-y-4">
      {legs.legs ? (
        <section aria-labelledby={`${idPrefix}-legs`} className="space-y-1.5">
          <h4 id={`${idPrefix}-legs`} className="text-[13px] font-medium text-slate-700">
            Legs, flown on every day of the booking
          </h4>
          <LegsEditor
            legs={legs.legs}
            onChange={legs.change}
            locations={locations}
            caption="Legs of each day"
            errors={legs.errors}
            turnaroundMinutes={turnaroundMinutes}
            homeId={legs.departureId}
            fromFixed
            crewChoices={crewChoices}
            initialFocus={{ key: legs.legs.at(-1)!.key, control: "departureTime" }}
          />
        </section>
      ) : (
        <>
          <TimeAndHours form={form} idPrefix={idPrefix} onAddLeg={() => legs.open(turnaroundMinutes)} />
          {crewChoices ? (
            <fieldset className="space-y-1">
              <legend className="text-[13px] font-medium text-slate-700">Crew (optional)</legend>
              <CrewFields
                crew={legs.crew}
                choices={crewChoices}
                controlName={(what) => `Crew ${what}`}
                legName="the flight"
                onChange={legs.setCrew}
              />
            </fieldset>
          ) : null}
        </>
      )}
      <Field
        label="Remarks (optional)"
        htmlFor={remarks.id}
        error={errors.remarks?.message}
        errorId={remarks.errorId}
      >
        <Input
          id={remarks.id}
          autoComplete="off"
          onKeyDown={suppressEnter}
          aria-invalid={errors.remarks ? true : undefined}
          aria-describedby={errors.remarks ? remarks.errorId : undefined}
          {...form.register("remarks")}
        />
      </Field>
    </div>
  );
}

/** The day's one leg as two fields, and "Add leg" for a day of several flights. */
function TimeAndHours({
  form,
  idPrefix,
  onAddLeg,
}: {
  form: WizardFormApi;
  idPrefix: string;
  onAddLeg: () => void;
}) {
  const { errors } = form.formState;
  const time = fieldIds(idPrefix, "departureTime");
  const hours = fieldIds(idPrefix, "expectedHours");
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Departure Time (optional)"
          htmlFor={time.id}
          error={errors.departureTime?.message}
          errorId={time.errorId}
        >
          <Input
            id={time.id}
            autoFocus
            autoComplete="off"
            placeholder="HH:MM, blank for TBC"
            className="tabular-nums"
            onKeyDown={suppressEnter}
            aria-invalid={errors.departureTime ? true : undefined}
            aria-describedby={errors.departureTime ? time.errorId : undefined}
            {...form.register("departureTime")}
          />
        </Field>
        <Field
          label="Expected Hours (optional)"
          htmlFor={hours.id}
          error={errors.expectedHours?.message}
          errorId={hours.errorId}
        >
          <Input
            id={hours.id}
            // Text, not a number input: a number input drops a decimal comma in some browser languages
            // (docs/decisions/021); the shared parse reads "2,5" as 2.50 and names anything else.
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className="text-right tabular-nums"
            onKeyDown={suppressEnter}
            aria-invalid={errors.expectedHours ? true : undefined}
            aria-describedby={errors.expectedHours ? hours.errorId : undefined}
            {...form.register("expectedHours")}
          />
        </Field>
      </div>
      <div className="flex items-center gap-3">
        <Button size="sm" onClick={onAddLeg}>
          <Plus className="size-3.5" aria-hidden="true" />
          Add leg
        </Button>
        <span className="text-[12px] text-slate-500">For a day of several flights: out, on and back.</span>
      </div>
    </div>
  );
}
