import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Customer } from "../../shared/reference-data.ts";
import { freshness } from "../lib/query-client.ts";
import { getRemembered } from "./data-versions.ts";

export const CUSTOMERS_PATH = "/api/customers";

export const customersQueryOptions = () =>
  queryOptions({
    queryKey: [CUSTOMERS_PATH],
    queryFn: ({ queryKey, signal }) => getRemembered<Customer[]>(queryKey, CUSTOMERS_PATH, { signal }),
    ...freshness.reference,
  });

export const useCustomers = () => useQuery(customersQueryOptions());
