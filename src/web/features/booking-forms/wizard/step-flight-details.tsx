import type { KeyboardEvent } from "react";
import { Field, Input } from "../../../ui/field.tsx";
import { fieldIds } from "../select-field.tsx";
import type { WizardFormApi } from "./wizard-form-types.ts";

/** Product §5: Enter is suppressed in the step 3 fields (only Create Booking creates). */
const suppressEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === "Enter") event.preventDefault();
};

/** Step 3, 'Flight Details': Departure Time, Expected Hours and Remarks, all optional. */
export function StepFlightDetails({ form, idPrefix }: { form: WizardFormApi; idPrefix: string }) {
  const { errors } = form.formState;
  const time = fieldIds(idPrefix, "departureTime");
  const hours = fieldIds(idPrefix, "expectedHours");
  const remarks = fieldIds(idPrefix, "remarks");

  return (
    <div className="space-y-4">
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
