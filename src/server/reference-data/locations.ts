import { asc, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Location, locationPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { location } from "../db/schema.ts";
import { type Actor, fieldChange } from "../history/record-history.ts";
import { createReference, type ReferenceKind, updateReference } from "./reference-writes.ts";

type LocationPayload = z.output<typeof locationPayload>;

const LOCATION: ReferenceKind<typeof location> = {
  table: location,
  entity: "location",
  noun: "Location",
  duplicate: "Location already exists",
  label: (row) => row.name,
};

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
  return createReference({ ...options, kind: LOCATION, values: options.payload });
}

export function updateLocation(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: LocationPayload;
}): Promise<Location> {
  return updateReference({
    ...options,
    kind: LOCATION,
    values: options.payload,
    changes: (old, row) => fieldChange("Name", old.name, row.name),
  });
}
