import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Customer, customerPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { customer } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

const DUPLICATE = "Customer already exists";
type CustomerPayload = z.output<typeof customerPayload>;

/** Sorted by name, ignoring case (product §2: customers are listed sorted by name). */
export function listCustomers(options: { db: Db }): Promise<Customer[]> {
  return options.db.select().from(customer).orderBy(sql`lower(${customer.name})`, asc(customer.id));
}

export function createCustomer(options: {
  db: Db;
  actor: Actor;
  payload: CustomerPayload;
}): Promise<Customer> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    const [row] = await unlessDuplicate(tx.insert(customer).values(payload).returning(), DUPLICATE);
    await recordHistory(tx, actor, {
      entity: "customer",
      entityId: row!.id,
      label: row!.name,
      action: "created",
    });
    return row!;
  });
}

/** Rename or recolour. */
export function updateCustomer(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: CustomerPayload;
}): Promise<Customer> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(customer).where(eq(customer.id, id)).for("update");
    if (!old) throw notFound(`Customer ${id} not found`);
    const [row] = await unlessDuplicate(
      tx.update(customer).set(payload).where(eq(customer.id, id)).returning(),
      DUPLICATE,
    );
    await recordHistory(tx, actor, {
      entity: "customer",
      entityId: id,
      label: row!.name,
      action: "changed",
      changes: [...fieldChange("Name", old.name, row!.name), ...fieldChange("Colour", old.color, row!.color)],
    });
    return row!;
  });
}
