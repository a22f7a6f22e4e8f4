import type { FastifyRequest } from "fastify";
import { currentUser } from "../auth/guard.ts";
import type { ChangeCounters } from "../db/change-counters.ts";
import type { Db } from "../db/connection.ts";
import type { KeptRead } from "../read-cache/read-cache.ts";
import { buildFlags, type FlagsState, flagsText, moveFlags } from "./read-change-flags.ts";

/** How the signed-in user's flags are kept in the read cache: under which key, and how to build them. */
export type KeptChangeFlags = (request: FastifyRequest) => Promise<KeptRead>;

/**
 * The user's change flags as `GET /api/change-flags` answers them (docs/decisions/031), for that call
 * and for a month read that carries them (`include=flags`). The answer is kept in the read cache while
 * no booking changed (the cache's own counter) and nobody acknowledged anything (`marks`): both come
 * from the one counters read every request makes, so a repeated read costs a lookup in memory.
 *
 * Behind the answer, each user's flags are kept here (a few hundred records at most) and moved on by
 * the records written since: the first read after a change reads that change, not every unseen record
 * again. They are built anew when the marks moved (an acknowledgement, on any instance) and after a
 * failed read. One user's reads run one after the other, so two never move one state at once.
 */
export function keptChangeFlags(
  db: Db,
  counters: (request: object) => Promise<ChangeCounters>,
): KeptChangeFlags {
  const kept = new Map<number, { marks: number; state: Promise<FlagsState> }>();

  const follow = (userId: number, marks: number): Promise<FlagsState> => {
    const previous = kept.get(userId);
    const state = (async () => {
      const before = previous?.marks === marks ? await previous.state.catch(() => undefined) : undefined;
      if (before && (await moveFlags(db, before))) return before;
      return buildFlags(db, userId);
    })();
    kept.set(userId, { marks, state });
    state.catch(() => {
      if (kept.get(userId)?.state === state) kept.delete(userId);
    });
    return state;
  };

  return async (request) => {
    const userId = currentUser(request).id;
    const { marks } = await counters(request);
    return {
      key: `change-flags:${userId}:${marks}`,
      load: async () => flagsText(await follow(userId, marks)),
    };
  };
}
