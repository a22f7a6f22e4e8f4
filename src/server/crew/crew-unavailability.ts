import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { z } from "zod";
import {
  CREW_UNAVAILABILITY_NAMES,
  type CrewUnavailability,
  type crewUnavailabilityPayload,
} from "../../shared/crew-unavailability.ts";
import { formatShortDate } from "../../shared/dates.ts";
import type { Db, Tx } from "../db/connection.ts";
import { crewMembers, crewUnavailability } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

type Payload = z.output<typeof crewUnavailabilityPayload>;

async function memberName(db: Db | Tx, id: number): Promise<string> {
  const [row] = await db.select({ name: crewMembers.name }).from(crewMembers).where(eq(crewMembers.id, id));
  if (!row) throw notFound(`Crew member ${id} not found`);
  return row.name;
}

/** A period as the member's history and the conflicts name it: "Leave 01/07/25–05/07/25: Annual leave". */
export const periodText = (period: Omit<CrewUnavailability, "id" | "crewMemberId">) =>
  `${CREW_UNAVAILABILITY_NAMES[period.kind]} ${formatShortDate(period.startDate)}–${formatShortDate(
    period.endDate,
  )}${period.reason ? `: ${period.reason}` : ""}`;

/** `GET /api/crew/{id}/unavailability`: the member's periods, by start date; 404 for no such member. */
export async function listMemberUnavailability(db: Db, crewMemberId: number): Promise<CrewUnavailability[]> {
  await memberName(db, crewMemberId);
  return db
    .select()
    .from(crewUnavailability)
    .where(eq(crewUnavailability.crewMemberId, crewMemberId))
    .orderBy(asc(crewUnavailability.startDate), asc(crewUnavailability.id));
}

/** Periods overlapping `[from, to]`, of every member or of `memberIds`: the conflicts' and Settings' read. */
export function listCrewUnavailability(options: {
  db: Db | Tx;
  from?: string;
  to?: string;
  memberIds?: readonly number[];
}): Promise<CrewUnavailability[]> {
  const { db, from, to, memberIds } = options;
  if (memberIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(crewUnavailability)
    .where(
      and(
        to ? lte(crewUnavailability.startDate, to) : undefined,
        from ? gte(crewUnavailability.endDate, from) : undefined,
        memberIds ? inArray(crewUnavailability.crewMemberId, [...memberIds]) : undefined,
      ),
    )
    .orderBy(asc(crewUnavailability.startDate), asc(crewUnavailability.id));
}

/** `POST /api/crew/{id}/unavailability`, recorded on the member ("Unavailable": none → the period). */
export function createCrewUnavailability(options: {
  db: Db;
  actor: Actor;
  crewMemberId: number;
  payload: Payload;
}): Promise<CrewUnavailability> {
  const { db, actor, crewMemberId, payload } = options;
  return db.transaction(async (tx) => {
    const name = await memberName(tx, crewMemberId);
    const [row] = await tx
      .insert(crewUnavailability)
      .values({ ...payload, crewMemberId })
      .returning();
    await recordHistory(tx, actor, {
      entity: "crew member",
      entityId: crewMemberId,
      label: name,
      action: "changed",
      changes: fieldChange("Unavailable", null, periodText(row!)),
    });
    return row!;
  });
}

/** `DELETE /api/crew/{id}/unavailability/{periodId}`, recorded on the member (the period → none). */
export function deleteCrewUnavailability(options: {
  db: Db;
  actor: Actor;
  crewMemberId: number;
  periodId: number;
}): Promise<CrewUnavailability> {
  const { db, actor, crewMemberId, periodId } = options;
  return db.transaction(async (tx) => {
    const name = await memberName(tx, crewMemberId);
    const [row] = await tx
      .delete(crewUnavailability)
      .where(and(eq(crewUnavailability.id, periodId), eq(crewUnavailability.crewMemberId, crewMemberId)))
      .returning();
    if (!row) throw notFound(`${name} has no unavailability period ${periodId}`);
    await recordHistory(tx, actor, {
      entity: "crew member",
      entityId: crewMemberId,
      label: name,
      action: "changed",
      changes: fieldChange("Unavailable", periodText(row), null),
    });
    return row;
  });
}
