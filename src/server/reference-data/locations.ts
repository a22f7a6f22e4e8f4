import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Location, locationPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { location } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { unlessDuplicate } from "./unless-duplicate.ts";

const DUPLICATE = "Location already exists";
type LocationPayload = z.output<typeof locationPayload>;

/** Sorted by name, ignoring case (product §2: locations are listed sorted by name). */
export function listLocations(options: { db: Db }): Promise<Location[]> {
  return options.db.select().from(location).orderBy(sql`lower(${location.name})`, asc(location.id));
}

/** The answer carries the new id (product §7), so the wizard can select the location it just added. */
export async function createLocation(options: { db: Db; payload: LocationPayload }): Promise<Location> {
  const [row] = await unlessDuplicate(
    options.db.insert(location).values(options.payload).returning(),
    DUPLICATE,
  );
  return row!;
}

export async function updateLocation(options: {
  db: Db;
  id: number;
  payload: LocationPayload;
}): Promise<Location> {
  const { db, id, payload } = options;
  const [row] = await unlessDuplicate(
    db.update(location).set(payload).where(eq(location.id, id)).returning(),
    DUPLICATE,
  );
  if (!row) throw notFound(`Location ${id} not found`);
  return row;
}
