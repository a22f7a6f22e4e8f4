import { Plus } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { useRef } from "react";
import { Controller, useWatch } from "react-hook-form";
import { endDateAfterStartChange } from "../../../shared/booking-form.ts";
import type { Customer } from "../../../shared/reference-data.ts";
import { Field, Input } from "../../ui/field.tsx";
import { FormSelect } from "../../ui/form-select.tsx";
import { SelectItem, SelectSeparator } from "../../ui/select.tsx";
import { AddCustomerForm } from "./add-customer-form.tsx";
import { customerItems, statusItems } from "./options.tsx";
import { fieldIds, type ReferenceLists, type WizardFormApi } from "./wizard-form-types.ts";

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
  const customer = fieldIds(idPrefix, "customerId");
  const status = fieldIds(idPrefix, "bookingStatusId");

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

      <Field
        label="Select Customer"
        htmlFor={customer.id}
        error={errors.customerId?.message}
        errorId={customer.errorId}
      >
        <Controller
          control={form.control}
          name="customerId"
          render={({ field }) => (
            <FormSelect
              id={customer.id}
              ref={field.ref}
              value={field.value}
              onValueChange={(value) => {
                if (value === ADD_CUSTOMER) {
                  focusNewCustomer.current = true;
                  setAddingCustomer(true);
                } else {
                  field.onChange(value);
                }
              }}
              onCloseAutoFocus={(event) => {
                if (focusNewCustomer.current) event.preventDefault();
                focusNewCustomer.current = false;
              }}
              placeholder="Select a customer"
              invalid={Boolean(errors.customerId)}
              describedBy={errors.customerId ? customer.errorId : undefined}
            >
              <SelectItem value={ADD_CUSTOMER}>
                <span className="inline-flex items-center gap-2 font-medium text-blue-700">
                  <Plus className="size-3.5" aria-hidden="true" />
                  Add New Customer
                </span>
              </SelectItem>
              {lists.customers.length > 0 ? <SelectSeparator /> : null}
              <RadixSelect.Group>{customerItems(lists.customers)}</RadixSelect.Group>
            </FormSelect>
          )}
        />
      </Field>
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

      <Field
        label="Booking Status"
        htmlFor={status.id}
        error={errors.bookingStatusId?.message}
        errorId={status.errorId}
      >
        <Controller
          control={form.control}
          name="bookingStatusId"
          render={({ field }) => (
            <FormSelect
              id={status.id}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              placeholder="Select a status"
              invalid={Boolean(errors.bookingStatusId)}
              describedBy={errors.bookingStatusId ? status.errorId : undefined}
            >
              {statusItems(lists.statuses)}
            </FormSelect>
          )}
        />
      </Field>
    </div>
  );
}
