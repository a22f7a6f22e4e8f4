import { Plus } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { useRef, useState } from "react";
import type { Customer } from "../../../../shared/reference-data.ts";
import { SelectItem, SelectSeparator } from "../../../ui/select.tsx";
import { customerItems } from "../options.tsx";
import { SelectField } from "../select-field.tsx";
import { AddCustomerForm } from "./add-customer-form.tsx";
import type { ReferenceLists, WizardFormApi } from "./wizard-form-types.ts";

/** The customer select's extra entry that opens the inline form instead of choosing a value. */
const ADD_CUSTOMER = "__add_customer__";

/**
 * 'Select Customer', with 'Add New Customer' first: choosing it opens the inline form, its name started
 * from what was typed in the list's filter box; the customer added is then the one chosen.
 */
export function CustomerField({
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
  // Set when 'Add New Customer' is chosen, so the closing list leaves focus to the new name input.
  const focusNewCustomer = useRef(false);
  const typed = useRef("");
  const [newName, setNewName] = useState("");

  const customerAdded = (added: Customer) => {
    form.setValue("customerId", String(added.id), { shouldDirty: true, shouldValidate: true });
    setAddingCustomer(false);
    setTimeout(() => form.setFocus("customerId"), 0);
  };

  return (
    <>
      <SelectField
        control={form.control}
        name="customerId"
        label="Select Customer"
        idPrefix={idPrefix}
        placeholder="Select a customer"
        typedRef={typed}
        onValueChange={(value, set) => {
          if (value === ADD_CUSTOMER) {
            focusNewCustomer.current = true;
            setNewName(typed.current);
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
          initialName={newName}
          onAdded={customerAdded}
          onCancel={() => {
            setAddingCustomer(false);
            form.setFocus("customerId");
          }}
        />
      ) : null}
    </>
  );
}
