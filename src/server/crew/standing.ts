import { crewLabel } from "../../shared/crew.ts";
import { addDays, isoDateInZone } from "../../shared/dates.ts";
import { standing } from "../../shared/duty-engine.ts";
import type { CrewStanding } from "../../shared/duty-standing.ts";
import type { Db } from "../db/connection.ts";
import { notFound } from "../errors.ts";
import { listCrewMembers } from "./crew-members.ts";
import { figureAnswer, LOOK_DAYS, pilotLegs, readDutyContext } from "./duty-checks.ts";

const RANK = { ok: 0, amber: 1, red: 2 } as const;

/**
 * `GET /api/crew/{id}/standing`: the member's figures now against the rule set in use, the amber and red
 * windows still to end, and when rest is next due (docs/decisions/053). Other crew are not held to the
 * flight crew's limits: theirs is empty and "ok".
 */
export async function readStanding(db: Db, id: number, now: Date): Promise<CrewStanding> {
  const member = (await listCrewMembers(db)).find((m) => m.id === id);
  if (!member) throw notFound(`Crew member ${id} not found`);
  const context = await readDutyContext(db);
  const today = isoDateInZone(now, context.options.zone);
  const [found] = await pilotLegs({
    db,
    context,
    memberIds: [id],
    from: addDays(today, -LOOK_DAYS),
    to: addDays(today, LOOK_DAYS),
  });
  const base = { crewMemberId: id, ruleSetId: context.rules.id };
  if (!found) return { ...base, state: "ok", now: [], ahead: [], nextRestDue: null };
  const figures = standing(found.legs, context.options, context.rules, now.getTime());
  const person = crewLabel(member);
  const nowAnswers = figures.now.map((fact) => figureAnswer(person, fact));
  const ahead = figures.ahead.map((fact) => figureAnswer(person, fact));
  const worst = [...nowAnswers, ...ahead].reduce<CrewStanding["state"]>(
    (state, fact) => (RANK[fact.state] > RANK[state] ? fact.state : state),
    "ok",
  );
  return {
    ...base,
    state: worst,
    now: nowAnswers,
    ahead,
    nextRestDue: figures.nextRestDue && {
      at: new Date(figures.nextRestDue.at).toISOString(),
      limitId: figures.nextRestDue.limit.id,
      citation: figures.nextRestDue.limit.citation,
    },
  };
}
