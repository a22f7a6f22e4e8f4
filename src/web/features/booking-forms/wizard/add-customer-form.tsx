import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type Customer, customerPayload, DEFAULT_CUSTOMER_COLOR } from "../../../../shared/reference-data.ts";
import { customersQueryOptions } from "../../../data/get-customers.ts";
import { AddEntryPanel } from "../add-entry-panel.tsx";
import { useCreateCustomer } from "../data/create-customer.ts";
import { addEntryErrorMessage, isConflict, listHoldsName } from "./messages.ts";

/**
 * 'Add New Customer' inside the wizard (product §5, §8): a trimmed, non-empty name and a colour
 * (#3B82F6 by default). On success the new customer is handed back to be selected.
 */
export function AddCustomerForm({
  customers,
  initialName = "",
  onAdded,
  onCancel,
}: {
  customers: Customer[];
  /** What was typed in the customer list before choosing 'Add New Customer'. */
  initialName?: string;
  onAdded: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [color, setColor] = useState(DEFAULT_CUSTOMER_COLOR);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const create = useCreateCustomer({
    onSuccess: onAdded,
    onError: (failure) => {
      setError(addEntryErrorMessage(failure, "customer"));
      // A duplicate the list does not show yet: fetch the list so it appears.
      if (isConflict(failure) && !listHoldsName(customers, name)) {
        void queryClient.invalidateQueries({ queryKey: customersQueryOptions().queryKey });
      }
    },
  });

  const add = () => {
    const parsed = customerPayload.safeParse({ name: name.trim(), color });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Failed to add customer");
      return;
    }
    setError(null);
    create.mutate(parsed.data);
  };

  return (
    <AddEntryPanel
      title="Add New Customer"
      nameLabel="Customer name"
      name={name}
      onNameChange={(next) => {
        setName(next);
        setError(null);
      }}
      error={error}
      pending={create.isPending}
      onAdd={add}
      onCancel={onCancel}
      besideName={
        <div className="space-y-1">
          <label htmlFor={`${id}-colour`} className="block text-[13px] font-medium text-slate-700">
            Colour
          </label>
          <input
            id={`${id}-colour`}
            type="color"
            value={color}
            onChange={(event) => setColor(event.target.value.toUpperCase())}
            className="block h-9 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          />
        </div>
      }
    />
  );
}
