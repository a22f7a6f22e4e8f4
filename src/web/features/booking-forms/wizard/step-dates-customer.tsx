import { Plus } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { useRef } from "react";
import { useWatch } from "react-hook-form";
import { endDateAfterStartChange } from "../../../../shared/booking-form.ts";
import type { Customer } from "../../../../shared/reference-data.ts";
import { Field, Input } from "../../../ui/field.tsx";
import { SelectItem, SelectSeparator } from "../../../ui/select.tsx";
import { customerItems, statusItems } from "../options.tsx";
import { fieldIds, SelectField } from "../select-field.tsx";
import { AddCustomerForm } from "./add-customer-form.tsx";
import type { ReferenceLists, WizardFormApi } from "./wizard-form-types.ts";

/** The customer select's extra entry that opens the inline form instead of choosing a value. */
const ADD_CUSTOMER = "__add_customer__";

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
  const { errors } = form.formState;
  // Set when 'Add New Customer' is chosen, so the closing list leaves focus to the new name input.
  const focusNewCustomer = useRef(false);
  const startDate = useWatch({ control: form.control, name: "startDate" });
  const start = fieldIds(idPrefix, "startDate");
  const end = fieldIds(idPrefix, "endDate");

  const customerAdded = (added: Customer) => {
    form.setValue("customerId", String(added.id), { shouldDirty: true, shouldValidate: true });
    setAddingCustomer(false);
    setTimeout(() => form.setFocus("customerId"), 0);
  };

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Start Date"
          htmlFor={start.id}
          error={errors.startDate?.message}
          errorId={start.errorId}
        >
          <Input
            id={start.id}
            type="date"
            autoFocus
            aria-invalid={errors.startDate ? true : undefined}
            aria-describedby={errors.startDate ? start.errorId : undefined}
            className="tabular-nums"
            {...form.register("startDate", {
              onChange: (event: { target: { value: string } }) => {
                const endDate = form.getValues("endDate");
                const moved = endDateAfterStartChange(event.target.value, endDate);
                if (moved !== endDate) {
                  form.setValue("endDate", moved, {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  });
                }
              },
            })}
          />
        </Field>
        <Field label="End Date" htmlFor={end.id} error={errors.endDate?.message} errorId={end.errorId}>
          <Input
            id={end.id}
            type="date"
            min={startDate || undefined}
            aria-invalid={errors.endDate ? true : undefined}
            aria-describedby={errors.endDate ? end.errorId : undefined}
            className="tabular-nums"
            {...form.register("endDate")}
          />
        </Field>
      </div>

      <SelectField
        control={form.control}
        name="customerId"
        label="Select Customer"
        idPrefix={idPrefix}
        placeholder="Select a customer"
        onValueChange={(value, set) => {
          if (value === ADD_CUSTOMER) {
            focusNewCustomer.current = true;
            setAddingCustomer(true);
          } else {
            set(value);
          }
        }}
        onCloseAutoFocus={(event) => {
          if (focusNewCustomer.current) event.preventDefault();
          focusNewCustomer.current = false;
        }}
      >
        <SelectItem value={ADD_CUSTOMER}>
          <span className="inline-flex items-center gap-2 font-medium text-blue-700">
            <Plus className="size-3.5" aria-hidden="true" />
            Add New Customer
          </span>
        </SelectItem>
        {lists.customers.length > 0 ? <SelectSeparator /> : null}
        <RadixSelect.Group>{customerItems(lists.customers)}</RadixSelect.Group>
      </SelectField>
      {addingCustomer ? (
        <AddCustomerForm
          customers={lists.customers}
          onAdded={customerAdded}
          onCancel={() => {
            setAddingCustomer(false);
            form.setFocus("customerId");
          }}
        />
      ) : null}

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
