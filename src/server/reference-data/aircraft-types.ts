import { asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  AircraftType,
  AircraftTypeWithAircraft,
  aircraftTypePayload,
} from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { aircraft, aircraftType, bookings } from "../db/schema.ts";
import { conflict, notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { assertUnused } from "./in-use.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

const DUPLICATE = "Aircraft type already exists";
type AircraftTypePayload = z.output<typeof aircraftTypePayload>;
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
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    const [row] = await unlessDuplicate(tx.insert(aircraftType).values(payload).returning(), DUPLICATE);
    await recordHistory(tx, actor, {
      entity: "aircraft type",
      entityId: row!.id,
      label: row!.title,
      action: "created",
    });
    return row!;
  });
}

export function updateAircraftType(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: AircraftTypePayload;
}): Promise<AircraftType> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(aircraftType).where(eq(aircraftType.id, id)).for("update");
    if (!old) throw notFound(`Aircraft type ${id} not found`);
    const [row] = await unlessDuplicate(
      tx.update(aircraftType).set(payload).where(eq(aircraftType.id, id)).returning(),
      DUPLICATE,
    );
    await recordHistory(tx, actor, {
      entity: "aircraft type",
      entityId: id,
      label: row!.title,
      action: "changed",
      changes: fieldChange("Title", old.title, row!.title),
    });
    return row!;
  });
}

/** Only a type no booking uses and no aircraft belongs to can go; otherwise 409 with the counts. */
export function deleteAircraftType(options: { db: Db; actor: Actor; id: number }): Promise<AircraftType> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    // Locking the row makes a booking or aircraft being added with this type wait for the delete.
    const [row] = await tx.select().from(aircraftType).where(eq(aircraftType.id, id)).for("update");
    if (!row) throw notFound(`Aircraft type ${id} not found`);
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
    await tx.delete(aircraftType).where(eq(aircraftType.id, id));
    await recordHistory(tx, actor, {
      entity: "aircraft type",
      entityId: id,
      label: row.title,
      action: "deleted",
    });
    return row;
  });
}
