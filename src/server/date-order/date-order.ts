import { type DateOrder, setDateOrder } from "../../shared/date-order.ts";
import type { DateOrderSetting } from "../../shared/date-order-setting.ts";
import type { Db } from "../db/connection.ts";
import { fleetSettings } from "../db/schema.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

/** The operator's date order (docs/decisions/043): the one set in Settings, else day first. */
export async function readDateOrder(db: Db): Promise<DateOrder> {
  const [row] = await db.select({ dateOrder: fleetSettings.dateOrder }).from(fleetSettings);
  return row?.dateOrder ?? "day-first";
}

/**
 * Reads the setting into the server's own formatting (its messages, the CSV import, the assistant).
 * Called at start and whenever `fleet_settings` changes on any instance.
 */
export async function loadDateOrder(db: Db): Promise<void> {
  setDateOrder(await readDateOrder(db));
}

/** `PUT /api/date-order`, recorded in history in the same transaction. */
export async function updateDateOrder(options: {
  db: Db;
  actor: Actor;
  settings: DateOrderSetting;
}): Promise<DateOrderSetting> {
  const { db, actor, settings } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(fleetSettings).for("update");
    await tx
      .insert(fleetSettings)
      .values({ id: true, dateOrder: settings.dateOrder })
      .onConflictDoUpdate({ target: fleetSettings.id, set: { dateOrder: settings.dateOrder } });
    await recordHistory(tx, actor, {
      entity: "fleet settings",
      entityId: null,
      label: "Date order",
      action: "changed",
      changes: fieldChange("Date order", before?.dateOrder ?? "day-first", settings.dateOrder),
    });
  });
  setDateOrder(settings.dateOrder);
  return settings;
}
