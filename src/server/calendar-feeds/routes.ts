import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  calendarFeedParams,
  calendarFeedPayload,
  calendarFeedSchema,
  canonicalTimeZone,
  createdCalendarFeedSchema,
  operatorTimeZoneAnswer,
  operatorTimeZoneSchema,
} from "../../shared/calendar-feeds.ts";
import { isoDateInZone } from "../../shared/dates.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { HttpError } from "../errors.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { createFeed, feedByToken, listFeeds, revokeFeed } from "./feeds.ts";
import { readOperatorTimeZoneAnswer, serverTimeZone, updateOperatorTimeZone } from "./operator-time-zone.ts";
import { readFeedDays } from "./read-feed-days.ts";
import { localToInstant } from "./time-zones.ts";
import { writeCalendar } from "./write-calendar.ts";

const DAY = 86_400_000;
/** The feed's window (docs/decisions/030): 30 days back to 400 ahead of the operator's today. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 400;
const TOKEN = /^[A-Za-z0-9_-]{43}\.ics$/;

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Calendar feeds (docs/decisions/030): made, listed and revoked by editors; the feed itself is read
 * with its token alone, no session, and answered from the read cache with an ETag.
 */
export function registerCalendarFeedRoutes(app: FastifyInstance, ctx: AppContext, readCache: ReadCache) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  route.get(
    "/api/operator-time-zone",
    { onRequest: signedIn, schema: { response: { 200: operatorTimeZoneAnswer } } },
    () => readOperatorTimeZoneAnswer(db),
  );
  route.put(
    "/api/operator-time-zone",
    {
      onRequest: canEdit,
      schema: { body: operatorTimeZoneSchema, response: { 200: operatorTimeZoneSchema } },
    },
    (request) => updateOperatorTimeZone({ db, actor: currentUser(request), settings: request.body }),
  );

  // Listing is for editors too: a read-only user can neither make nor revoke a feed.
  route.get(
    "/api/calendar-feeds",
    { onRequest: canEdit, schema: { response: { 200: z.array(calendarFeedSchema) } } },
    () => listFeeds(db),
  );
  route.post(
    "/api/calendar-feeds",
    {
      onRequest: canEdit,
      schema: { body: calendarFeedPayload, response: { 201: createdCalendarFeedSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return createFeed({ db, actor: currentUser(request), payload: request.body });
    },
  );
  route.delete(
    "/api/calendar-feeds/:id",
    {
      onRequest: canEdit,
      schema: { params: calendarFeedParams, response: { 200: z.object({ id: z.number() }) } },
    },
    (request) => revokeFeed({ db, actor: currentUser(request), id: request.params.id }),
  );

  route.get(
    "/calendar/:file",
    {
      schema: {
        description:
          "A calendar feed (text/calendar, RFC 5545): `<token>.ics` as shown once when the feed was made. No session; 404 once revoked; ETag and If-None-Match.",
        security: [],
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const feed = TOKEN.test(file) ? await feedByToken(db, file.slice(0, -4)) : undefined;
      if (!feed) throw new HttpError(404, "No such calendar feed");
      // As Intl spells it, also a zone saved as typed before decision 046 (`europe/london`).
      const zone = feed.timeZone ? canonicalTimeZone(feed.timeZone) : serverTimeZone();
      const today = isoDateInZone(ctx.now(), zone);
      const midnight = Date.parse(`${today}T00:00:00Z`);
      const from = isoDate(midnight - DAYS_BACK * DAY);
      const to = isoDate(midnight + DAYS_AHEAD * DAY);
      // Calendar apps may keep it but must ask again (with If-None-Match) before using it.
      reply.header("cache-control", "private, no-cache");
      // Keyed by the feed and what it holds, never by the request's Host: one build serves every poll
      // after a change, however the address is spelt (docs/decisions/044).
      return readCache.serve(request, reply, {
        key: `calendar:${feed.id}:${zone}:${today}`,
        type: "text/calendar; charset=utf-8",
        load: async () =>
          writeCalendar({
            name: feed.name,
            zone,
            days: await readFeedDays({ db, feed, from, to }),
            from: localToInstant(zone, Date.parse(`${from}T00:00:00Z`)) - DAY,
            to: localToInstant(zone, Date.parse(`${to}T00:00:00Z`)) + 2 * DAY,
            origin: ctx.config.PUBLIC_ORIGIN,
          }),
      });
    },
  );
}
