import { asc, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Customer, customerPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { customer } from "../db/schema.ts";
import { type Actor, fieldChange } from "../history/record-history.ts";
import { createReference, type ReferenceKind, updateReference } from "./reference-writes.ts";

type CustomerPayload = z.output<typeof customerPayload>;

const CUSTOMER: ReferenceKind<typeof customer> = {
  table: customer,
  entity: "customer",
  noun: "Customer",
  duplicate: "Customer already exists",
  label: (row) => row.name,
};

/** Sorted by name, ignoring case (product §2: customers are listed sorted by name). */
export function listCustomers(options: { db: Db }): Promise<Customer[]> {
  return options.db.select().from(customer).orderBy(sql`lower(${customer.name})`, asc(customer.id));
}

export function createCustomer(options: {
  db: Db;
  actor: Actor;
  payload: CustomerPayload;
}): Promise<Customer> {
  return createReference({ ...options, kind: CUSTOMER, values: options.payload });
}

/** Rename or recolour. */
export function updateCustomer(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: CustomerPayload;
}): Promise<Customer> {
  return updateReference({
    ...options,
    kind: CUSTOMER,
    values: options.payload,
    changes: (old, row) => [
      ...fieldChange("Name", old.name, row.name),
      ...fieldChange("Colour", old.color, row.color),
    ],
  });
}
