import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Customer } from "../../shared/reference-data.ts";
import { api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const CUSTOMERS_PATH = "/api/customers";

export const getCustomers = (signal?: AbortSignal) => api.get<Customer[]>(CUSTOMERS_PATH, { signal });

export const customersQueryOptions = () =>
  queryOptions({
    queryKey: [CUSTOMERS_PATH],
    queryFn: ({ signal }) => getCustomers(signal),
    ...freshness.reference,
  });

export const useCustomers = () => useQuery(customersQueryOptions());
