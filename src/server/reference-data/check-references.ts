import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { aircraft, aircraftType, bookingStatus, customer, location, users } from "../db/schema.ts";
import { badRequest } from "../errors.ts";

const referenced = {
  customer: { table: customer, id: customer.id },
  location: { table: location, id: location.id },
  "aircraft type": { table: aircraftType, id: aircraftType.id },
  status: { table: bookingStatus, id: bookingStatus.id },
  user: { table: users, id: users.id },
};

/** An id a payload refers to: `field` is the payload's name for it, used in the message. */
export interface Reference {
  field: string;
  kind: keyof typeof referenced;
  id: number;
}

/**
 * Answers 400 naming the first field whose id does not exist. One statement checks them all, and
 * holds each found row (FOR KEY SHARE) until the transaction ends: a booking write calls this before
 * it touches a booking, so it takes reference rows before bookings as a merge does, and waits for a
 * merge of the row rather than deadlocking with it (docs/decisions/026).
 */
export async function assertReferencesExist(options: { db: Db | Tx; references: Reference[] }) {
  const { db, references } = options;
  if (references.length === 0) return;
  const checks = references.map(({ kind, id }) => {
    const { table, id: idColumn } = referenced[kind];
    return sql`exists (select 1 from ${table} where ${idColumn} = ${id} for key share)`;
  });
  const [result] = await rawRows<{ found: boolean[] }>(
    db,
    sql`select array[${sql.join(checks, sql`, `)}] as found`,
  );
  const found = result?.found ?? [];
  const missing = references.find((_, index) => !found[index]);
  if (missing) throw badRequest(`${missing.field}: there is no ${missing.kind} with id ${missing.id}`);
}

/**
 * An allocated aircraft must exist, be of the booking's aircraft type and be in service: a retired
 * one stays on the bookings that had it but is given to no other (docs/decisions/015).
 */
export async function assertAircraftOfType(options: {
  db: Db | Tx;
  aircraftId: number;
  aircraftTypeId: number;
  field: string;
}) {
  const { db, aircraftId, aircraftTypeId, field } = options;
  const [row] = await db
    .select({
      aircraftTypeId: aircraft.aircraftTypeId,
      registration: aircraft.registration,
      retired: aircraft.retired,
    })
    .from(aircraft)
    .where(eq(aircraft.id, aircraftId));
  if (!row) throw badRequest(`${field}: there is no aircraft with id ${aircraftId}`);
  if (row.aircraftTypeId !== aircraftTypeId) {
    throw badRequest(`${field}: aircraft ${row.registration} is not of the booking's aircraft type`);
  }
  if (row.retired) throw badRequest(`${field}: aircraft ${row.registration} is retired`);
}
