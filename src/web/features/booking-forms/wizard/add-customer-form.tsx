import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type Customer, customerPayload, DEFAULT_CUSTOMER_COLOR } from "../../../../shared/reference-data.ts";
import { useCreateCustomer } from "../../../api/create-customer.ts";
import { customersQueryOptions } from "../../../api/get-customers.ts";
import { Button } from "../../../ui/button.tsx";
import { Input } from "../../../ui/field.tsx";
import { InlinePanel } from "./inline-panel.tsx";
import { addEntryErrorMessage, isConflict, listHoldsName } from "./messages.ts";

/**
 * 'Add New Customer' inside the wizard (spec §5, §8): a trimmed, non-empty name and a colour
 * (#3B82F6 by default). On success the new customer is handed back to be selected.
 */
export function AddCustomerForm({
  customers,
  onAdded,
  onCancel,
}: {
  customers: Customer[];
  onAdded: (customer: Customer) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
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

  useEffect(() => nameRef.current?.focus(), []);

  const trimmed = name.trim();
  const add = () => {
    if (!trimmed || create.isPending) return;
    const parsed = customerPayload.safeParse({ name: trimmed, color });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Failed to add customer");
      return;
    }
    setError(null);
    create.mutate(parsed.data);
  };

  return (
    <InlinePanel title="Add New Customer" titleId={`${id}-title`}>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-name`} className="block text-[13px] font-medium text-slate-700">
            Customer name
          </label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={name}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
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
        <Button variant="primary" onClick={add} disabled={!trimmed || create.isPending}>
          {create.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
          Add
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </InlinePanel>
  );
}
