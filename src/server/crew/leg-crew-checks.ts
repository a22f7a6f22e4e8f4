import { eq } from "drizzle-orm";
import { CREW_ROLE_NAMES, type CrewRole } from "../../shared/crew.ts";
import { formatShortDate } from "../../shared/dates.ts";
import { type Leg, type LegCrew, type LegInput, NO_CREW } from "../../shared/legs.ts";
import type { Tx } from "../db/connection.ts";
import { aircraftType, dailyDetails } from "../db/schema.ts";
import { badRequest } from "../errors.ts";
import { listCrewMembers } from "./crew-members.ts";

type Seat = "captainId" | "firstOfficerId" | "otherIds";

/** Who may sit in each seat: a captain may fly as first officer (a training flight); anyone as other crew. */
const SEAT_ROLES: Record<Seat, readonly CrewRole[]> = {
  captainId: ["captain"],
  firstOfficerId: ["captain", "first officer"],
  otherIds: ["captain", "first officer", "other"],
};
const SEAT_NAMES: Record<Seat, string> = {
  captainId: "a captain",
  firstOfficerId: "a pilot",
  otherIds: "crew",
};

/** A leg a write sends, named as its field in the body ("days[1].legs[0]"). */
export interface SentLeg {
  field: string;
  leg: LegInput;
}

/** Every leg of a booking as stored, by id: what a write's crew is compared with. */
export async function storedLegsOf(tx: Tx, bookingId: number): Promise<Map<number, Leg>> {
  const days = await tx
    .select({ legs: dailyDetails.legs })
    .from(dailyDetails)
    .where(eq(dailyDetails.bookingId, bookingId));
  return new Map(days.flatMap((day) => day.legs.map((leg) => [leg.id, leg] as const)));
}

/** Each member a leg's crew puts in a seat they did not hold on that leg before, with the seat's field. */
function newSeats(sent: SentLeg, stored: Map<number, Leg>) {
  const { crew } = sent.leg;
  if (!crew) return [];
  const was: LegCrew = (sent.leg.id === undefined ? undefined : stored.get(sent.leg.id)?.crew) ?? NO_CREW;
  const at = `${sent.field}.crew`;
  return [
    ...(crew.captainId !== null && crew.captainId !== was.captainId
      ? [{ field: `${at}.captainId`, seat: "captainId" as const, id: crew.captainId }]
      : []),
    ...(crew.firstOfficerId !== null && crew.firstOfficerId !== was.firstOfficerId
      ? [{ field: `${at}.firstOfficerId`, seat: "firstOfficerId" as const, id: crew.firstOfficerId }]
      : []),
    ...crew.otherIds.flatMap((id, index) =>
      was.otherIds.includes(id) ? [] : [{ field: `${at}.otherIds[${index}]`, seat: "otherIds" as const, id }],
    ),
  ];
}

/**
 * Refuses (400, naming the field) a member a write puts on a leg of a booking of `aircraftTypeId` who does
 * not exist, is inactive, does not hold a role for the seat, or is not rated on the type. Only seats newly
 * taken are checked: a leg kept as it was keeps a member who has since left or lost a rating, as the legs
 * they flew keep naming them (docs/decisions/054).
 */
export async function assertCrewFits(options: {
  tx: Tx;
  aircraftTypeId: number;
  legs: SentLeg[];
  stored: Map<number, Leg>;
}) {
  const { tx, aircraftTypeId, legs, stored } = options;
  const seats = legs.flatMap((sent) => newSeats(sent, stored));
  if (seats.length === 0) return;
  const members = new Map((await listCrewMembers(tx)).map((member) => [member.id, member]));
  const typeTitle = await typeTitleOf(tx, aircraftTypeId);
  for (const { field, seat, id } of seats) {
    const member = members.get(id);
    if (!member) throw badRequest(`${field}: there is no crew member with id ${id}`);
    if (!member.active) throw badRequest(`${field}: ${member.name} is no longer active`);
    if (!SEAT_ROLES[seat].includes(member.role)) {
      throw badRequest(
        `${field}: ${member.name} is ${CREW_ROLE_NAMES[member.role].toLowerCase()}, not ${SEAT_NAMES[seat]}`,
      );
    }
    if (!member.ratedTypeIds.includes(aircraftTypeId)) {
      throw badRequest(`${field}: ${member.name} is not rated on the ${typeTitle}`);
    }
  }
}

/**
 * Refuses (400 on `aircraftTypeId`) a change of a booking's type while a member on its legs is not rated
 * on the new one: the crew come off those legs first.
 */
export async function assertCrewRatedOnType(tx: Tx, bookingId: number, aircraftTypeId: number) {
  const days = await tx
    .select({ date: dailyDetails.date, legs: dailyDetails.legs })
    .from(dailyDetails)
    .where(eq(dailyDetails.bookingId, bookingId));
  const onLegs = days.flatMap((day) =>
    day.legs.flatMap((leg) => {
      const crew = leg.crew ?? NO_CREW;
      return [crew.captainId, crew.firstOfficerId, ...crew.otherIds].flatMap((id) =>
        id === null ? [] : [{ id, date: day.date }],
      );
    }),
  );
  if (onLegs.length === 0) return;
  const members = new Map((await listCrewMembers(tx)).map((member) => [member.id, member]));
  const unrated = onLegs.find(({ id }) => !members.get(id)?.ratedTypeIds.includes(aircraftTypeId));
  if (!unrated) return;
  const name = members.get(unrated.id)?.name ?? `Crew member ${unrated.id}`;
  throw badRequest(
    `aircraftTypeId: ${name} (on ${formatShortDate(unrated.date)}) is not rated on the ${await typeTitleOf(
      tx,
      aircraftTypeId,
    )}; take them off the booking's legs first`,
  );
}

async function typeTitleOf(tx: Tx, id: number): Promise<string> {
  const [row] = await tx
    .select({ title: aircraftType.title })
    .from(aircraftType)
    .where(eq(aircraftType.id, id));
  return row?.title ?? `aircraft type ${id}`;
}
