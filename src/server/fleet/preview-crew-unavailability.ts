import type { z } from "zod";
import type { crewUnavailabilityPayload } from "../../shared/crew-unavailability.ts";
import type { AddedConflict } from "../../shared/fleet.ts";
import { readCrewConflicts } from "../crew/crew-conflicts.ts";
import { createCrewUnavailability } from "../crew/crew-unavailability.ts";
import type { Db } from "../db/connection.ts";
import type { Actor } from "../history/record-history.ts";
import { addedConflicts, rolledBack, summarise } from "./preview-conflicts.ts";

/**
 * `POST /api/conflicts/preview-crew-unavailability/{id}`: the legs a new period would put the member on
 * while unavailable, the write rolled back ('Save anyway', docs/decisions/022).
 */
export function previewCrewUnavailability(options: {
  db: Db;
  actor: Actor;
  crewMemberId: number;
  payload: z.output<typeof crewUnavailabilityPayload>;
}): Promise<AddedConflict[]> {
  const { db, actor, crewMemberId, payload } = options;
  const scope = { from: payload.startDate, to: payload.endDate, memberIds: [crewMemberId] };
  return rolledBack(db, async (tx) => {
    const before = await readCrewConflicts({ db: tx, ...scope });
    await createCrewUnavailability({ db: tx as unknown as Db, actor, crewMemberId, payload });
    const after = await readCrewConflicts({ db: tx, ...scope });
    return summarise(tx, addedConflicts(before, after), null);
  });
}
