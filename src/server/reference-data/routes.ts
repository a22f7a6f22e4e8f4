import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  aircraftPayload,
  aircraftSchema,
  aircraftTypeParams,
  aircraftTypePayload,
  aircraftTypeSchema,
  aircraftTypeWithAircraftSchema,
  bookingStatusPayload,
  bookingStatusSchema,
  customerMergeAnswer,
  customerPayload,
  customerSchema,
  idParams,
  locationMergeAnswer,
  locationPayload,
  locationSchema,
  mergePayload,
  undoMergeAnswer,
  undoMergeParams,
  usageAnswer,
} from "../../shared/reference-data.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { createAircraft, deleteAircraft, listAircraftOfType, updateAircraft } from "./aircraft.ts";
import {
  createAircraftType,
  deleteAircraftType,
  listAircraftTypes,
  listAircraftTypesWithAircraft,
  updateAircraftType,
} from "./aircraft-types.ts";
import {
  createBookingStatus,
  deleteBookingStatus,
  listBookingStatuses,
  updateBookingStatus,
} from "./booking-statuses.ts";
import { createCustomer, listCustomers, updateCustomer } from "./customers.ts";
import { createLocation, listLocations, updateLocation } from "./locations.ts";
import { mergeCustomer, mergeLocation } from "./merge.ts";
import { undoMerge } from "./undo-merge.ts";
import { customerUsage, locationUsage } from "./usage.ts";

/**
 * Customers, locations, aircraft types, aircraft and statuses: the reads and creates of product §7, and
 * the renames, recolours and deletes it leaves "not shown". Reads need a session; every write needs
 * edit rights, the same right as a booking (docs/decisions/007): the wizard's "Add New Customer" and
 * "Add New Location" are in every editor's hands by product §6, and the desk that books is the desk that
 * keeps its lists tidy. A delete of a row still in use is refused with the count of bookings using it.
 */
export function registerReferenceDataRoutes(app: FastifyInstance, ctx: AppContext, readCache: ReadCache) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  /** A list read answered through the read cache, shaped by its response schema. */
  const cachedList =
    <T>(key: string, schema: z.ZodType<T>, load: () => Promise<T>) =>
    (request: FastifyRequest, reply: FastifyReply) =>
      readCache.serve(request, reply, { key, load: async () => JSON.stringify(schema.parse(await load())) });

  route.get(
    "/api/customers",
    { onRequest: signedIn, schema: { response: { 200: z.array(customerSchema) } } },
    cachedList("customers", z.array(customerSchema), () => listCustomers({ db })),
  );
  route.post(
    "/api/customers",
    { onRequest: canEdit, schema: { body: customerPayload, response: { 201: customerSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createCustomer({ db, actor: currentUser(request), payload: request.body })),
  );
  route.put(
    "/api/customers/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: customerPayload, response: { 200: customerSchema } },
    },
    (request) =>
      updateCustomer({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );

  route.post(
    "/api/customers/:id/merge",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: mergePayload, response: { 200: customerMergeAnswer } },
    },
    (request) =>
      mergeCustomer({ db, actor: currentUser(request), id: request.params.id, intoId: request.body.intoId }),
  );

  // What a merge would move, asked before it (docs/decisions/023); not cached, it is asked once.
  route.get(
    "/api/customers/:id/usage",
    { onRequest: signedIn, schema: { params: idParams, response: { 200: usageAnswer } } },
    (request) => customerUsage({ db, id: request.params.id }),
  );
  route.get(
    "/api/locations/:id/usage",
    { onRequest: signedIn, schema: { params: idParams, response: { 200: usageAnswer } } },
    (request) => locationUsage({ db, id: request.params.id }),
  );
  route.post(
    "/api/merges/:historyId/undo",
    { onRequest: canEdit, schema: { params: undoMergeParams, response: { 200: undoMergeAnswer } } },
    (request) => undoMerge({ db, actor: currentUser(request), historyId: request.params.historyId }),
  );

  route.get(
    "/api/locations",
    { onRequest: signedIn, schema: { response: { 200: z.array(locationSchema) } } },
    cachedList("locations", z.array(locationSchema), () => listLocations({ db })),
  );
  route.post(
    "/api/locations",
    { onRequest: canEdit, schema: { body: locationPayload, response: { 201: locationSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createLocation({ db, actor: currentUser(request), payload: request.body })),
  );
  route.put(
    "/api/locations/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: locationPayload, response: { 200: locationSchema } },
    },
    (request) =>
      updateLocation({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );

  route.post(
    "/api/locations/:id/merge",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: mergePayload, response: { 200: locationMergeAnswer } },
    },
    (request) =>
      mergeLocation({ db, actor: currentUser(request), id: request.params.id, intoId: request.body.intoId }),
  );

  route.get(
    "/api/aircraft-types",
    { onRequest: signedIn, schema: { response: { 200: z.array(aircraftTypeSchema) } } },
    cachedList("aircraft-types", z.array(aircraftTypeSchema), () => listAircraftTypes({ db })),
  );
  route.get(
    "/api/aircraft-types-with-aircraft",
    { onRequest: signedIn, schema: { response: { 200: z.array(aircraftTypeWithAircraftSchema) } } },
    cachedList("aircraft-types-with-aircraft", z.array(aircraftTypeWithAircraftSchema), () =>
      listAircraftTypesWithAircraft({ db }),
    ),
  );
  route.post(
    "/api/aircraft-types",
    { onRequest: canEdit, schema: { body: aircraftTypePayload, response: { 201: aircraftTypeSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAircraftType({ db, actor: currentUser(request), payload: request.body })),
  );
  route.put(
    "/api/aircraft-types/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: aircraftTypePayload, response: { 200: aircraftTypeSchema } },
    },
    (request) =>
      updateAircraftType({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/aircraft-types/:id",
    { onRequest: canEdit, schema: { params: idParams, response: { 200: aircraftTypeSchema } } },
    (request) => deleteAircraftType({ db, actor: currentUser(request), id: request.params.id }),
  );

  route.get(
    "/api/aircraft-by-type/:aircraftTypeId",
    {
      onRequest: signedIn,
      schema: { params: aircraftTypeParams, response: { 200: z.array(aircraftSchema) } },
    },
    (request, reply) => {
      const { aircraftTypeId } = request.params;
      return readCache.serve(request, reply, {
        key: `aircraft-by-type:${aircraftTypeId}`,
        load: async () =>
          JSON.stringify(z.array(aircraftSchema).parse(await listAircraftOfType({ db, aircraftTypeId }))),
      });
    },
  );
  route.post(
    "/api/aircraft",
    { onRequest: canEdit, schema: { body: aircraftPayload, response: { 201: aircraftSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createAircraft({ db, actor: currentUser(request), payload: request.body })),
  );
  route.put(
    "/api/aircraft/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: aircraftPayload, response: { 200: aircraftSchema } },
    },
    (request) =>
      updateAircraft({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/aircraft/:id",
    { onRequest: canEdit, schema: { params: idParams, response: { 200: aircraftSchema } } },
    (request) => deleteAircraft({ db, actor: currentUser(request), id: request.params.id }),
  );

  route.get(
    "/api/booking-statuses",
    { onRequest: signedIn, schema: { response: { 200: z.array(bookingStatusSchema) } } },
    cachedList("booking-statuses", z.array(bookingStatusSchema), () => listBookingStatuses({ db })),
  );
  route.post(
    "/api/booking-statuses",
    { onRequest: canEdit, schema: { body: bookingStatusPayload, response: { 201: bookingStatusSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createBookingStatus({ db, actor: currentUser(request), payload: request.body })),
  );
  route.put(
    "/api/booking-statuses/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: bookingStatusPayload, response: { 200: bookingStatusSchema } },
    },
    (request) =>
      updateBookingStatus({ db, actor: currentUser(request), id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/booking-statuses/:id",
    { onRequest: canEdit, schema: { params: idParams, response: { 200: bookingStatusSchema } } },
    (request) => deleteBookingStatus({ db, actor: currentUser(request), id: request.params.id }),
  );
}
