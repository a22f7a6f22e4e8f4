import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Customer, customerPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { customer } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

const DUPLICATE = "Customer already exists";
type CustomerPayload = z.output<typeof customerPayload>;

/** Sorted by name, ignoring case (product §2: customers are listed sorted by name). */
export function listCustomers(options: { db: Db }): Promise<Customer[]> {
  return options.db.select().from(customer).orderBy(sql`lower(${customer.name})`, asc(customer.id));
}

export async function createCustomer(options: { db: Db; payload: CustomerPayload }): Promise<Customer> {
  const [row] = await unlessDuplicate(
    options.db.insert(customer).values(options.payload).returning(),
    DUPLICATE,
  );
  return row!;
}

/** Rename or recolour. */
export async function updateCustomer(options: {
  db: Db;
  id: number;
  payload: CustomerPayload;
}): Promise<Customer> {
  const { db, id, payload } = options;
  const [row] = await unlessDuplicate(
    db.update(customer).set(payload).where(eq(customer.id, id)).returning(),
    DUPLICATE,
  );
  if (!row) throw notFound(`Customer ${id} not found`);
  return row;
}
