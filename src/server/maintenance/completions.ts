import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { formatShortDate } from "../../shared/dates.ts";
import type { completionPayload, MaintenanceCompletion } from "../../shared/maintenance.ts";
import { hoursText, hundredths } from "../../shared/maintenance-projection.ts";
import type { Db } from "../db/connection.ts";
import { maintenanceCompletions, maintenanceItems } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { itemLabel, lockedItem } from "./items.ts";
import { nextDue } from "./next-due.ts";
import { ruleChanges } from "./rule-text.ts";

type Payload = z.output<typeof completionPayload>;

/** `GET /api/maintenance/items/{id}/completions`: the item's completions, the latest first. */
export async function listCompletions(options: { db: Db; itemId: number }): Promise<MaintenanceCompletion[]> {
  const { db, itemId } = options;
  const [item] = await db
    .select({ id: maintenanceItems.id })
    .from(maintenanceItems)
    .where(eq(maintenanceItems.id, itemId));
  if (!item) throw notFound(`Maintenance item ${itemId} not found`);
  return db
    .select()
    .from(maintenanceCompletions)
    .where(eq(maintenanceCompletions.itemId, itemId))
    .orderBy(desc(maintenanceCompletions.doneDate), desc(maintenanceCompletions.id));
}

/**
 * `POST /api/maintenance/items/{id}/completions`: the item done at these hours on this date. It keeps
 * the due point it closed and the one it set, and moves the item on to the next interval (next-due.ts);
 * the item's record says when it was done and how its due point moved.
 */
export function recordCompletion(options: {
  db: Db;
  actor: Actor;
  itemId: number;
  payload: Payload;
}): Promise<MaintenanceCompletion> {
  const { db, actor, itemId, payload } = options;
  return db.transaction(async (tx) => {
    const item = await lockedItem(tx, itemId);
    const next = nextDue(item, payload.doneHours, payload.doneDate);
    const [completion] = await tx
      .insert(maintenanceCompletions)
      .values({
        itemId,
        doneHours: payload.doneHours,
        doneDate: payload.doneDate,
        dueHours: item.dueHours,
        dueDate: item.dueDate,
        nextDueHours: next.dueHours,
        nextDueDate: next.dueDate,
      })
      .returning();
    const [row] = await tx
      .update(maintenanceItems)
      .set(next)
      .where(eq(maintenanceItems.id, itemId))
      .returning();
    await recordHistory(tx, actor, {
      entity: "maintenance item",
      entityId: itemId,
      label: await itemLabel(tx, item),
      action: "changed",
      changes: [
        ...fieldChange(
          "Done",
          null,
          `${hoursText(hundredths(payload.doneHours))} h on ${formatShortDate(payload.doneDate)}`,
        ),
        ...ruleChanges(item, row),
      ],
    });
    return completion!;
  });
}
