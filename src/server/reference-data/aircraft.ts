import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Aircraft, aircraftPayload } from "../../shared/reference-data.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraft, aircraftType, bookings } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange } from "../history/record-history.ts";
import { assertReferencesExist } from "./check-references.ts";
import { assertUnused } from "./in-use.ts";
import { createReference, deleteReference, type ReferenceKind, updateReference } from "./reference-writes.ts";

type AircraftPayload = z.output<typeof aircraftPayload>;

const AIRCRAFT: ReferenceKind<typeof aircraft> = {
  table: aircraft,
  entity: "aircraft",
  noun: "Aircraft",
  duplicate: "An aircraft with this registration already exists",
  label: (row) => row.registration,
};

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

const typeExists = (tx: Tx, payload: AircraftPayload) =>
  assertReferencesExist({
    db: tx,
    references: [{ field: "aircraftTypeId", kind: "aircraft type", id: payload.aircraftTypeId }],
  });

export function createAircraft(options: {
  db: Db;
  actor: Actor;
  payload: AircraftPayload;
}): Promise<Aircraft> {
  const { payload } = options;
  return createReference({
    ...options,
    kind: AIRCRAFT,
    values: payload,
    check: (tx) => typeExists(tx, payload),
    changes: async (tx, row) => fieldChange("Aircraft type", null, await typeTitle(tx, row.aircraftTypeId)),
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
  const { id, payload } = options;
  return updateReference({
    ...options,
    kind: AIRCRAFT,
    values: payload,
    check: async (tx, current) => {
      await typeExists(tx, payload);
      const [held] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(
          and(eq(bookings.allocatedAircraftId, id), ne(bookings.aircraftTypeId, payload.aircraftTypeId)),
        );
      assertUnused({
        count: held?.n ?? 0,
        what: `Aircraft ${current.registration}`,
        use: "allocated to",
        fix: "allocate them another aircraft before changing its type",
      });
    },
    changes: async (current, row, tx) => [
      ...fieldChange("Registration", current.registration, row.registration),
      ...(current.aircraftTypeId !== row.aircraftTypeId
        ? fieldChange(
            "Aircraft type",
            await typeTitle(tx, current.aircraftTypeId),
            await typeTitle(tx, row.aircraftTypeId),
          )
        : []),
    ],
  });
}

export function deleteAircraft(options: { db: Db; actor: Actor; id: number }): Promise<Aircraft> {
  return deleteReference({
    ...options,
    kind: AIRCRAFT,
    check: async (tx, row) => {
      const [held] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.allocatedAircraftId, row.id));
      assertUnused({
        count: held?.n ?? 0,
        what: `Aircraft ${row.registration}`,
        use: "allocated to",
        fix: "allocate them another aircraft first",
      });
    },
  });
}
