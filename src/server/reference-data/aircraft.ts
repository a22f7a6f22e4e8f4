import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Aircraft, aircraftPayload } from "../../shared/reference-data.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraft, aircraftType, bookings } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { assertReferencesExist } from "./check-references.ts";
import { assertUnused } from "./in-use.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

const DUPLICATE = "An aircraft with this registration already exists";
type AircraftPayload = z.output<typeof aircraftPayload>;

/** `GET /api/aircraft-by-type/{aircraftTypeId}`: 404 for an unknown type, so a typo is not "no aircraft". */
export async function listAircraftOfType(options: { db: Db; aircraftTypeId: number }): Promise<Aircraft[]> {
  const { db, aircraftTypeId } = options;
  const [type] = await db
    .select({ id: aircraftType.id })
    .from(aircraftType)
    .where(eq(aircraftType.id, aircraftTypeId));
  if (!type) throw notFound(`Aircraft type ${aircraftTypeId} not found`);
  return db
    .select()
    .from(aircraft)
    .where(eq(aircraft.aircraftTypeId, aircraftTypeId))
    .orderBy(sql`lower(${aircraft.registration})`, asc(aircraft.id));
}

/** The title of a type, for the history record of an aircraft. */
async function typeTitle(tx: Tx, id: number) {
  const [row] = await tx
    .select({ title: aircraftType.title })
    .from(aircraftType)
    .where(eq(aircraftType.id, id));
  return row?.title ?? null;
}

export function createAircraft(options: {
  db: Db;
  actor: Actor;
  payload: AircraftPayload;
}): Promise<Aircraft> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    await assertReferencesExist({
      db: tx,
      references: [{ field: "aircraftTypeId", kind: "aircraft type", id: payload.aircraftTypeId }],
    });
    const [row] = await unlessDuplicate(tx.insert(aircraft).values(payload).returning(), DUPLICATE);
    await recordHistory(tx, actor, {
      entity: "aircraft",
      entityId: row!.id,
      label: row!.registration,
      action: "created",
      changes: fieldChange("Aircraft type", null, await typeTitle(tx, row!.aircraftTypeId)),
    });
    return row!;
  });
}

/**
 * Re-register or re-type an aircraft. Bookings allocate an aircraft of their own type, so a type
 * change while bookings of the old type hold it answers 409.
 */
export function updateAircraft(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: AircraftPayload;
}): Promise<Aircraft> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(aircraft).where(eq(aircraft.id, id)).for("update");
    if (!current) throw notFound(`Aircraft ${id} not found`);
    await assertReferencesExist({
      db: tx,
      references: [{ field: "aircraftTypeId", kind: "aircraft type", id: payload.aircraftTypeId }],
    });
    const [held] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.allocatedAircraftId, id), ne(bookings.aircraftTypeId, payload.aircraftTypeId)));
    assertUnused({
      count: held?.n ?? 0,
      what: `Aircraft ${current.registration}`,
      use: "allocated to",
      fix: "allocate them another aircraft before changing its type",
    });
    const [row] = await unlessDuplicate(
      tx.update(aircraft).set(payload).where(eq(aircraft.id, id)).returning(),
      DUPLICATE,
    );
    const typeChanged = current.aircraftTypeId !== row!.aircraftTypeId;
    await recordHistory(tx, actor, {
      entity: "aircraft",
      entityId: id,
      label: row!.registration,
      action: "changed",
      changes: [
        ...fieldChange("Registration", current.registration, row!.registration),
        ...(typeChanged
          ? fieldChange(
              "Aircraft type",
              await typeTitle(tx, current.aircraftTypeId),
              await typeTitle(tx, row!.aircraftTypeId),
            )
          : []),
      ],
    });
    return row!;
  });
}

export function deleteAircraft(options: { db: Db; actor: Actor; id: number }): Promise<Aircraft> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(aircraft).where(eq(aircraft.id, id)).for("update");
    if (!row) throw notFound(`Aircraft ${id} not found`);
    const [held] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.allocatedAircraftId, id));
    assertUnused({
      count: held?.n ?? 0,
      what: `Aircraft ${row.registration}`,
      use: "allocated to",
      fix: "allocate them another aircraft first",
    });
    await tx.delete(aircraft).where(eq(aircraft.id, id));
    await recordHistory(tx, actor, {
      entity: "aircraft",
      entityId: id,
      label: row.registration,
      action: "deleted",
    });
    return row;
  });
}
