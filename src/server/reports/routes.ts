import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { reportsAnswer, reportsQuery } from "../../shared/reports.ts";
import { signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { ReadCache } from "../read-cache/read-cache.ts";
import { readReports } from "./read-reports.ts";

/**
 * Reports (docs/decisions/035): any signed-in user may read them, as they may read the schedule they
 * are built from. Served through the read cache: every table they read moves its change counter.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext, readCache: ReadCache) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    "/api/reports",
    { onRequest: signedIn, schema: { querystring: reportsQuery, response: { 200: reportsAnswer } } },
    (request, reply) => {
      const { from, to } = request.query;
      return readCache.serve(request, reply, {
        key: `reports:${from}:${to}`,
        load: async () => JSON.stringify(await readReports({ db: ctx.db, from, to })),
      });
    },
  );
}
