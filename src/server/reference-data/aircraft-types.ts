import { asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AircraftType,
  AircraftTypeWithAircraft,
  aircraftTypePayload,
} from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { aircraft, aircraftType, bookings } from "../db/schema.ts";
import { conflict } from "../errors.ts";
import { type Actor, fieldChange } from "../history/record-history.ts";
import { assertUnused } from "./in-use.ts";
import { createReference, deleteReference, type ReferenceKind, updateReference } from "./reference-writes.ts";

type AircraftTypePayload = z.output<typeof aircraftTypePayload>;

const AIRCRAFT_TYPE: ReferenceKind<typeof aircraftType> = {
  table: aircraftType,
  entity: "aircraft type",
  noun: "Aircraft type",
  duplicate: "Aircraft type already exists",
  label: (row) => row.title,
};
const byTitle = [sql`lower(${aircraftType.title})`, asc(aircraftType.id)];

export function listAircraftTypes(options: { db: Db }): Promise<AircraftType[]> {
  return options.db
    .select()
    .from(aircraftType)
    .orderBy(...byTitle);
}

/** Each type with its aircraft, by title then registration, in one query. */
export async function listAircraftTypesWithAircraft(options: {
  db: Db;
}): Promise<AircraftTypeWithAircraft[]> {
  const rows = await options.db
    .select({
      type: aircraftType,
      aircraft: { id: aircraft.id, registration: aircraft.registration, retired: aircraft.retired },
    })
    .from(aircraftType)
    .leftJoin(aircraft, eq(aircraft.aircraftTypeId, aircraftType.id))
    .orderBy(...byTitle, sql`lower(${aircraft.registration})`);
  const types = new Map<number, AircraftTypeWithAircraft>();
  for (const row of rows) {
    let type = types.get(row.type.id);
    if (!type) {
      type = { ...row.type, aircraft: [] };
      types.set(type.id, type);
    }
    if (row.aircraft) type.aircraft.push(row.aircraft);
  }
  return [...types.values()];
}

export function createAircraftType(options: {
  db: Db;
  actor: Actor;
  payload: AircraftTypePayload;
}): Promise<AircraftType> {
  return createReference({ ...options, kind: AIRCRAFT_TYPE, values: options.payload });
}

export function updateAircraftType(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: AircraftTypePayload;
}): Promise<AircraftType> {
  return updateReference({
    ...options,
    kind: AIRCRAFT_TYPE,
    values: options.payload,
    changes: (old, row) => fieldChange("Title", old.title, row.title),
  });
}

/**
 * Only a type no booking uses and no aircraft belongs to can go; otherwise 409 with the counts. The
 * row is locked first, so a booking or aircraft being added with this type waits for the delete.
 */
export function deleteAircraftType(options: { db: Db; actor: Actor; id: number }): Promise<AircraftType> {
  return deleteReference({
    ...options,
    kind: AIRCRAFT_TYPE,
    check: async (tx, row) => {
      const { id } = row;
      const [used] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.aircraftTypeId, id));
      assertUnused({
        count: used?.n ?? 0,
        what: `Aircraft type ${row.title}`,
        use: "used by",
        fix: "change their aircraft type first",
      });
      const [fleet] = await tx.select({ n: count() }).from(aircraft).where(eq(aircraft.aircraftTypeId, id));
      const aircraftCount = fleet?.n ?? 0;
      if (aircraftCount > 0) {
        throw conflict(
          `Aircraft type ${row.title} has ${aircraftCount} aircraft; delete them or change their type first`,
        );
      }
    },
  });
}
