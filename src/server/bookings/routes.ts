import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  aircraftTypePayloadForBooking,
  allocatedAircraftPayload,
  bookingParams,
  bookingSchema,
  bookingsQuery,
  createBookingPayload,
  dailyDetailParams,
  departureTimePayload,
  destinationPayload,
  editBookingPayload,
  expectedHoursPayload,
  remarksPayload,
  statusPayload,
} from "../../shared/bookings.ts";
import { guards } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { allocateAircraft } from "./allocate-aircraft.ts";
import { createBooking } from "./create-booking.ts";
import { deleteBooking } from "./delete-booking.ts";
import { readBookings } from "./read-bookings.ts";
import { setBookingAircraftType } from "./set-booking-aircraft-type.ts";
import { setBookingStatus } from "./set-booking-status.ts";
import { updateBooking } from "./update-booking.ts";
import { updateDailyDetail } from "./update-daily-detail.ts";

/**
 * Product §7 booking calls. Reads need a session, writes edit rights; the guards run on `onRequest`, so
 * a request without them is refused before its body is even parsed. Every write answers the booking.
 */
export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, canEdit } = guards(ctx);
  const { db } = ctx;
  const answersBooking = { 200: bookingSchema };

  route.get(
    "/api/bookings",
    {
      onRequest: signedIn,
      schema: { querystring: bookingsQuery, response: { 200: z.array(bookingSchema) } },
    },
    (request) => readBookings({ db, from: request.query.from, to: request.query.to }),
  );

  route.post(
    "/api/bookings",
    { onRequest: canEdit, schema: { body: createBookingPayload, response: { 201: bookingSchema } } },
    async (request, reply) => reply.code(201).send(await createBooking({ db, payload: request.body })),
  );

  route.put(
    "/api/bookings/:id",
    {
      onRequest: canEdit,
      schema: { params: bookingParams, body: editBookingPayload, response: answersBooking },
    },
    (request) => updateBooking({ db, id: request.params.id, payload: request.body }),
  );

  route.delete(
    "/api/bookings/:id",
    { onRequest: canEdit, schema: { params: bookingParams, response: answersBooking } },
    (request) => deleteBooking({ db, id: request.params.id }),
  );

  route.patch(
    "/api/bookings/:id/aircraft-type",
    {
      onRequest: canEdit,
      schema: { params: bookingParams, body: aircraftTypePayloadForBooking, response: answersBooking },
    },
    (request) =>
      setBookingAircraftType({ db, id: request.params.id, aircraftTypeId: request.body.aircraftTypeId }),
  );

  route.patch(
    "/api/bookings/:id/status",
    { onRequest: canEdit, schema: { params: bookingParams, body: statusPayload, response: answersBooking } },
    (request) => setBookingStatus({ db, id: request.params.id, statusId: request.body.statusId }),
  );

  route.patch(
    "/api/bookings/:id/allocated-aircraft",
    {
      onRequest: canEdit,
      schema: { params: bookingParams, body: allocatedAircraftPayload, response: answersBooking },
    },
    (request) =>
      allocateAircraft({ db, id: request.params.id, allocatedAircraftId: request.body.allocatedAircraftId }),
  );

  // Inline edits of one day (product §4, §5); the payload schemas turn blanks into their defaults.
  const day = { onRequest: canEdit, schema: { params: dailyDetailParams, response: answersBooking } };
  route.patch(
    "/api/bookings/:id/daily-details/:date/destination",
    { ...day, schema: { ...day.schema, body: destinationPayload } },
    ({ params, body }) =>
      updateDailyDetail({
        db,
        bookingId: params.id,
        date: params.date,
        change: { destinationId: body.destinationId },
      }),
  );
  route.patch(
    "/api/bookings/:id/daily-details/:date/remarks",
    { ...day, schema: { ...day.schema, body: remarksPayload } },
    ({ params, body }) =>
      updateDailyDetail({
        db,
        bookingId: params.id,
        date: params.date,
        change: { remarks: body.remarks },
      }),
  );
  route.patch(
    "/api/bookings/:id/daily-details/:date/departure-time",
    { ...day, schema: { ...day.schema, body: departureTimePayload } },
    ({ params, body }) =>
      updateDailyDetail({
        db,
        bookingId: params.id,
        date: params.date,
        change: { departureTime: body.departureTime },
      }),
  );
  route.patch(
    "/api/bookings/:id/daily-details/:date/expected-hours",
    { ...day, schema: { ...day.schema, body: expectedHoursPayload } },
    ({ params, body }) =>
      updateDailyDetail({
        db,
        bookingId: params.id,
        date: params.date,
        change: { expectedAircraftHours: body.expectedHours },
      }),
  );
}
