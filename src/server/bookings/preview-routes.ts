import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  aircraftTypePayloadForBooking,
  allocatedAircraftPayload,
  bookingParams,
  createBookingPayload,
  dailyDetailParams,
  departureTimePayload,
  editBookingPayload,
  expectedHoursPayload,
  statusPayload,
} from "../../shared/bookings.ts";
import {
  previewAnswer,
  unavailabilityParams,
  unavailabilityPatch,
  unavailabilityPayload,
} from "../../shared/fleet.ts";
import { canEdit, currentUser } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { aircraftUnavailability } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { previewUnavailabilityWrite } from "../fleet/preview-conflicts.ts";
import { createUnavailability, updateUnavailability } from "../fleet/unavailability.ts";
import { allocateAircraft } from "./allocate-aircraft.ts";
import { createBooking } from "./create-booking.ts";
import { previewBookingWrite } from "./preview-booking-write.ts";
import { setBookingAircraftType } from "./set-booking-aircraft-type.ts";
import { setBookingStatus } from "./set-booking-status.ts";
import { updateBooking } from "./update-booking.ts";
import { updateDailyDetail } from "./update-daily-detail.ts";

/**
 * 'Save anyway' for every write that can add a conflict (docs/decisions/022): each write call has a
 * preview twin here, a POST with the write's own params and body that runs the write's own service
 * and rolls it back, answering only the conflicts it would add. Editors only, as the writes they
 * preview; they write nothing, so nothing goes to history.
 */
export function registerPreviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const response = { 200: previewAnswer };

  route.post(
    "/api/conflicts/preview-create",
    { onRequest: canEdit, schema: { body: createBookingPayload, response } },
    async (request) => ({
      conflicts: await previewBookingWrite({
        db,
        id: null,
        write: (tx) => createBooking({ db: tx, actor: currentUser(request), payload: request.body }),
      }),
    }),
  );

  route.post(
    "/api/conflicts/preview-edit/:id",
    { onRequest: canEdit, schema: { params: bookingParams, body: editBookingPayload, response } },
    async (request) => {
      const { id } = request.params;
      const actor = currentUser(request);
      return {
        conflicts: await previewBookingWrite({
          db,
          id,
          write: (tx) => updateBooking({ db: tx, actor, id, payload: request.body }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-aircraft-type/:id",
    { onRequest: canEdit, schema: { params: bookingParams, body: aircraftTypePayloadForBooking, response } },
    async (request) => {
      const { id } = request.params;
      const actor = currentUser(request);
      const { aircraftTypeId } = request.body;
      return {
        conflicts: await previewBookingWrite({
          db,
          id,
          write: (tx) => setBookingAircraftType({ db: tx, actor, id, aircraftTypeId }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-status/:id",
    { onRequest: canEdit, schema: { params: bookingParams, body: statusPayload, response } },
    async (request) => {
      const { id } = request.params;
      const actor = currentUser(request);
      const { statusId } = request.body;
      return {
        conflicts: await previewBookingWrite({
          db,
          id,
          write: (tx) => setBookingStatus({ db: tx, actor, id, statusId }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-allocated-aircraft/:id",
    { onRequest: canEdit, schema: { params: bookingParams, body: allocatedAircraftPayload, response } },
    async (request) => {
      const { id } = request.params;
      const actor = currentUser(request);
      const { allocatedAircraftId } = request.body;
      return {
        conflicts: await previewBookingWrite({
          db,
          id,
          write: (tx) => allocateAircraft({ db: tx, actor, id, allocatedAircraftId }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-departure-time/:id/:date",
    { onRequest: canEdit, schema: { params: dailyDetailParams, body: departureTimePayload, response } },
    async (request) => {
      const { id, date } = request.params;
      const actor = currentUser(request);
      const change = { departureTime: request.body.departureTime };
      return {
        conflicts: await previewBookingWrite({
          db,
          id,
          write: (tx) => updateDailyDetail({ db: tx, actor, bookingId: id, date, change }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-expected-hours/:id/:date",
    { onRequest: canEdit, schema: { params: dailyDetailParams, body: expectedHoursPayload, response } },
    async (request) => {
      const { id, date } = request.params;
      const actor = currentUser(request);
      const change = { expectedAircraftHours: request.body.expectedHours };
      return {
        conflicts: await previewBookingWrite({
          db,
          id,
          write: (tx) => updateDailyDetail({ db: tx, actor, bookingId: id, date, change }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-day-status/:id/:date",
    { onRequest: canEdit, schema: { params: dailyDetailParams, body: statusPayload, response } },
    async (request) => {
      const { id, date } = request.params;
      const actor = currentUser(request);
      const change = { bookingStatusId: request.body.statusId };
      return {
        conflicts: await previewBookingWrite({
          db,
          id,
          write: (tx) => updateDailyDetail({ db: tx, actor, bookingId: id, date, change }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-unavailability",
    { onRequest: canEdit, schema: { body: unavailabilityPayload, response } },
    async (request) => {
      const payload = request.body;
      const actor = currentUser(request);
      return {
        conflicts: await previewUnavailabilityWrite({
          db,
          window: async () => ({ from: payload.startDate, to: payload.endDate }),
          write: (tx) => createUnavailability({ db: tx, actor, payload }),
        }),
      };
    },
  );

  route.post(
    "/api/conflicts/preview-unavailability/:id",
    { onRequest: canEdit, schema: { params: unavailabilityParams, body: unavailabilityPatch, response } },
    async (request) => {
      const { id } = request.params;
      const patch = request.body;
      const actor = currentUser(request);
      return {
        conflicts: await previewUnavailabilityWrite({
          db,
          // The old period and the new one: a move frees days as it grounds others.
          window: async (tx) => {
            const [current] = await tx
              .select()
              .from(aircraftUnavailability)
              .where(eq(aircraftUnavailability.id, id));
            if (!current) throw notFound(`Unavailability period ${id} not found`);
            const dates = [current.startDate, current.endDate, patch.startDate, patch.endDate]
              .filter((date): date is string => date !== undefined)
              .sort();
            return { from: dates[0]!, to: dates.at(-1)! };
          },
          write: (tx) => updateUnavailability({ db: tx, actor, id, patch }),
        }),
      };
    },
  );
}
