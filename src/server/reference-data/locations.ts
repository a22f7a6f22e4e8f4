import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Location, locationPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { location } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

const DUPLICATE = "Location already exists";
type LocationPayload = z.output<typeof locationPayload>;

/** Sorted by name, ignoring case (product §2: locations are listed sorted by name). */
export function listLocations(options: { db: Db }): Promise<Location[]> {
  return options.db.select().from(location).orderBy(sql`lower(${location.name})`, asc(location.id));
}

/** The answer carries the new id (product §7), so the wizard can select the location it just added. */
export function createLocation(options: {
  db: Db;
  actor: Actor;
  payload: LocationPayload;
}): Promise<Location> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    const [row] = await unlessDuplicate(tx.insert(location).values(payload).returning(), DUPLICATE);
    await recordHistory(tx, actor, {
      entity: "location",
      entityId: row!.id,
      label: row!.name,
      action: "created",
    });
    return row!;
  });
}

export function updateLocation(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: LocationPayload;
}): Promise<Location> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(location).where(eq(location.id, id)).for("update");
    if (!old) throw notFound(`Location ${id} not found`);
    const [row] = await unlessDuplicate(
      tx.update(location).set(payload).where(eq(location.id, id)).returning(),
      DUPLICATE,
    );
    await recordHistory(tx, actor, {
      entity: "location",
      entityId: id,
      label: row!.name,
      action: "changed",
      changes: fieldChange("Name", old.name, row!.name),
    });
    return row!;
  });
}
