import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Customer, CustomerPayload } from "../../../../shared/reference-data.ts";
import { CUSTOMERS_PATH } from "../../../data/get-customers.ts";
import { api } from "../../../lib/api-client.ts";

export const createCustomer = (payload: CustomerPayload) => api.post<Customer>(CUSTOMERS_PATH, payload);

/** Creates a customer and refetches the list (product §7). */
export function useCreateCustomer(callbacks?: {
  onSuccess?: (customer: Customer) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: async (customer) => {
      queryClient.setQueryData<Customer[]>([CUSTOMERS_PATH], (list) =>
        list ? [...list, customer].sort((a, b) => a.name.localeCompare(b.name)) : list,
      );
      callbacks?.onSuccess?.(customer);
      await queryClient.invalidateQueries({ queryKey: [CUSTOMERS_PATH] });
    },
    onError: (error) => callbacks?.onError?.(error),
  });
}
