import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  aircraftHoursPayload,
  aircraftHoursSchema,
  aircraftParams,
  completionPayload,
  completionSchema,
  itemEditPayload,
  itemParams,
  itemPayload,
  itemSchema,
  maintenanceAnswer,
  templateParams,
  templatePayload,
  templateSchema,
} from "../../shared/maintenance.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { setAircraftHours } from "./aircraft-hours.ts";
import { listCompletions, recordCompletion } from "./completions.ts";
import { createItem, deleteItem, updateItem } from "./items.ts";
import { operatorToday } from "./past-due.ts";
import { readMaintenance } from "./read-maintenance.ts";
import { createTemplate, deleteTemplate, updateTemplate } from "./templates.ts";

/**
 * Maintenance due (docs/decisions/051): aircraft hours, templates, items and completions. Every
 * signed-in user reads them; writes need edit rights, and each is recorded in history by its service.
 */
export function registerMaintenanceRoutes(app: FastifyInstance, ctx: AppContext, readCache: ReadCache) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  route.get(
    "/api/maintenance",
    { onRequest: signedIn, schema: { response: { 200: maintenanceAnswer } } },
    async (request, reply) => {
      // "Today" is the operator's: an item due by a date is overdue from the day after, where they are.
      const today = await operatorToday(db, ctx.now());
      return readCache.serve(request, reply, {
        key: `maintenance:${today}`,
        load: async () => JSON.stringify(await readMaintenance({ db, today })),
      });
    },
  );

  route.put(
    "/api/maintenance/aircraft/:aircraftId/hours",
    {
      onRequest: canEdit,
      schema: { params: aircraftParams, body: aircraftHoursPayload, response: { 200: aircraftHoursSchema } },
    },
    (request) =>
      setAircraftHours({
        db,
        actor: currentUser(request),
        aircraftId: request.params.aircraftId,
        payload: request.body,
      }),
  );

  route.post(
    "/api/maintenance/templates",
    { onRequest: canEdit, schema: { body: templatePayload, response: { 201: templateSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createTemplate({ db, actor: currentUser(request), payload: request.body })),
  );
  route.put(
    "/api/maintenance/templates/:id",
    {
      onRequest: canEdit,
      schema: { params: templateParams, body: templatePayload, response: { 200: templateSchema } },
    },
    (request) =>
      updateTemplate({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/maintenance/templates/:id",
    { onRequest: canEdit, schema: { params: templateParams, response: { 200: templateSchema } } },
    (request) => deleteTemplate({ db, actor: currentUser(request), id: request.params.id }),
  );

  route.post(
    "/api/maintenance/items",
    { onRequest: canEdit, schema: { body: itemPayload, response: { 201: itemSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createItem({ db, actor: currentUser(request), payload: request.body })),
  );
  route.put(
    "/api/maintenance/items/:id",
    {
      onRequest: canEdit,
      schema: { params: itemParams, body: itemEditPayload, response: { 200: itemSchema } },
    },
    (request) =>
      updateItem({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/maintenance/items/:id",
    { onRequest: canEdit, schema: { params: itemParams, response: { 200: itemSchema } } },
    (request) => deleteItem({ db, actor: currentUser(request), id: request.params.id }),
  );

  route.get(
    "/api/maintenance/items/:id/completions",
    { onRequest: signedIn, schema: { params: itemParams, response: { 200: z.array(completionSchema) } } },
    (request) => listCompletions({ db, itemId: request.params.id }),
  );
  route.post(
    "/api/maintenance/items/:id/completions",
    {
      onRequest: canEdit,
      schema: { params: itemParams, body: completionPayload, response: { 201: completionSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await recordCompletion({
          db,
          actor: currentUser(request),
          itemId: request.params.id,
          payload: request.body,
        }),
      ),
  );
}
