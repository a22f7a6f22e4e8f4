import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { CREW_ROLE_NAMES, type CrewMember, type crewMemberPayload } from "../../shared/crew.ts";
import type { HistoryChange } from "../../shared/history.ts";
import type { Db, Tx } from "../db/connection.ts";
import { aircraftType, crewMembers, crewRatings, location, users } from "../db/schema.ts";
import { conflict, notFound } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";
import { assertReferencesExist, type Reference } from "../reference-data/check-references.ts";
import { unlessDuplicate } from "../reference-data/unless-duplicate.ts";

type Payload = z.output<typeof crewMemberPayload>;

const DUPLICATE = "A crew member with this name already exists";

/** Every crew member with their ratings, by name: Settings and the crew pickers read this. */
export async function listCrewMembers(db: Db | Tx): Promise<CrewMember[]> {
  const [members, ratings] = await Promise.all([
    db.select().from(crewMembers).orderBy(asc(crewMembers.name)),
    db.select().from(crewRatings).orderBy(asc(crewRatings.aircraftTypeId)),
  ]);
  const typesOf = new Map<number, number[]>();
  for (const rating of ratings) {
    typesOf.set(rating.crewMemberId, [...(typesOf.get(rating.crewMemberId) ?? []), rating.aircraftTypeId]);
  }
  return members.map(({ role, ...member }) => ({
    ...member,
    role: role as CrewMember["role"],
    ratedTypeIds: typesOf.get(member.id) ?? [],
  }));
}

async function readMember(tx: Tx, id: number): Promise<CrewMember> {
  const member = (await listCrewMembers(tx)).find((m) => m.id === id);
  if (!member) throw notFound(`Crew member ${id} not found`);
  return member;
}

/** The ids a payload names, checked to exist, each named by its field when it does not. */
function references(payload: Payload): Reference[] {
  return [
    ...payload.ratedTypeIds.map((id, index) => ({
      field: `ratedTypeIds[${index}]`,
      kind: "aircraft type" as const,
      id,
    })),
    ...(payload.baseId === null ? [] : [{ field: "baseId", kind: "location" as const, id: payload.baseId }]),
    ...(payload.userId === null ? [] : [{ field: "userId", kind: "user" as const, id: payload.userId }]),
  ];
}

/** A member as history words it: names of types, base and user, not their ids. */
async function described(tx: Tx, member: Omit<CrewMember, "id" | "version">) {
  const [types, base, user] = await Promise.all([
    member.ratedTypeIds.length === 0
      ? []
      : tx
          .select({ title: aircraftType.title })
          .from(aircraftType)
          .where(inArray(aircraftType.id, member.ratedTypeIds)),
    member.baseId === null
      ? []
      : tx.select({ name: location.name }).from(location).where(eq(location.id, member.baseId)),
    member.userId === null
      ? []
      : tx.select({ name: users.username }).from(users).where(eq(users.id, member.userId)),
  ]);
  return {
    Name: member.name,
    Role: CREW_ROLE_NAMES[member.role],
    Duty: member.duty || null,
    "Rated on":
      types
        .map((t) => t.title)
        .sort()
        .join(", ") || null,
    Base: base[0]?.name ?? null,
    Phone: member.phone || null,
    Active: member.active ? "Yes" : "No",
    "User account": user[0]?.name ?? null,
  };
}

function changesBetween(
  before: Record<string, string | null>,
  after: Record<string, string | null>,
): HistoryChange[] {
  return Object.keys(after).flatMap((field) => fieldChange(field, before[field], after[field]));
}

async function writeRatings(tx: Tx, crewMemberId: number, typeIds: number[]) {
  await tx.delete(crewRatings).where(eq(crewRatings.crewMemberId, crewMemberId));
  if (typeIds.length > 0) {
    await tx.insert(crewRatings).values(typeIds.map((aircraftTypeId) => ({ crewMemberId, aircraftTypeId })));
  }
}

/** A user account is at most one crew member: linking it twice names who has it. */
async function assertUserFree(tx: Tx, userId: number | null, exceptId: number | null) {
  if (userId === null) return;
  const [holder] = await tx
    .select({ id: crewMembers.id, name: crewMembers.name })
    .from(crewMembers)
    .where(eq(crewMembers.userId, userId));
  if (holder && holder.id !== exceptId)
    throw conflict(`userId: that user account is already ${holder.name}'s`);
}

export function createCrewMember(options: { db: Db; actor: Actor; payload: Payload }): Promise<CrewMember> {
  const { db, actor, payload } = options;
  return db.transaction(async (tx) => {
    await assertReferencesExist({ db: tx, references: references(payload) });
    await assertUserFree(tx, payload.userId, null);
    const { ratedTypeIds, version: _version, ...fields } = payload;
    const [row] = await unlessDuplicate(tx.insert(crewMembers).values(fields).returning(), DUPLICATE);
    await writeRatings(tx, row!.id, ratedTypeIds);
    const member = await readMember(tx, row!.id);
    await recordHistory(tx, actor, {
      entity: "crew member",
      entityId: member.id,
      label: member.name,
      action: "created",
      changes: changesBetween({}, await described(tx, member)),
    });
    return member;
  });
}

/**
 * An edit of a member: the whole member as the form holds it. With `version`, an edit made on what
 * another desk has changed since is refused (409), as a booking's is (docs/decisions/028).
 */
export function updateCrewMember(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: Payload;
}): Promise<CrewMember> {
  const { db, actor, id, payload } = options;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(crewMembers).where(eq(crewMembers.id, id)).for("update");
    if (!locked) throw notFound(`Crew member ${id} not found`);
    if (payload.version !== undefined && payload.version !== locked.version) {
      throw conflict(
        `${locked.name} was changed by someone else since you opened it; open it again to see their change`,
      );
    }
    await assertReferencesExist({ db: tx, references: references(payload) });
    await assertUserFree(tx, payload.userId, id);
    const before = await readMember(tx, id);
    const { ratedTypeIds, version: _version, ...fields } = payload;
    const after = { ...before, ...fields, ratedTypeIds: [...ratedTypeIds].sort((a, b) => a - b) };
    const changes = changesBetween(await described(tx, before), await described(tx, after));
    if (changes.length === 0) return before;
    await unlessDuplicate(
      tx
        .update(crewMembers)
        .set({ ...fields, version: locked.version + 1 })
        .where(eq(crewMembers.id, id)),
      DUPLICATE,
    );
    await writeRatings(tx, id, ratedTypeIds);
    await recordHistory(tx, actor, {
      entity: "crew member",
      entityId: id,
      label: after.name,
      action: "changed",
      changes,
    });
    return readMember(tx, id);
  });
}
