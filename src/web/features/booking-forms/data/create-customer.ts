import type { Customer, CustomerPayload } from "../../../../shared/reference-data.ts";
import { type CreateCallbacks, useCreateNamed } from "../../../data/create-named.ts";
import { CUSTOMERS_PATH } from "../../../data/get-customers.ts";

/** Creates a customer and refetches the list (product §7). */
export const useCreateCustomer = (callbacks?: CreateCallbacks<Customer>) =>
  useCreateNamed<Customer, CustomerPayload>(CUSTOMERS_PATH, callbacks);
