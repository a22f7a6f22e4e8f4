import { eq } from "drizzle-orm";
import type { z } from "zod";
import { formatShortDate } from "../../shared/dates.ts";
import type { aircraftHoursPayload } from "../../shared/maintenance.ts";
import { hoursText, hundredths } from "../../shared/maintenance-projection.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraft, aircraftHours } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

type Payload = z.output<typeof aircraftHoursPayload>;

/**
 * The aircraft's registration; when there is no such aircraft, a 404 for an id in the path, or a 400
 * naming the field for one in the body.
 */
export async function registrationOf(tx: Tx, aircraftId: number, inBody = false): Promise<string> {
  const [row] = await tx
    .select({ registration: aircraft.registration })
    .from(aircraft)
    .where(eq(aircraft.id, aircraftId));
  if (!row) {
    throw inBody
      ? badRequest(`aircraftId: there is no aircraft with id ${aircraftId}`)
      : notFound(`Aircraft ${aircraftId} not found`);
  }
  return row.registration;
}

/** Hours as history shows them: "1234.50 h as of 01/12/26". */
const hoursAsOf = (row: { hours: string; asOf: string } | undefined) =>
  row ? `${hoursText(hundredths(row.hours))} h as of ${formatShortDate(row.asOf)}` : null;

/**
 * `PUT /api/maintenance/aircraft/{aircraftId}/hours`: the airframe hours at the end of a date, entered
 * once and then moved on by flown hours. Setting them again is a correction, which needs a reason; both
 * are recorded on the aircraft, the reason as a change of its own so the Activity page shows who and why.
 */
export function setAircraftHours(options: {
  db: Db;
  actor: Actor;
  aircraftId: number;
  payload: Payload;
}): Promise<{ aircraftId: number; hours: string; asOf: string }> {
  const { db, actor, aircraftId, payload } = options;
  return db.transaction(async (tx) => {
    const registration = await registrationOf(tx, aircraftId);
    const [before] = await tx
      .select()
      .from(aircraftHours)
      .where(eq(aircraftHours.aircraftId, aircraftId))
      .for("update");
    if (before && payload.reason === "") throw badRequest("reason: a correction of the hours needs a reason");
    const values = { aircraftId, hours: payload.hours, asOf: payload.asOf };
    const [row] = await tx
      .insert(aircraftHours)
      .values(values)
      .onConflictDoUpdate({
        target: aircraftHours.aircraftId,
        set: { hours: values.hours, asOf: values.asOf },
      })
      .returning();
    const changes = fieldChange("Airframe hours", hoursAsOf(before), hoursAsOf(row));
    if (changes.length > 0) {
      await recordHistory(tx, actor, {
        entity: "aircraft",
        entityId: aircraftId,
        label: registration,
        action: "changed",
        changes: [...changes, ...fieldChange("Reason", null, payload.reason || null)],
      });
    }
    return row!;
  });
}
