import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { crewMemberParams, crewMemberPayload, crewMemberSchema } from "../../shared/crew.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { createCrewMember, listCrewMembers, updateCrewMember } from "./crew-members.ts";

/**
 * Crew members (docs/decisions/054). Every signed-in user reads them (who flies is no secret on an ops
 * desk); adding and changing one needs edit rights, and each change is recorded in history.
 */
export function registerCrewRoutes(app: FastifyInstance, ctx: AppContext, readCache: ReadCache) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  route.get(
    "/api/crew",
    { onRequest: signedIn, schema: { response: { 200: z.array(crewMemberSchema) } } },
    (request, reply) =>
      readCache.serve(request, reply, {
        key: "crew",
        load: async () => JSON.stringify(await listCrewMembers(db)),
      }),
  );

  route.post(
    "/api/crew",
    { onRequest: canEdit, schema: { body: crewMemberPayload, response: { 201: crewMemberSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCrewMember({ db, actor: currentUser(request), payload: request.body })),
  );

  route.put(
    "/api/crew/:id",
    {
      onRequest: canEdit,
      schema: { params: crewMemberParams, body: crewMemberPayload, response: { 200: crewMemberSchema } },
    },
    (request) =>
      updateCrewMember({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );
}
