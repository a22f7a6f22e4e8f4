import type { OperatorTimeZone, OperatorTimeZoneAnswer } from "../../shared/calendar-feeds.ts";
import { canonicalTimeZone, isTimeZone } from "../../shared/calendar-feeds.ts";
import type { Db } from "../db/connection.ts";
import { fleetSettings } from "../db/schema.ts";
import { type Actor, fieldChange, recordHistory } from "../history/record-history.ts";

/** The server's own zone: `TZ` when it names one, else the system's (docs/decisions/030); as Intl spells it. */
export function serverTimeZone(): string {
  const tz = process.env.TZ;
  if (tz && isTimeZone(tz)) return canonicalTimeZone(tz);
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * The operator's zone (the one set in Settings, else the server's) and where it came from; as Intl
 * spells it, also when it was saved as typed before decision 046.
 */
export async function readOperatorTimeZoneAnswer(db: Db): Promise<OperatorTimeZoneAnswer> {
  const [row] = await db.select({ timeZone: fleetSettings.timeZone }).from(fleetSettings);
  return row?.timeZone
    ? { timeZone: canonicalTimeZone(row.timeZone), source: "settings" }
    : { timeZone: serverTimeZone(), source: "server" };
}

/**
 * `PUT /api/operator-time-zone`, recorded in history in the same transaction. The zone is saved and
 * answered as Intl spells it (`europe/london` as `Europe/London`), so feeds and Settings show that.
 */
export function updateOperatorTimeZone(options: {
  db: Db;
  actor: Actor;
  settings: OperatorTimeZone;
}): Promise<OperatorTimeZone> {
  const { db, actor } = options;
  const settings = { timeZone: canonicalTimeZone(options.settings.timeZone) };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(fleetSettings).for("update");
    await tx
      .insert(fleetSettings)
      .values({ id: true, timeZone: settings.timeZone })
      .onConflictDoUpdate({ target: fleetSettings.id, set: { timeZone: settings.timeZone } });
    await recordHistory(tx, actor, {
      entity: "fleet settings",
      entityId: null,
      label: "Operator time zone",
      action: "changed",
      changes: fieldChange("Time zone", before?.timeZone ?? serverTimeZone(), settings.timeZone),
    });
    return settings;
  });
}
