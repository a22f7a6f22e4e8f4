import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { crewLabel, crewMemberParams, crewMemberPayload, crewMemberSchema } from "../../shared/crew.ts";
import {
  crewUnavailabilityParams,
  crewUnavailabilityPayload,
  crewUnavailabilitySchema,
} from "../../shared/crew-unavailability.ts";
import { dutySettingsAnswer, dutySettingsPayload } from "../../shared/duty-settings.ts";
import { crewStandingSchema } from "../../shared/duty-standing.ts";
import { unavailabilityQuery } from "../../shared/fleet.ts";
import {
  createdMyCalendarFeedSchema,
  myCalendarFeedAnswer,
  myFlightsQuery,
  myFlightsSchema,
} from "../../shared/my-flights.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import { createMyFeed, readMyFeed, revokeMyFeed } from "../calendar-feeds/feeds.ts";
import type { AppContext } from "../context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { createCrewMember, listCrewMembers, updateCrewMember } from "./crew-members.ts";
import {
  createCrewUnavailability,
  deleteCrewUnavailability,
  listCrewUnavailability,
  listMemberUnavailability,
} from "./crew-unavailability.ts";
import { readDutySettings, updateDutySettings } from "./duty-settings.ts";
import { myCrewMember, readMyFlights } from "./my-flights.ts";
import { readStanding } from "./standing.ts";

/**
 * Crew members (docs/decisions/054), their unavailability, standings and the flight and duty rule set
 * (docs/decisions/055). Every signed-in user reads them (who flies is no secret on an ops desk); every
 * change needs edit rights and is recorded in history.
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

  // The pilot's own view (issue 46 item 7): the member linked to the signed-in user, 404 when none.
  route.get(
    "/api/crew/me",
    { onRequest: signedIn, schema: { response: { 200: crewMemberSchema } } },
    (request) => myCrewMember(db, currentUser(request).id),
  );

  route.get(
    "/api/crew/me/flights",
    { onRequest: signedIn, schema: { querystring: myFlightsQuery, response: { 200: myFlightsSchema } } },
    (request) =>
      readMyFlights({ db, userId: currentUser(request).id, from: request.query.from, to: request.query.to }),
  );

  // The pilot's own calendar feed: any signed-in user linked to a crew member makes and stops their
  // own (read-only pilots too); it lists only that member's flights.
  const feedAnswer = (row: { id: number; name: string; createdAt: Date }) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  });
  route.get(
    "/api/crew/me/calendar-feed",
    { onRequest: signedIn, schema: { response: { 200: myCalendarFeedAnswer } } },
    async (request) => {
      const user = currentUser(request);
      await myCrewMember(db, user.id);
      const row = await readMyFeed(db, user.id);
      return { feed: row ? feedAnswer(row) : null };
    },
  );
  route.post(
    "/api/crew/me/calendar-feed",
    { onRequest: signedIn, schema: { response: { 201: createdMyCalendarFeedSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const member = await myCrewMember(db, user.id);
      const { row, path } = await createMyFeed({
        db,
        actor: user,
        userId: user.id,
        name: `My flights: ${crewLabel(member)}`,
      });
      return reply.code(201).send({ ...feedAnswer(row), path });
    },
  );
  route.delete(
    "/api/crew/me/calendar-feed",
    { onRequest: signedIn, schema: { response: { 200: z.object({ id: z.number() }) } } },
    async (request) => {
      const user = currentUser(request);
      await myCrewMember(db, user.id);
      return revokeMyFeed({ db, actor: user, userId: user.id });
    },
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

  route.get(
    "/api/crew/:id/unavailability",
    {
      onRequest: signedIn,
      schema: { params: crewMemberParams, response: { 200: z.array(crewUnavailabilitySchema) } },
    },
    (request) => listMemberUnavailability(db, request.params.id),
  );

  route.get(
    "/api/crew-unavailability",
    {
      onRequest: signedIn,
      schema: { querystring: unavailabilityQuery, response: { 200: z.array(crewUnavailabilitySchema) } },
    },
    (request, reply) => {
      const { from, to } = request.query;
      return readCache.serve(request, reply, {
        key: `crew-unavailability:${from ?? ""}:${to ?? ""}`,
        load: async () => JSON.stringify(await listCrewUnavailability({ db, from, to })),
      });
    },
  );

  route.post(
    "/api/crew/:id/unavailability",
    {
      onRequest: canEdit,
      schema: {
        params: crewMemberParams,
        body: crewUnavailabilityPayload,
        response: { 201: crewUnavailabilitySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createCrewUnavailability({
          db,
          actor: currentUser(request),
          crewMemberId: request.params.id,
          payload: request.body,
        }),
      ),
  );

  route.delete(
    "/api/crew/:id/unavailability/:periodId",
    {
      onRequest: canEdit,
      schema: { params: crewUnavailabilityParams, response: { 200: crewUnavailabilitySchema } },
    },
    (request) =>
      deleteCrewUnavailability({
        db,
        actor: currentUser(request),
        crewMemberId: request.params.id,
        periodId: request.params.periodId,
      }),
  );

  route.get(
    "/api/crew/:id/standing",
    { onRequest: signedIn, schema: { params: crewMemberParams, response: { 200: crewStandingSchema } } },
    (request) => readStanding(db, request.params.id, ctx.now()),
  );

  route.get(
    "/api/duty-rules",
    { onRequest: signedIn, schema: { response: { 200: dutySettingsAnswer } } },
    () => readDutySettings(db),
  );

  route.put(
    "/api/duty-rules",
    { onRequest: canEdit, schema: { body: dutySettingsPayload, response: { 200: dutySettingsAnswer } } },
    (request) => updateDutySettings({ db, actor: currentUser(request), settings: request.body }),
  );
}
