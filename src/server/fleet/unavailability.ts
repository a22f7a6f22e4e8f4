import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { z } from "zod";
import { formatShortDate } from "../../shared/dates.ts";
import type { Unavailability, unavailabilityPatch, unavailabilityPayload } from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraft, aircraftUnavailability } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

type Payload = z.output<typeof unavailabilityPayload>;
type Patch = z.output<typeof unavailabilityPatch>;

/** `GET /api/aircraft-unavailability`: periods overlapping `[from, to]` (either bound open), by start date. */
export function listUnavailability(options: {
  db: Db;
  from?: string;
  to?: string;
}): Promise<Unavailability[]> {
  const { db, from, to } = options;
  return db
    .select()
    .from(aircraftUnavailability)
    .where(
      and(
        to ? lte(aircraftUnavailability.startDate, to) : undefined,
        from ? gte(aircraftUnavailability.endDate, from) : undefined,
      ),
    )
    .orderBy(asc(aircraftUnavailability.startDate), asc(aircraftUnavailability.id));
}

/** The aircraft's registration; a 400 naming the id when there is no such aircraft. */
async function registrationOf(tx: Tx, aircraftId: number): Promise<string> {
  const [row] = await tx
    .select({ registration: aircraft.registration })
    .from(aircraft)
    .where(eq(aircraft.id, aircraftId));
  if (!row) throw badRequest(`aircraftId: there is no aircraft with id ${aircraftId}`);
  return row.registration;
}

/** A period as its aircraft's history shows it: "01/12/26–03/12/26: 50 h check". */
const periodText = (period: Unavailability | undefined) =>
  period ? `${formatShortDate(period.startDate)}–${formatShortDate(period.endDate)}: ${period.reason}` : null;

/**
 * An unavailability period belongs to its aircraft, so its changes are recorded on the aircraft
 * ("Unavailable" from one period to another, or to nothing when it is deleted). A period moved to
 * another aircraft is recorded on both.
 */
async function recordPeriod(
  tx: Tx,
  actor: Actor,
  before: Unavailability | undefined,
  after: Unavailability | undefined,
) {
  const aircraftIds = [...new Set([before?.aircraftId, after?.aircraftId])].filter((id) => id !== undefined);
  for (const aircraftId of aircraftIds) {
    const from = before?.aircraftId === aircraftId ? before : undefined;
    const to = after?.aircraftId === aircraftId ? after : undefined;
    await recordHistory(tx, actor, {
      entity: "aircraft",
      entityId: aircraftId,
      label: await registrationOf(tx, aircraftId),
      action: "changed",
      changes: fieldChange("Unavailable", periodText(from), periodText(to)),
    });
  }
}

/**
 * The write services below each run in one transaction, so a change and whatever is recorded beside
 * it (history, docs/decisions/016) commit together or not at all.
 */
export function createUnavailability(options: {
  db: Db;
  actor: Actor;
  payload: Payload;
}): Promise<Unavailability> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    await registrationOf(tx, payload.aircraftId);
    const [row] = await tx.insert(aircraftUnavailability).values(payload).returning();
    await recordPeriod(tx, actor, undefined, row);
    return row!;
  });
}

export function updateUnavailability(options: {
  db: Db;
  actor: Actor;
  id: number;
  patch: Patch;
}): Promise<Unavailability> {
  const { db, actor, id, patch } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(aircraftUnavailability)
      .where(eq(aircraftUnavailability.id, id))
      .for("update");
    if (!current) throw notFound(`Unavailability period ${id} not found`);
    const next = { ...current, ...patch };
    if (next.endDate < next.startDate) throw badRequest("End date must be on or after start date");
    if (patch.aircraftId !== undefined) await registrationOf(tx, patch.aircraftId);
    const [row] = await tx
      .update(aircraftUnavailability)
      .set(next)
      .where(eq(aircraftUnavailability.id, id))
      .returning();
    await recordPeriod(tx, actor, current, row);
    return row!;
  });
}

export function deleteUnavailability(options: { db: Db; actor: Actor; id: number }): Promise<Unavailability> {
  const { db, actor, id } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(aircraftUnavailability)
      .where(eq(aircraftUnavailability.id, id))
      .returning();
    if (!row) throw notFound(`Unavailability period ${id} not found`);
    await recordPeriod(tx, actor, row, undefined);
    return row;
  });
}
