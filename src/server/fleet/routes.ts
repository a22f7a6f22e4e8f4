import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conflictsAnswer,
  conflictsQuery,
  fleetSettingsSchema,
  unavailabilityParams,
  unavailabilityPatch,
  unavailabilityPayload,
  unavailabilityQuery,
  unavailabilitySchema,
} from "../../shared/fleet.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { readFleetSettings, updateFleetSettings } from "./fleet-settings.ts";
import { readConflicts } from "./read-conflicts.ts";
import {
  createUnavailability,
  deleteUnavailability,
  listUnavailability,
  updateUnavailability,
} from "./unavailability.ts";

/**
 * The fleet's calls (docs/decisions/015): conflicts over a window, and aircraft unavailability periods. Reads
 * need a session and go through the read cache (every table they read moves its counter); writes need
 * edit rights.
 */
export function registerFleetRoutes(app: FastifyInstance, ctx: AppContext, readCache: ReadCache) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const answersPeriod = { 200: unavailabilitySchema };

  route.get(
    "/api/conflicts",
    { onRequest: signedIn, schema: { querystring: conflictsQuery, response: { 200: conflictsAnswer } } },
    (request, reply) => {
      const { from, to } = request.query;
      return readCache.serve(request, reply, {
        key: `conflicts:${from}:${to}`,
        load: async () => JSON.stringify({ conflicts: await readConflicts({ db, from, to }) }),
      });
    },
  );

  route.get(
    "/api/fleet-settings",
    { onRequest: signedIn, schema: { response: { 200: fleetSettingsSchema } } },
    () => readFleetSettings({ db }),
  );
  route.put(
    "/api/fleet-settings",
    { onRequest: canEdit, schema: { body: fleetSettingsSchema, response: { 200: fleetSettingsSchema } } },
    (request) => updateFleetSettings({ db, actor: currentUser(request), settings: request.body }),
  );

  route.get(
    "/api/aircraft-unavailability",
    {
      onRequest: signedIn,
      schema: { querystring: unavailabilityQuery, response: { 200: z.array(unavailabilitySchema) } },
    },
    (request, reply) => {
      const { from, to } = request.query;
      return readCache.serve(request, reply, {
        key: `aircraft-unavailability:${from ?? ""}:${to ?? ""}`,
        load: async () => JSON.stringify(await listUnavailability({ db, from, to })),
      });
    },
  );

  route.post(
    "/api/aircraft-unavailability",
    {
      onRequest: canEdit,
      schema: { body: unavailabilityPayload, response: { 201: unavailabilitySchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createUnavailability({ db, actor: currentUser(request), payload: request.body })),
  );

  route.patch(
    "/api/aircraft-unavailability/:id",
    {
      onRequest: canEdit,
      schema: { params: unavailabilityParams, body: unavailabilityPatch, response: answersPeriod },
    },
    (request) =>
      updateUnavailability({ db, actor: currentUser(request), id: request.params.id, patch: request.body }),
  );

  route.delete(
    "/api/aircraft-unavailability/:id",
    { onRequest: canEdit, schema: { params: unavailabilityParams, response: answersPeriod } },
    (request) => deleteUnavailability({ db, actor: currentUser(request), id: request.params.id }),
  );
}
