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
import type { ReadCache } from "../read-cache/read-cache.ts";
import { acknowledgeAll, acknowledgeOne } from "./acknowledge.ts";
import type { KeptChangeFlags } from "./kept-flags.ts";

const done = z.object({ ok: z.literal(true) });

/**
 * Changes flagged until acknowledged (docs/decisions/031). Acknowledging is open to every signed-in
 * user, read-only ones too: it writes only the user's own mark, never a booking.
 */
export function registerChangeFlagRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  readCache: ReadCache,
  keptFlags: KeptChangeFlags,
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  route.get(
    "/api/change-flags",
    { onRequest: signedIn, schema: { response: { 200: changeFlagsSchema } } },
    async (request, reply) => readCache.serve(request, reply, await keptFlags(request)),
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
