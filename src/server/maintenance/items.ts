import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { itemEditPayload, itemPayload, MaintenanceItem } from "../../shared/maintenance.ts";
import { DEFAULT_WARNING_DAYS, DEFAULT_WARNING_HOURS } from "../../shared/maintenance.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraft, maintenanceItems, maintenanceTemplates } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { registrationOf } from "./aircraft-hours.ts";
import { ruleChanges } from "./rule-text.ts";

type Payload = z.output<typeof itemPayload>;
type EditPayload = z.output<typeof itemEditPayload>;
type ItemValues = Omit<MaintenanceItem, "id">;

/** "G-HLDA: 100-hour inspection", an item's record label. */
export const itemLabel = async (tx: Tx, item: Pick<MaintenanceItem, "aircraftId" | "name">) =>
  `${await registrationOf(tx, item.aircraftId)}: ${item.name}`;

/** Each interval needs its due point: the due hours for an hours interval, the due date for a months one. */
function checkDuePoint(item: ItemValues) {
  if (item.intervalHours === null && item.intervalMonths === null) {
    throw badRequest("intervalHours: give an interval in hours, in months, or both");
  }
  if (item.intervalHours !== null && item.dueHours === null) {
    throw badRequest("dueHours: an item with an hours interval needs the hours it is next due at");
  }
  if (item.intervalMonths !== null && item.dueDate === null) {
    throw badRequest("dueDate: an item with a months interval needs the date it is next due by");
  }
}

/** The template's rule, which must be for the aircraft's type. */
async function templateFor(tx: Tx, templateId: number, aircraftId: number) {
  const [row] = await tx
    .select({ template: maintenanceTemplates, typeId: aircraft.aircraftTypeId })
    .from(maintenanceTemplates)
    .innerJoin(aircraft, eq(aircraft.id, aircraftId))
    .where(eq(maintenanceTemplates.id, templateId));
  if (!row) throw badRequest(`templateId: there is no maintenance template with id ${templateId}`);
  if (row.template.aircraftTypeId !== row.typeId) {
    throw badRequest(`templateId: template ${templateId} is for another aircraft type`);
  }
  return row.template;
}

/**
 * `POST /api/maintenance/items`: an item of one aircraft, its rule from the template where one is named
 * (fields sent override it), copied so that a later change to the template changes no aircraft's records.
 */
export function createItem(options: { db: Db; actor: Actor; payload: Payload }): Promise<MaintenanceItem> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    await registrationOf(tx, payload.aircraftId, true);
    const template = payload.templateId
      ? await templateFor(tx, payload.templateId, payload.aircraftId)
      : undefined;
    const values: ItemValues = {
      aircraftId: payload.aircraftId,
      templateId: template?.id ?? null,
      name: payload.name ?? template!.name,
      intervalHours:
        payload.intervalHours !== undefined ? payload.intervalHours : (template?.intervalHours ?? null),
      intervalMonths:
        payload.intervalMonths !== undefined ? payload.intervalMonths : (template?.intervalMonths ?? null),
      warningHours: payload.warningHours ?? template?.warningHours ?? DEFAULT_WARNING_HOURS,
      warningDays: payload.warningDays ?? template?.warningDays ?? DEFAULT_WARNING_DAYS,
      overrunHours: payload.overrunHours ?? template?.overrunHours ?? "0",
      dueHours: payload.dueHours,
      dueDate: payload.dueDate,
    };
    checkDuePoint(values);
    const [row] = await tx.insert(maintenanceItems).values(values).returning();
    await recordHistory(tx, actor, {
      entity: "maintenance item",
      entityId: row!.id,
      label: await itemLabel(tx, row!),
      action: "created",
      changes: ruleChanges(undefined, row),
    });
    return row!;
  });
}

/** The item locked for a write; 404 when there is none. */
export async function lockedItem(tx: Tx, id: number): Promise<MaintenanceItem> {
  const [row] = await tx.select().from(maintenanceItems).where(eq(maintenanceItems.id, id)).for("update");
  if (!row) throw notFound(`Maintenance item ${id} not found`);
  return row;
}

/** `PUT /api/maintenance/items/{id}`: the rule and due point as the controller corrects them. */
export function updateItem(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: EditPayload;
}): Promise<MaintenanceItem> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const before = await lockedItem(tx, id);
    checkDuePoint({ ...before, ...payload });
    const [row] = await tx
      .update(maintenanceItems)
      .set(payload)
      .where(eq(maintenanceItems.id, id))
      .returning();
    const changes = ruleChanges(before, row);
    if (changes.length > 0) {
      await recordHistory(tx, actor, {
        entity: "maintenance item",
        entityId: id,
        label: await itemLabel(tx, row!),
        action: "changed",
        changes,
      });
    }
    return row!;
  });
}

/** Deleting an item deletes its completions; the history records of both stay. */
export function deleteItem(options: { db: Db; actor: Actor; id: number }): Promise<MaintenanceItem> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(maintenanceItems).where(eq(maintenanceItems.id, id)).returning();
    if (!row) throw notFound(`Maintenance item ${id} not found`);
    await recordHistory(tx, actor, {
      entity: "maintenance item",
      entityId: id,
      label: await itemLabel(tx, row),
      action: "deleted",
      changes: [],
    });
    return row;
  });
}
