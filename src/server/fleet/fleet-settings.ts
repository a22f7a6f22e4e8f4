import type { FleetSettings } from "../../shared/fleet.ts";
import { DEFAULT_TURNAROUND_MINUTES } from "../../shared/fleet.ts";
import type { Db } from "../db/connection.ts";
import { fleetSettings } from "../db/schema.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

/** `GET /api/fleet-settings`: the one row (migration 0010 creates it). */
export async function readFleetSettings(options: { db: Db }): Promise<FleetSettings> {
  const [row] = await options.db.select().from(fleetSettings);
  return { turnaroundMinutes: row?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES };
}

/** `PUT /api/fleet-settings`, in one transaction like every write service. */
export function updateFleetSettings(options: {
  db: Db;
  actor: Actor;
  settings: FleetSettings;
}): Promise<FleetSettings> {
  const { db, actor, settings } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(fleetSettings).for("update");
    const [row] = await tx
      .insert(fleetSettings)
      .values({ id: true, turnaroundMinutes: settings.turnaroundMinutes })
      .onConflictDoUpdate({
        target: fleetSettings.id,
        set: { turnaroundMinutes: settings.turnaroundMinutes },
      })
      .returning();
    await recordHistory(tx, actor, {
      entity: "fleet settings",
      entityId: null,
      label: "Turnaround gap",
      action: "changed",
      changes: fieldChange(
        "Turnaround minutes",
        String(before?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES),
        String(row!.turnaroundMinutes),
      ),
    });
    return { turnaroundMinutes: row!.turnaroundMinutes };
  });
}
