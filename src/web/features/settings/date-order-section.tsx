import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { DATE_ORDER_LABELS, DATE_ORDERS, type DateOrder } from "../../../shared/date-order.ts";
import type { DateOrderSetting } from "../../../shared/date-order-setting.ts";
import { DATE_ORDER_PATH, dateOrderQueryOptions } from "../../data/get-date-order.ts";
import { api, errorText } from "../../lib/api-client.ts";
import { toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";

/**
 * The operator's date order (docs/decisions/043): how every desk types and reads dates.
 * A choice is saved with Save, never by moving between the options with the arrow keys.
 */
export function DateOrderSection({ canEdit }: { canEdit: boolean }) {
  const current = useQuery(dateOrderQueryOptions()).data?.dateOrder;
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (payload: DateOrderSetting) => api.put<DateOrderSetting>(DATE_ORDER_PATH, payload),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [DATE_ORDER_PATH] }),
  });
  const [chosen, setChosen] = useState<DateOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const value = chosen ?? current;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        Date order
      </h2>
      <form
        aria-label="Date order"
        className="flex flex-wrap items-end gap-x-6 gap-y-2 px-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!value) return;
          setError(null);
          save.mutate(
            { dateOrder: value },
            {
              onSuccess: () => {
                setChosen(null);
                toastSuccess(`Dates are now typed and shown ${DATE_ORDER_LABELS[value].toLowerCase()}`);
              },
              onError: (failure) => setError(errorText(failure, "Failed to set the date order")),
            },
          );
        }}
      >
        <fieldset aria-describedby={`${id}-hint`}>
          <legend className="mb-1 text-[13px] font-medium text-slate-700">
            Dates are typed and shown, for everyone
          </legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {DATE_ORDERS.map((order) => (
              <label key={order} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-order`}
                  value={order}
                  checked={value === order}
                  disabled={!canEdit}
                  onChange={() => setChosen(order)}
                />
                {DATE_ORDER_LABELS[order]}
              </label>
            ))}
          </div>
          <p id={`${id}-hint`} className="mt-1 text-[13px] text-slate-500">
            Every date field, the table, the exports, the CSV import and the Booking Assistant read dates in
            this order.
          </p>
          {error ? (
            <p role="alert" className="mt-1 text-[13px] text-red-600">
              {error}
            </p>
          ) : null}
        </fieldset>
        {canEdit ? (
          <Button
            type="submit"
            size="sm"
            variant="primary"
            disabled={save.isPending || !chosen || chosen === current}
            className="mb-0.5"
          >
            Save
          </Button>
        ) : null}
      </form>
    </section>
  );
}
