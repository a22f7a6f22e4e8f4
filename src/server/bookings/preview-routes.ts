import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  aircraftTypePayloadForBooking,
  allocatedAircraftPayload,
  bookingChangeParams,
  bookingParams,
  createBookingPayload,
  dailyDetailParams,
  editBookingPayload,
  statusPayload,
} from "../../shared/bookings.ts";
import { crewMemberParams } from "../../shared/crew.ts";
import { crewUnavailabilityPayload } from "../../shared/crew-unavailability.ts";
import { DAY_FIELDS, dayFieldChange } from "../../shared/day-fields.ts";
import {
  type BookingWithConflicts,
  previewAnswer,
  unavailabilityParams,
  unavailabilityPatch,
  unavailabilityPayload,
} from "../../shared/fleet.ts";
import { legsPayload } from "../../shared/legs.ts";
import { STALE_WRITE_NOTE, versionHeaders } from "../../shared/stale-write.ts";
import { canEdit, currentUser } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/connection.ts";
import { aircraftUnavailability } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { previewUnavailabilityWrite } from "../fleet/preview-conflicts.ts";
import { previewCrewUnavailability } from "../fleet/preview-crew-unavailability.ts";
import { createUnavailability, updateUnavailability } from "../fleet/unavailability.ts";
import { operatorToday } from "../maintenance/past-due.ts";
import { allocateAircraft } from "./allocate-aircraft.ts";
import { readBookingWithConflicts } from "./booking-conflicts.ts";
import { createBooking } from "./create-booking.ts";
import { updateDayLegs } from "./day-legs.ts";
import { previewBookingWrite } from "./preview-booking-write.ts";
import { restoreBooking } from "./restore-booking.ts";
import { restoreRemovedDays } from "./restore-removed-days.ts";
import { setBookingAircraftType } from "./set-booking-aircraft-type.ts";
import { setBookingStatus } from "./set-booking-status.ts";
import { seenVersionOf } from "./stale-write.ts";
import { updateBooking } from "./update-booking.ts";
import { type DailyDetailChange, updateDailyDetail } from "./update-daily-detail.ts";

/**
 * 'Save anyway' for every write that can add a conflict (docs/decisions/022): each write call has a
 * preview twin here, a POST with the write's own params and body that runs the write's own service
 * and rolls it back, answering only the conflicts it would add. Editors only, as the writes they
 * preview; they write nothing, so nothing goes to history. A preview of a versioned write takes the
 * version its writer saw as the write does (docs/decisions/028) and answers the write's 409 when the
 * booking has changed since: that write would be refused, so there is no clash to ask about.
 */
export function registerPreviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const response = { 200: previewAnswer };
  const versioned = {
    headers: versionHeaders,
    description: `A preview takes the version as its write does, and answers the write's 409 when stale. ${STALE_WRITE_NOTE}`,
  };

  /** The conflicts a booking write would add (`id` null for a new booking), the write rolled back. */
  const preview = async (id: number | null, write: (tx: Db) => Promise<BookingWithConflicts>) =>
    previewBookingWrite({ db, id, today: await operatorToday(db, ctx.now()), write });
  /** The same for a change of one day of a booking. */
  const previewDay = (
    request: FastifyRequest,
    { id, date }: { id: number; date: string },
    change: DailyDetailChange,
  ) => {
    const seenVersion = seenVersionOf(request);
    return preview(id, (tx) =>
      updateDailyDetail({ db: tx, actor: currentUser(request), bookingId: id, date, change, seenVersion }),
    );
  };

  route.post(
    "/api/conflicts/preview-create",
    { onRequest: canEdit, schema: { body: createBookingPayload, response } },
    (request) =>
      preview(null, (tx) => createBooking({ db: tx, actor: currentUser(request), payload: request.body })),
  );

  route.post(
    "/api/conflicts/preview-edit/:id",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: bookingParams, body: editBookingPayload, response },
    },
    (request) => {
      const { id } = request.params;
      const seenVersion = seenVersionOf(request);
      return preview(id, (tx) =>
        updateBooking({ db: tx, actor: currentUser(request), id, payload: request.body, seenVersion }),
      );
    },
  );

  // A restore (Undo after a delete, Restore in Activity and the changes list) puts the booking back
  // where it was; an aircraft taken meanwhile is a clash it would add (docs/decisions/042). The booking
  // does not exist before, so every conflict it has once restored is new.
  route.post(
    "/api/conflicts/preview-restore/:id",
    { onRequest: canEdit, schema: { params: bookingParams, response } },
    (request) =>
      preview(null, async (tx) => {
        const { booking } = await restoreBooking({
          db: tx,
          actor: currentUser(request),
          id: request.params.id,
        });
        return readBookingWithConflicts({ db: tx, id: booking.id });
      }),
  );

  route.post(
    "/api/conflicts/preview-restore-days/:id/:recordId",
    { onRequest: canEdit, schema: { params: bookingChangeParams, response } },
    (request) => {
      const { id, recordId } = request.params;
      return preview(id, (tx) =>
        restoreRemovedDays({ db: tx, actor: currentUser(request), bookingId: id, recordId }),
      );
    },
  );

  route.post(
    "/api/conflicts/preview-aircraft-type/:id",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: bookingParams, body: aircraftTypePayloadForBooking, response },
    },
    (request) => {
      const { id } = request.params;
      const { aircraftTypeId } = request.body;
      const seenVersion = seenVersionOf(request);
      return preview(id, (tx) =>
        setBookingAircraftType({ db: tx, actor: currentUser(request), id, aircraftTypeId, seenVersion }),
      );
    },
  );

  route.post(
    "/api/conflicts/preview-status/:id",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: bookingParams, body: statusPayload, response },
    },
    (request) => {
      const { id } = request.params;
      const { statusId } = request.body;
      const seenVersion = seenVersionOf(request);
      return preview(id, (tx) =>
        setBookingStatus({ db: tx, actor: currentUser(request), id, statusId, seenVersion }),
      );
    },
  );

  route.post(
    "/api/conflicts/preview-allocated-aircraft/:id",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: bookingParams, body: allocatedAircraftPayload, response },
    },
    (request) => {
      const { id } = request.params;
      const { allocatedAircraftId } = request.body;
      const seenVersion = seenVersionOf(request);
      return preview(id, (tx) =>
        allocateAircraft({ db: tx, actor: currentUser(request), id, allocatedAircraftId, seenVersion }),
      );
    },
  );

  // A day field that can add a conflict has a preview (shared/day-fields.ts).
  for (const field of DAY_FIELDS) {
    if (!field.preview) continue;
    route.post(
      `/api/conflicts/${field.preview}/:id/:date`,
      {
        onRequest: canEdit,
        schema: { ...versioned, params: dailyDetailParams, body: field.payload, response },
      },
      // The payload's schema fits the column it names.
      (request) =>
        previewDay(request, request.params, dayFieldChange(field, request.body) as DailyDetailChange),
    );
  }
  route.post(
    "/api/conflicts/preview-legs/:id/:date",
    {
      onRequest: canEdit,
      schema: { ...versioned, params: dailyDetailParams, body: legsPayload, response },
    },
    (request) => {
      const { id, date } = request.params;
      const seenVersion = seenVersionOf(request);
      return preview(id, (tx) =>
        updateDayLegs({
          db: tx,
          actor: currentUser(request),
          bookingId: id,
          date,
          legs: request.body.legs,
          seenVersion,
        }),
      );
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

  // Leave, sickness or training over legs the member is on (docs/decisions/055).
  route.post(
    "/api/conflicts/preview-crew-unavailability/:id",
    {
      onRequest: canEdit,
      schema: { params: crewMemberParams, body: crewUnavailabilityPayload, response },
    },
    async (request) => ({
      conflicts: await previewCrewUnavailability({
        db,
        actor: currentUser(request),
        crewMemberId: request.params.id,
        payload: request.body,
      }),
    }),
  );
}
