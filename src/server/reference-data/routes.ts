import type { FastifyInstance } from "fastify";
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
  customerPayload,
  customerSchema,
  idParams,
  locationPayload,
  locationSchema,
} from "../../shared/reference-data.ts";
import { guards } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
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

/**
 * Customers, locations, aircraft types, aircraft and statuses: the spec's reads and creates (§7), and
 * the admin writes it leaves "not shown". Reads need a session, writes edit rights.
 */
export function registerReferenceDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, canEdit } = guards(ctx);
  const { db } = ctx;

  route.get(
    "/api/customers",
    { onRequest: signedIn, schema: { response: { 200: z.array(customerSchema) } } },
    () => listCustomers({ db }),
  );
  route.post(
    "/api/customers",
    { onRequest: canEdit, schema: { body: customerPayload, response: { 201: customerSchema } } },
    async (request, reply) => reply.code(201).send(await createCustomer({ db, payload: request.body })),
  );
  route.put(
    "/api/customers/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: customerPayload, response: { 200: customerSchema } },
    },
    (request) => updateCustomer({ db, id: request.params.id, payload: request.body }),
  );

  route.get(
    "/api/locations",
    { onRequest: signedIn, schema: { response: { 200: z.array(locationSchema) } } },
    () => listLocations({ db }),
  );
  route.post(
    "/api/locations",
    { onRequest: canEdit, schema: { body: locationPayload, response: { 201: locationSchema } } },
    async (request, reply) => reply.code(201).send(await createLocation({ db, payload: request.body })),
  );
  route.put(
    "/api/locations/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: locationPayload, response: { 200: locationSchema } },
    },
    (request) => updateLocation({ db, id: request.params.id, payload: request.body }),
  );

  route.get(
    "/api/aircraft-types",
    { onRequest: signedIn, schema: { response: { 200: z.array(aircraftTypeSchema) } } },
    () => listAircraftTypes({ db }),
  );
  route.get(
    "/api/aircraft-types-with-aircraft",
    { onRequest: signedIn, schema: { response: { 200: z.array(aircraftTypeWithAircraftSchema) } } },
    () => listAircraftTypesWithAircraft({ db }),
  );
  route.post(
    "/api/aircraft-types",
    { onRequest: canEdit, schema: { body: aircraftTypePayload, response: { 201: aircraftTypeSchema } } },
    async (request, reply) => reply.code(201).send(await createAircraftType({ db, payload: request.body })),
  );
  route.put(
    "/api/aircraft-types/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: aircraftTypePayload, response: { 200: aircraftTypeSchema } },
    },
    (request) => updateAircraftType({ db, id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/aircraft-types/:id",
    { onRequest: canEdit, schema: { params: idParams, response: { 200: aircraftTypeSchema } } },
    (request) => deleteAircraftType({ db, id: request.params.id }),
  );

  route.get(
    "/api/aircraft-by-type/:aircraftTypeId",
    {
      onRequest: signedIn,
      schema: { params: aircraftTypeParams, response: { 200: z.array(aircraftSchema) } },
    },
    (request) => listAircraftOfType({ db, aircraftTypeId: request.params.aircraftTypeId }),
  );
  route.post(
    "/api/aircraft",
    { onRequest: canEdit, schema: { body: aircraftPayload, response: { 201: aircraftSchema } } },
    async (request, reply) => reply.code(201).send(await createAircraft({ db, payload: request.body })),
  );
  route.put(
    "/api/aircraft/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: aircraftPayload, response: { 200: aircraftSchema } },
    },
    (request) => updateAircraft({ db, id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/aircraft/:id",
    { onRequest: canEdit, schema: { params: idParams, response: { 200: aircraftSchema } } },
    (request) => deleteAircraft({ db, id: request.params.id }),
  );

  route.get(
    "/api/booking-statuses",
    { onRequest: signedIn, schema: { response: { 200: z.array(bookingStatusSchema) } } },
    () => listBookingStatuses({ db }),
  );
  route.post(
    "/api/booking-statuses",
    { onRequest: canEdit, schema: { body: bookingStatusPayload, response: { 201: bookingStatusSchema } } },
    async (request, reply) => reply.code(201).send(await createBookingStatus({ db, payload: request.body })),
  );
  route.put(
    "/api/booking-statuses/:id",
    {
      onRequest: canEdit,
      schema: { params: idParams, body: bookingStatusPayload, response: { 200: bookingStatusSchema } },
    },
    (request) => updateBookingStatus({ db, id: request.params.id, payload: request.body }),
  );
  route.delete(
    "/api/booking-statuses/:id",
    { onRequest: canEdit, schema: { params: idParams, response: { 200: bookingStatusSchema } } },
    (request) => deleteBookingStatus({ db, id: request.params.id }),
  );
}
