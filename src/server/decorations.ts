import type { FastifyInstance } from "fastify";
import type { SessionCheck } from "./auth/session-check.ts";
import type { ReadCache } from "./read-cache/read-cache.ts";

/**
 * The two things the app carries on its Fastify instance, typed here and nowhere else, and set only by
 * `decorateApp` (called once, from app.ts). The route guards (auth/guard.ts) are plain `onRequest`
 * functions shared by every route file, and each app has its own session check (tests run two apps on
 * one database), so they reach it through `request.server`, the app that took the request, rather
 * than through a parameter every route file would thread to every guard (docs/decisions/029).
 * `readCacheStats` is for the tests and benchmarks that count what was served from memory.
 */
declare module "fastify" {
  interface FastifyInstance {
    sessionCheck: SessionCheck;
    readCacheStats: ReadCache["stats"];
  }
}

export function decorateApp(
  app: FastifyInstance,
  parts: { sessionCheck: SessionCheck; readCache: ReadCache },
): void {
  app.decorate("sessionCheck", parts.sessionCheck);
  app.decorate("readCacheStats", parts.readCache.stats);
}
