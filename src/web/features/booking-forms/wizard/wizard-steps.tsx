import { DateRangeSummary } from "../date-range-fields.tsx";
import { BookingSummary, PrefilledNote } from "./booking-summary.tsx";
import { StepDatesCustomer } from "./step-dates-customer.tsx";
import { StepFlightDetails } from "./step-flight-details.tsx";
import { StepLocationsAircraft } from "./step-locations-aircraft.tsx";
import { FIELD_LABELS, wizardStep } from "./steps.ts";
import type { Wizard } from "./use-wizard.ts";
import { StepProgress } from "./wizard-chrome.tsx";
import type { ReferenceLists } from "./wizard-form-types.ts";

/** The wizard's form: the progress bar, the current step's fields and what is missing to go on. */
export function WizardSteps({
  wizard,
  lists,
  idPrefix,
  pending,
}: {
  wizard: Wizard;
  lists: ReferenceLists;
  idPrefix: string;
  pending: boolean;
}) {
  const { form, step, missing } = wizard;
  const stepInfo = wizardStep(step);
  return (
    <form
      noValidate
      // No keystroke in a field submits: only the Create Booking button's click creates.
      onSubmit={(event) => event.preventDefault()}
      className="space-y-4"
    >
      <StepProgress step={step} title={stepInfo.title} />
      <fieldset disabled={pending} className="min-w-0">
        <legend className="sr-only">{stepInfo.title}</legend>
        {step === 1 || step === 2 ? <PrefilledNote form={form} step={step} /> : null}
        {step === 1 ? (
          <StepDatesCustomer
            form={form}
            lists={lists}
            idPrefix={idPrefix}
            addingCustomer={wizard.addingCustomer}
            setAddingCustomer={wizard.setAddingCustomer}
          />
        ) : step === 2 ? (
          <StepLocationsAircraft
            form={form}
            lists={lists}
            idPrefix={idPrefix}
            addingLocation={wizard.addingLocation}
            setAddingLocation={wizard.setAddingLocation}
          />
        ) : (
          <div className="space-y-4">
            {/* What Create will book, checked here rather than found in the table afterwards. */}
            <DateRangeSummary form={form} />
            <BookingSummary form={form} lists={lists} legs={wizard.legs.legs} />
            <StepFlightDetails
              form={form}
              idPrefix={idPrefix}
              legs={wizard.legs}
              locations={lists.locations}
            />
          </div>
        )}
      </fieldset>
      <p className="min-h-5 text-[13px] text-slate-500" aria-live="polite">
        {missing.length > 0
          ? `To continue, fill in: ${missing.map((field) => FIELD_LABELS[field]).join(", ")}`
          : null}
      </p>
    </form>
  );
}
