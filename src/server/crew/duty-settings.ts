import type { z } from "zod";
import { ruleSetSchema } from "../../shared/duty-rule-schemas.ts";
import { type DutyLimit, limitValue, SHIPPED_RULE_SETS, withNumbers } from "../../shared/duty-rules.ts";
import {
  DEFAULT_DUTY_SETTINGS,
  type DutySettingsAnswer,
  type dutySettingsPayload,
} from "../../shared/duty-settings.ts";
import type { Db, Tx } from "../db/connection.ts";
import { dutyRuleSettings } from "../db/schema.ts";
import { badRequest } from "../errors.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

type Settings = z.output<typeof dutySettingsPayload>;

const shippedSet = (id: string) => SHIPPED_RULE_SETS.find((set) => set.id === id) ?? SHIPPED_RULE_SETS[0]!;

async function storedSettings(db: Db | Tx): Promise<Settings> {
  const [row] = await db.select().from(dutyRuleSettings);
  if (!row) return DEFAULT_DUTY_SETTINGS as Settings;
  const { id: _id, ...settings } = row;
  return settings as Settings;
}

/** The settings as `GET /api/duty-rules` answers them, with the set in use as the engine checks it. */
function answerOf(settings: Settings): DutySettingsAnswer {
  return {
    ...settings,
    ruleSet: withNumbers(shippedSet(settings.ruleSetId), settings.numbers),
    shippedSets: [...SHIPPED_RULE_SETS],
  };
}

/** `GET /api/duty-rules`: the defaults until someone saves them. */
export async function readDutySettings(db: Db | Tx): Promise<DutySettingsAnswer> {
  return answerOf(await storedSettings(db));
}

/** A limit as history names it: its citation, or its id for an operator-defined one without. */
const limitName = (limit: DutyLimit) => limit.citation || limit.id;
const numberText = (value: number | null) => (value === null ? "not checked" : String(value));

/**
 * `PUT /api/duty-rules`, recorded in history ("Rule set", each number changed by its limit's citation,
 * the times). A number naming no limit of the set, or one that makes the set impossible (a rest longer
 * than its window), is refused with 400.
 */
export function updateDutySettings(options: {
  db: Db;
  actor: Actor;
  settings: Settings;
}): Promise<DutySettingsAnswer> {
  const { db, actor, settings } = options;
  const set = shippedSet(settings.ruleSetId);
  settings.numbers.forEach((edit, index) => {
    if (!set.limits.some((limit) => limit.id === edit.id)) {
      throw badRequest(`numbers[${index}].id: ${set.name} has no limit "${edit.id}"`);
    }
  });
  const checked = ruleSetSchema.safeParse(withNumbers(set, settings.numbers));
  if (!checked.success) throw badRequest(`numbers: ${checked.error.issues[0]!.message}`);
  return db.transaction(async (tx) => {
    const before = answerOf(await storedSettings(tx));
    await tx
      .insert(dutyRuleSettings)
      .values({ id: true, ...settings })
      .onConflictDoUpdate({ target: dutyRuleSettings.id, set: settings });
    const after = answerOf(settings);
    const numbersBefore = new Map(before.ruleSet.limits.map((limit) => [limit.id, limitValue(limit)]));
    await recordHistory(tx, actor, {
      entity: "duty rules",
      entityId: null,
      label: "Flight and duty rules",
      action: "changed",
      changes: [
        ...fieldChange("Rule set", before.ruleSet.name, after.ruleSet.name),
        ...after.ruleSet.limits.flatMap((limit) =>
          fieldChange(
            limitName(limit),
            before.ruleSetId === after.ruleSetId ? numberText(numbersBefore.get(limit.id) ?? null) : null,
            numberText(limitValue(limit)),
          ),
        ),
        ...fieldChange("Report minutes", String(before.reportMinutes), String(after.reportMinutes)),
        ...fieldChange(
          "Post-flight minutes",
          String(before.postFlightMinutes),
          String(after.postFlightMinutes),
        ),
      ],
    });
    return after;
  });
}
