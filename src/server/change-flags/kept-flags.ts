import type { FastifyRequest } from "fastify";
import { currentUser } from "../auth/guard.ts";
import type { ChangeCounters } from "../db/change-counters.ts";
import type { Db } from "../db/connection.ts";
import type { KeptRead } from "../read-cache/read-cache.ts";
import { readChangeFlags } from "./read-change-flags.ts";
import { seenMark } from "./seen-mark.ts";

/** How the signed-in user's flags are kept in the read cache: under which key, and how to build them. */
export type KeptChangeFlags = (request: FastifyRequest) => Promise<KeptRead>;

/**
 * The user's change flags as `GET /api/change-flags` answers them (docs/decisions/031), for that call
 * and for a month read that carries them (`include=flags`). Kept while no booking changed (the read
 * cache's own counter) and nobody acknowledged anything (`marks`): both come from the one counters read
 * every request makes, so a repeated read costs a lookup in memory. The mark is read only to build a
 * new answer, after the counters were.
 */
export function keptChangeFlags(
  db: Db,
  counters: (request: object) => Promise<ChangeCounters>,
): KeptChangeFlags {
  return async (request) => {
    const userId = currentUser(request).id;
    const { marks } = await counters(request);
    return {
      key: `change-flags:${userId}:${marks}`,
      load: async () =>
        JSON.stringify(await readChangeFlags({ db, userId, mark: await seenMark(db, userId) })),
    };
  };
}
