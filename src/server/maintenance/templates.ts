import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { MaintenanceTemplate, templatePayload } from "../../shared/maintenance.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraftType, maintenanceTemplates } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { type Actor, recordHistory } from "../history/record-history.ts";
import { ruleChanges } from "./rule-text.ts";

type Payload = z.output<typeof templatePayload>;

async function typeTitle(tx: Tx, aircraftTypeId: number): Promise<string> {
  const [row] = await tx
    .select({ title: aircraftType.title })
    .from(aircraftType)
    .where(eq(aircraftType.id, aircraftTypeId));
  if (!row) throw badRequest(`aircraftTypeId: there is no aircraft type with id ${aircraftTypeId}`);
  return row.title;
}

/** "AW139: 100-hour inspection", the record's label. */
const labelOf = async (tx: Tx, template: MaintenanceTemplate) =>
  `${await typeTitle(tx, template.aircraftTypeId)}: ${template.name}`;

export function listTemplates(options: { db: Db }): Promise<MaintenanceTemplate[]> {
  return options.db
    .select()
    .from(maintenanceTemplates)
    .orderBy(maintenanceTemplates.aircraftTypeId, maintenanceTemplates.name);
}

/** Templates are the rule an item starts from; a change to one changes no aircraft's items (decision 051). */
export function createTemplate(options: {
  db: Db;
  actor: Actor;
  payload: Payload;
}): Promise<MaintenanceTemplate> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    await typeTitle(tx, payload.aircraftTypeId);
    const [row] = await tx.insert(maintenanceTemplates).values(payload).returning();
    await recordHistory(tx, actor, {
      entity: "maintenance template",
      entityId: row!.id,
      label: await labelOf(tx, row!),
      action: "created",
      changes: ruleChanges(undefined, row),
    });
    return row!;
  });
}

export function updateTemplate(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: Payload;
}): Promise<MaintenanceTemplate> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(maintenanceTemplates)
      .where(eq(maintenanceTemplates.id, id))
      .for("update");
    if (!before) throw notFound(`Maintenance template ${id} not found`);
    await typeTitle(tx, payload.aircraftTypeId);
    const [row] = await tx
      .update(maintenanceTemplates)
      .set(payload)
      .where(eq(maintenanceTemplates.id, id))
      .returning();
    const changes = ruleChanges(before, row);
    if (before.aircraftTypeId !== row!.aircraftTypeId) {
      changes.unshift({
        field: "Aircraft type",
        date: null,
        from: await typeTitle(tx, before.aircraftTypeId),
        to: await typeTitle(tx, row!.aircraftTypeId),
      });
    }
    if (changes.length > 0) {
      await recordHistory(tx, actor, {
        entity: "maintenance template",
        entityId: id,
        label: await labelOf(tx, row!),
        action: "changed",
        changes,
      });
    }
    return row!;
  });
}

/** Items made from the template stay, as an aircraft's own (their `templateId` is cleared). */
export function deleteTemplate(options: { db: Db; actor: Actor; id: number }): Promise<MaintenanceTemplate> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(maintenanceTemplates).where(eq(maintenanceTemplates.id, id)).returning();
    if (!row) throw notFound(`Maintenance template ${id} not found`);
    await recordHistory(tx, actor, {
      entity: "maintenance template",
      entityId: id,
      label: await labelOf(tx, row),
      action: "deleted",
      changes: [],
    });
    return row;
  });
}
