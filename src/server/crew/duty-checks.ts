import { inArray } from "drizzle-orm";
import { type CrewMember, crewLabel } from "../../shared/crew.ts";
import { addDays, isoDateInZone } from "../../shared/dates.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import {
  breaches,
  type DutyLeg,
  type DutyOptions,
  factText,
  type LimitFigure,
  newBreaches,
} from "../../shared/duty-engine.ts";
import type { RuleSet } from "../../shared/duty-rules.ts";
import type { LimitFigureAnswer } from "../../shared/duty-standing.ts";
import type { AddedConflict, DutyAmber } from "../../shared/fleet.ts";
import { zoneClock } from "../../shared/zone-clock.ts";
import { readOperatorTimeZoneAnswer } from "../calendar-feeds/operator-time-zone.ts";
import type { Db, Tx } from "../db/connection.ts";
import { crewMembers } from "../db/schema.ts";
import { type CrewedLeg, readCrewedLegs } from "./crewed-legs.ts";
import { readDutySettings } from "./duty-settings.ts";

/** The longest window a shipped set looks back or on (a year, two quarters), and a day for a duty across midnight. */
export const LOOK_DAYS = 367;
const DAY_MS = 86_400_000;

/** The rule set in use and the operator's zone and times, as the engine takes them. */
export interface DutyContext {
  rules: RuleSet;
  options: DutyOptions;
}

export async function readDutyContext(db: Db | Tx): Promise<DutyContext> {
  const [settings, zone] = await Promise.all([readDutySettings(db), readOperatorTimeZoneAnswer(db as Db)]);
  return {
    rules: settings.ruleSet,
    options: {
      zone: zone.timeZone,
      reportMinutes: settings.reportMinutes,
      postFlightMinutes: settings.postFlightMinutes,
    },
  };
}

/** Local midnight of a date in the operator's zone, in ms. */
export const midnightOf = (options: DutyOptions, date: string) =>
  zoneClock(options.zone).instantOf(Date.parse(`${date}T00:00:00Z`) / DAY_MS, 0);

/** A leg as the engine counts it; none when its time cannot be read (TBC: not yet placed in the day). */
export function dutyLegOf(
  options: DutyOptions,
  leg: Pick<
    CrewedLeg,
    "date" | "departureTime" | "expectedHours" | "flownHours" | "captainId" | "firstOfficerId"
  >,
): DutyLeg | null {
  const minute = departureMinutes(leg.departureTime);
  if (minute === null) return null;
  return {
    departsAt: zoneClock(options.zone).instantOf(Date.parse(`${leg.date}T00:00:00Z`) / DAY_MS, minute),
    plannedHours: Number(leg.expectedHours),
    flownHours: leg.flownHours === null ? null : Number(leg.flownHours),
    pilots: Math.max(1, (leg.captainId === null ? 0 : 1) + (leg.firstOfficerId === null ? 0 : 1)),
  };
}

type Pilot = Pick<CrewMember, "id" | "name" | "role" | "duty">;

/**
 * The pilots among `memberIds` (the limits are flight crew's: other crew are not checked) and each one's
 * legs dated in `[from, to]`, as the engine counts them.
 */
export async function pilotLegs(options: {
  db: Db | Tx;
  context: DutyContext;
  memberIds: readonly number[];
  from: string;
  to: string;
}): Promise<{ pilot: Pilot; legs: DutyLeg[] }[]> {
  const { db, context, memberIds, from, to } = options;
  if (memberIds.length === 0) return [];
  const pilots = (
    await db
      .select({ id: crewMembers.id, name: crewMembers.name, role: crewMembers.role, duty: crewMembers.duty })
      .from(crewMembers)
      .where(inArray(crewMembers.id, [...memberIds]))
  )
    .map((row) => ({ ...row, role: row.role as CrewMember["role"] }))
    .filter((member) => member.role !== "other");
  if (pilots.length === 0) return [];
  const legs = await readCrewedLegs({ db, from, to, memberIds: pilots.map((p) => p.id) });
  return pilots.map((pilot) => ({
    pilot,
    legs: legs
      .filter(
        (leg) =>
          leg.captainId === pilot.id || leg.firstOfficerId === pilot.id || leg.otherIds.includes(pilot.id),
      )
      .flatMap((leg) => dutyLegOf(context.options, leg) ?? []),
  }));
}

/** Each pilot's amber and red limits from `after` (ms) on, by member id. */
export async function pilotBreaches(options: {
  db: Db | Tx;
  context: DutyContext;
  memberIds: readonly number[];
  dates: { from: string; to: string };
  after: number;
}): Promise<Map<number, { pilot: Pilot; facts: LimitFigure[] }>> {
  const { db, context, memberIds, dates, after } = options;
  const rows = await pilotLegs({
    db,
    context,
    memberIds,
    from: addDays(dates.from, -LOOK_DAYS),
    to: addDays(dates.to, LOOK_DAYS),
  });
  return new Map(
    rows.map(({ pilot, legs }) => [
      pilot.id,
      { pilot, facts: breaches(legs, context.options, context.rules, after) },
    ]),
  );
}

/**
 * What a booking write brings its crew (issue 46 item 5): each limit newly red is a question before
 * writing, worded by `factText`; each newly amber is shown without asking.
 */
export function dutyQuestions(options: {
  context: DutyContext;
  before: Map<number, { facts: LimitFigure[] }>;
  after: Map<number, { pilot: Pilot; facts: LimitFigure[] }>;
  booking: { id: number; aircraftTypeId: number; aircraftType: { title: string } };
}): { conflicts: AddedConflict[]; amber: DutyAmber[] } {
  const { context, before, after, booking } = options;
  const conflicts: AddedConflict[] = [];
  const amber: DutyAmber[] = [];
  for (const [id, { pilot, facts }] of after) {
    for (const fact of newBreaches(before.get(id)?.facts ?? [], facts)) {
      const text = factText(crewLabel(pilot), fact);
      if (fact.state === "amber") {
        amber.push({ crewMemberId: id, bookingId: booking.id, text });
        continue;
      }
      conflicts.push({
        kind: "duty-limit",
        date: isoDateInZone(new Date(fact.windowStart), context.options.zone),
        aircraftId: null,
        registration: null,
        aircraftTypeId: booking.aircraftTypeId,
        aircraftTypeTitle: booking.aircraftType.title,
        bookingIds: [booking.id],
        crewMemberId: id,
        detail: text,
        summary: text,
      });
    }
  }
  return { conflicts, amber };
}

/** A figure in the API's words. */
export function figureAnswer(person: string, fact: LimitFigure): LimitFigureAnswer {
  return {
    limitId: fact.limit.id,
    kind: fact.limit.kind,
    citation: fact.limit.citation,
    figure: fact.figure,
    value: fact.value,
    unit: fact.unit,
    state: fact.state,
    windowStart: new Date(fact.windowStart).toISOString(),
    windowEnd: new Date(fact.windowEnd).toISOString(),
    text: factText(person, fact),
  };
}
