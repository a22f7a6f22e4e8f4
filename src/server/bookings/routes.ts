import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingSearchAnswer, bookingSearchQuery } from "../../shared/booking-search.ts";
import {
  aircraftTypePayloadForBooking,
  allocatedAircraftPayload,
  bookingChangeParams,
  bookingParams,
  bookingSchema,
  bookingsQuery,
  createBookingPayload,
  dailyDetailParams,
  editBookingPayload,
  statusPayload,
} from "../../shared/bookings.ts";
import { bookingsWithFlagsSchema, INCLUDE_FLAGS_NOTE } from "../../shared/change-flags.ts";
import { DAY_FIELDS, dayFieldChange } from "../../shared/day-fields.ts";
import { bookingWithConflictsSchema } from "../../shared/fleet.ts";
import { restoreAnswerSchema } from "../../shared/history.ts";
import { dayLegsAnswer, legsPayload } from "../../shared/legs.ts";
import { STALE_WRITE_NOTE, versionHeaders } from "../../shared/stale-write.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { KeptRead, ReadCache } from "../read-cache/read-cache.ts";
import { allocateAircraft } from "./allocate-aircraft.ts";
import { createBooking } from "./create-booking.ts";
import { readDayLegs, updateDayLegs } from "./day-legs.ts";
import { deleteBooking } from "./delete-booking.ts";
import { joinBookingsAndFlags, readBookingsJson } from "./read-bookings.ts";
import { restoreBooking } from "./restore-booking.ts";
import { restoreRemovedDays } from "./restore-removed-days.ts";
import { searchBookings } from "./search-bookings.ts";
import { setBookingAircraftType } from "./set-booking-aircraft-type.ts";
import { setBookingStatus } from "./set-booking-status.ts";
import { seenVersionOf } from "./stale-write.ts";
import { updateBooking } from "./update-booking.ts";
import { type DailyDetailChange, updateDailyDetail } from "./update-daily-detail.ts";

/**
 * Product §7 booking calls. Reads need a session, writes edit rights; the guards run on `onRequest`, so
 * a request without them is refused before its body is even parsed. Every write answers the booking,
 * and every write but a delete adds the conflicts it now takes part in (docs/decisions/015). Every write takes
 * the version its writer saw (`If-Match` or `version`) and answers 409 when it is stale (docs/decisions/028).
 */
export function registerBookingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  readCache: ReadCache,
  /** The signed-in user's change flags as kept (change-flags/kept-flags.ts, docs/decisions/031). */
  keptFlags: (request: FastifyRequest) => Promise<KeptRead>,
) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const answersBooking = { 200: bookingWithConflictsSchema };
  const versioned = { headers: versionHeaders, description: STALE_WRITE_NOTE };

  route.get(
    "/api/bookings",
    {
      onRequest: signedIn,
      schema: {
        description: INCLUDE_FLAGS_NOTE,
        querystring: bookingsQuery,
        response: { 200: z.union([z.array(bookingSchema), bookingsWithFlagsSchema]) },
      },
    },
    async (request, reply) => {
      const { from, to, include } = request.query;
      const month = {
        key: `bookings:${from ?? ""}:${to ?? ""}`,
        load: () => readBookingsJson({ db, from, to }),
      };
      if (include !== "flags") return readCache.serve(request, reply, month);
      // The month and the user's flags as each is kept, joined as they are: one request for a screen, and
      // no JSON parsed or written again (docs/decisions/031). Kept per user, like the flags.
      const flags = await keptFlags(request);
      return readCache.serve(request, reply, {
        key: `${month.key}+${flags.key}`,
        load: async () => {
          const [bookingsJson, flagsJson] = await Promise.all([
            readCache.text(request, month),
            readCache.text(request, flags),
          ]);
          return joinBookingsAndFlags(bookingsJson, flagsJson);
        },
      });
    },
  );

  // Find a booking across all months (docs/decisions/017). Not cached: each search is its own question.
  route.get(
    "/api/bookings/search",
    {
      onRequest: signedIn,
      schema: { querystring: bookingSearchQuery, response: { 200: bookingSearchAnswer } },
    },
    (request) => searchBookings({ db, q: request.query.q }),
  );

  route.post(
    "/api/bookings",
    {
      onRequest: canEdit,
      schema: { body: createBookingPayload, response: { 201: bookingWithConflictsSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createBooking({ db, actor: currentUser(request), payload: request.body })),
  );

  route.put(
    "/api/bookings/:id",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: bookingParams, body: editBookingPayload, response: answersBooking },
    },
    (request) =>
      updateBooking({
        db,
        actor: currentUser(request),
        id: request.params.id,
        payload: request.body,
        seenVersion: seenVersionOf(request),
      }),
  );

  route.delete(
    "/api/bookings/:id",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: bookingParams, response: { 200: bookingSchema } },
    },
    (request) =>
      deleteBooking({
        db,
        actor: currentUser(request),
        id: request.params.id,
        seenVersion: seenVersionOf(request),
      }),
  );

  route.post(
    "/api/bookings/:id/restore",
    { onRequest: canEdit, schema: { params: bookingParams, response: { 200: restoreAnswerSchema } } },
    (request) => restoreBooking({ db, actor: currentUser(request), id: request.params.id }),
  );

  route.post(
    "/api/bookings/:id/changes/:recordId/restore",
    { onRequest: canEdit, schema: { params: bookingChangeParams, response: answersBooking } },
    (request) =>
      restoreRemovedDays({
        db,
        actor: currentUser(request),
        bookingId: request.params.id,
        recordId: request.params.recordId,
      }),
  );

  route.patch(
    "/api/bookings/:id/aircraft-type",
    {
      onRequest: canEdit,
      schema: {
        ...versioned,
        params: bookingParams,
        body: aircraftTypePayloadForBooking,
        response: answersBooking,
      },
    },
    (request) =>
      setBookingAircraftType({
        db,
        actor: currentUser(request),
        id: request.params.id,
        aircraftTypeId: request.body.aircraftTypeId,
        seenVersion: seenVersionOf(request),
      }),
  );

  route.patch(
    "/api/bookings/:id/status",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: bookingParams, body: statusPayload, response: answersBooking },
    },
    (request) =>
      setBookingStatus({
        db,
        actor: currentUser(request),
        id: request.params.id,
        statusId: request.body.statusId,
        seenVersion: seenVersionOf(request),
      }),
  );

  route.patch(
    "/api/bookings/:id/allocated-aircraft",
    {
      onRequest: canEdit,
      schema: {
        ...versioned,
        params: bookingParams,
        body: allocatedAircraftPayload,
        response: answersBooking,
      },
    },
    (request) =>
      allocateAircraft({
        db,
        actor: currentUser(request),
        id: request.params.id,
        allocatedAircraftId: request.body.allocatedAircraftId,
        seenVersion: seenVersionOf(request),
      }),
  );

  // Inline edits of one day (product §4, §5), one route per field of shared/day-fields.ts; the payload
  // schemas turn blanks into their defaults.
  const day = {
    onRequest: canEdit,
    schema: { ...versioned, params: dailyDetailParams, response: answersBooking },
  };
  for (const field of DAY_FIELDS) {
    route.patch(
      `/api/bookings/:id/daily-details/:date/${field.path}`,
      { ...day, schema: { ...day.schema, body: field.payload } },
      (request) =>
        updateDailyDetail({
          db,
          actor: currentUser(request),
          bookingId: request.params.id,
          date: request.params.date,
          seenVersion: seenVersionOf(request),
          // The payload's schema fits the column it names (shared/day-fields.ts).
          change: dayFieldChange(field, request.body) as DailyDetailChange,
        }),
    );
  }

  // A day's legs (docs/decisions/049): read them, or write all of them in order in one request.
  route.get(
    "/api/bookings/:id/daily-details/:date/legs",
    { onRequest: signedIn, schema: { params: dailyDetailParams, response: { 200: dayLegsAnswer } } },
    (request) => readDayLegs({ db, bookingId: request.params.id, date: request.params.date }),
  );

  route.put(
    "/api/bookings/:id/daily-details/:date/legs",
    { ...day, schema: { ...day.schema, body: legsPayload } },
    (request) =>
      updateDayLegs({
        db,
        actor: currentUser(request),
        bookingId: request.params.id,
        date: request.params.date,
        legs: request.body.legs,
        seenVersion: seenVersionOf(request),
      }),
  );
}
