import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bookingParams } from "../../shared/bookings.ts";
import { historyEntrySchema, historyPageSchema, historyQuery } from "../../shared/history.ts";
import { signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { readBookingHistory, readHistoryPage } from "./read-history.ts";

/**
 * History (docs/decisions/016): every signed-in user may read who changed what. Restoring a deleted
 * booking is a booking write, for editors: bookings/routes.ts.
 */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  route.get(
    "/api/bookings/:id/history",
    {
      onRequest: signedIn,
      schema: { params: bookingParams, response: { 200: z.array(historyEntrySchema) } },
    },
    (request) => readBookingHistory({ db, id: request.params.id }),
  );

  route.get(
    "/api/history",
    { onRequest: signedIn, schema: { querystring: historyQuery, response: { 200: historyPageSchema } } },
    (request) => readHistoryPage({ db, query: request.query }),
  );
}
