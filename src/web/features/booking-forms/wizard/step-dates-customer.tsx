import { DateRangeFields, DateRangeSummary } from "../date-range-fields.tsx";
import { statusItems } from "../options.tsx";
import { SelectField } from "../select-field.tsx";
import { CustomerField } from "./customer-field.tsx";
import type { ReferenceLists, WizardFormApi } from "./wizard-form-types.ts";

/** Step 1, 'Booking Dates and Customer Selection': Start Date, End Date, Select Customer, Booking Status. */
export function StepDatesCustomer({
  form,
  lists,
  idPrefix,
  addingCustomer,
  setAddingCustomer,
}: {
  form: WizardFormApi;
  lists: ReferenceLists;
  idPrefix: string;
  addingCustomer: boolean;
  setAddingCustomer: (adding: boolean) => void;
}) {
  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <DateRangeFields form={form} idPrefix={idPrefix} autoFocus />
        {/* The typed dates echoed with the month in words, so 03/12 is seen as what it means (043). */}
        <DateRangeSummary form={form} />
      </div>
      <CustomerField
        form={form}
        lists={lists}
        idPrefix={idPrefix}
        addingCustomer={addingCustomer}
        setAddingCustomer={setAddingCustomer}
      />
      <SelectField
        control={form.control}
        name="bookingStatusId"
        label="Booking Status"
        idPrefix={idPrefix}
        placeholder="Select a status"
      >
        {statusItems(lists.statuses)}
      </SelectField>
    </div>
  );
}
