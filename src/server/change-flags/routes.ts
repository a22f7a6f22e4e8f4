import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acknowledgeAllPayload,
  acknowledgeOnePayload,
  changeFlagsSchema,
} from "../../shared/change-flags.ts";
import { currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { ChangeCounters } from "../db/change-counters.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { acknowledgeAll, acknowledgeOne } from "./acknowledge.ts";
import { readChangeFlags } from "./read-change-flags.ts";
import { seenMark } from "./seen-mark.ts";

const done = z.object({ ok: z.literal(true) });

/**
 * Changes flagged until acknowledged (docs/decisions/031). Acknowledging is open to every signed-in
 * user, read-only ones too: it writes only the user's own mark, never a booking.
 */
export function registerChangeFlagRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  readCache: ReadCache,
  counters: (request: object) => Promise<ChangeCounters>,
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  route.get(
    "/api/change-flags",
    { onRequest: signedIn, schema: { response: { 200: changeFlagsSchema } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // Kept while no booking changed (the read cache's own counter) and nobody acknowledged anything
      // (`marks`): both come from the one counters read every request makes, so a repeated read costs
      // a lookup in memory. The mark is read only to build a new answer, after the counters were.
      const { marks } = await counters(request);
      return readCache.serve(request, reply, {
        key: `change-flags:${userId}:${marks}`,
        load: async () =>
          JSON.stringify(await readChangeFlags({ db, userId, mark: await seenMark(db, userId) })),
      });
    },
  );

  route.post(
    "/api/change-flags/acknowledge",
    { onRequest: signedIn, schema: { body: acknowledgeOnePayload, response: { 200: done } } },
    async (request) => {
      await acknowledgeOne({ db, userId: currentUser(request).id, ...request.body });
      return { ok: true as const };
    },
  );

  route.post(
    "/api/change-flags/acknowledge-all",
    { onRequest: signedIn, schema: { body: acknowledgeAllPayload, response: { 200: done } } },
    async (request) => {
      await acknowledgeAll({ db, userId: currentUser(request).id, upTo: request.body.upTo });
      return { ok: true as const };
    },
  );
}
