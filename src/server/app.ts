import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerApiDocs, registerApiDocsRoutes } from "./api-docs/routes.ts";
import { registerAssistantRoutes } from "./assistant/routes.ts";
import { registerAuthRoutes } from "./auth/routes.ts";
import { createSessionCheck } from "./auth/session-check.ts";
import { registerPreviewRoutes } from "./bookings/preview-routes.ts";
import { registerBookingRoutes } from "./bookings/routes.ts";
import { registerCalendarFeedRoutes } from "./calendar-feeds/routes.ts";
import { keptChangeFlags } from "./change-flags/kept-flags.ts";
import { registerChangeFlagRoutes } from "./change-flags/routes.ts";
import type { Config } from "./config.ts";
import { guardConnections } from "./connection-guard.ts";
import type { AppContext } from "./context.ts";
import { registerCrewRoutes } from "./crew/routes.ts";
import { registerCsvImportRoutes } from "./csv-import/routes.ts";
import { registerDateOrderRoutes } from "./date-order/routes.ts";
import { changeCountersReader } from "./db/change-counters.ts";
import { decorateApp } from "./decorations.ts";
import { errorHandler, HttpError } from "./errors.ts";
import { registerFleetRoutes } from "./fleet/routes.ts";
import { registerHistoryRoutes } from "./history/routes.ts";
import { registerEventRoutes } from "./live-refresh/routes.ts";
import { registerMaintenanceRoutes } from "./maintenance/routes.ts";
import { registerCompression } from "./read-cache/compression.ts";
import { createReadCache } from "./read-cache/read-cache.ts";
import { registerReadinessRoute } from "./readiness.ts";
import { registerReferenceDataRoutes } from "./reference-data/routes.ts";
import { registerReportRoutes } from "./reports/routes.ts";
import { serverLimits } from "./server-limits.ts";
import { registerUserRoutes } from "./users/routes.ts";

/** Where `npm run build` puts the web app. */
export const webDistDir = new URL("../../dist/web/", import.meta.url);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * Builds the whole app without listening, so tests drive the real thing through `app.inject`.
 * Every capability's routes are registered here, in one list.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const limits = serverLimits(ctx);
  const app = Fastify({
    logger: { level: ctx.config.LOG_LEVEL },
    // Requests are logged at debug (below), so the info log holds what an operator needs.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    bodyLimit: 1024 * 1024,
    // Node checks the header and request timeouts this often (30 s by default, far longer than them).
    http: { connectionsCheckingInterval: 1_000 },
    // Behind a load balancer the client's address (for the sign-in limit) is in X-Forwarded-For, but
    // only the proxy named in TRUST_PROXY is believed: anyone can write that header.
    trustProxy: trustedProxy(ctx.config.TRUST_PROXY),
  });
  app.server.maxConnections = limits.maxConnections;
  // Headers must arrive sooner still; Node enforces neither timeout when this exceeds the request's.
  app.server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  // Behind a proxy every connection comes from it, so the per-address cap is the proxy's (README).
  guardConnections(app.server, {
    maxConnections: limits.maxConnections,
    reserve: limits.connectionReserve,
    maxPerAddress: ctx.config.TRUST_PROXY === undefined ? limits.maxConnectionsPerAddress : undefined,
  });
  // Node's own requestTimeout is not enough on its own: seen here, one keep-alive connection that had
  // been answered stopped it from cutting off any slow body. So each request whose body has not
  // fully arrived when the timeout passes is cut off here too.
  app.server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const timer = setTimeout(() => {
      if (!request.complete) request.socket.destroy();
    }, limits.requestTimeoutMs);
    timer.unref();
    response.once("close", () => clearTimeout(timer));
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        url: redactFeedToken(request.url),
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      "request",
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Only JSON bodies: a cross-site form cannot send one without a CORS preflight.
  app.removeContentTypeParser("text/plain");
  // An empty JSON body is no body: clients that always send the JSON content type (product §7's
  // `POST /api/csv/upload-url`, a DELETE from a generic client) are not refused for it.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") return done(null, undefined);
    parseJson(request, text, done);
  });
  await app.register(fastifyCookie);
  registerCompression(app);

  // Security headers on every answer (pages, assets, API). No inline script anywhere, so the policy
  // allows only our own scripts; inline styles stay allowed for the <style> Radix's lists render.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("content-security-policy", CONTENT_SECURITY_POLICY);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    if (ctx.config.COOKIE_SECURE) reply.header("strict-transport-security", "max-age=31536000");
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });

  // A state-changing request that names an origin must come from this server's own pages: exactly
  // PUBLIC_ORIGIN when set, else the Host it was sent to (docs/decisions/025).
  app.addHook("onRequest", async (request) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || !origin) return;
    const allowed = ctx.config.PUBLIC_ORIGIN
      ? origin === ctx.config.PUBLIC_ORIGIN
      : isSameHost(origin, request.host, knownScheme(request, ctx.config));
    if (!allowed) throw new HttpError(403, "Requests from other sites are not allowed");
  });

  await registerApiDocs(app);
  // Liveness: never touches the database. Readiness (the database answers) is /api/health/ready.
  app.get("/api/health", async () => ({ status: "ok", database: ctx.database.kind }));
  registerReadinessRoute(app, ctx);
  // Sessions and cached reads are trusted while the database's change counters stand still.
  const { counters, close: stopCounters } = changeCountersReader(ctx.database);
  app.addHook("onClose", stopCounters);
  const sessionCheck = createSessionCheck({ db: ctx.db, now: ctx.now, counters });
  const readCache = createReadCache({ counters, maxBytes: ctx.config.READ_CACHE_MB * 1024 * 1024 });
  decorateApp(app, { sessionCheck, readCache });
  registerAuthRoutes(app, ctx);
  // A user's flags are kept for their own call and for a month read that carries them (decision 031).
  const keptFlags = keptChangeFlags(ctx.db, counters);
  registerBookingRoutes(app, ctx, readCache, keptFlags);
  registerReferenceDataRoutes(app, ctx, readCache);
  registerHistoryRoutes(app, ctx);
  registerChangeFlagRoutes(app, ctx, readCache, keptFlags);
  registerUserRoutes(app, ctx);
  registerFleetRoutes(app, ctx, readCache);
  registerMaintenanceRoutes(app, ctx, readCache);
  registerCrewRoutes(app, ctx, readCache);
  registerPreviewRoutes(app, ctx);
  const hub = registerEventRoutes(app, ctx, counters);
  registerDateOrderRoutes(app, ctx, hub);
  registerCalendarFeedRoutes(app, ctx, readCache);
  registerReportRoutes(app, ctx, readCache);
  registerCsvImportRoutes(app, ctx);
  registerAssistantRoutes(app, ctx);
  registerApiDocsRoutes(app);

  await registerWebApp(app);
  return app;
}

/** A calendar feed's address is its password (docs/decisions/030): logs show `/calendar/…` without it. */
export const redactFeedToken = (url: string) => url.replace(/^\/calendar\/[^?#]*/, "/calendar/[token]");

/** A hop count trusts that many proxies in front (as Fastify does for a number); addresses, those. */
function trustedProxy(setting: Config["TRUST_PROXY"]) {
  if (setting === undefined) return false;
  if (typeof setting === "number") return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * The scheme the user's browser used, where it can be known: only X-Forwarded-Proto from the proxy
 * TRUST_PROXY names says it. The server itself speaks plain HTTP, so without that a TLS proxy's
 * requests would look like http and be refused.
 */
function knownScheme(request: FastifyRequest, config: Config): string | undefined {
  if (config.TRUST_PROXY === undefined || !request.headers["x-forwarded-proto"]) return undefined;
  return `${request.protocol}:`;
}

/**
 * Compares an Origin header with the Host header, reading both as URLs so default ports match; and
 * the scheme too when it is known.
 */
function isSameHost(origin: string, host: string, scheme: string | undefined): boolean {
  try {
    const from = new URL(origin);
    if (scheme && from.protocol !== scheme) return false;
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Serves the built single-page app; any path that is not a file gets index.html (it shows its own 404). */
async function registerWebApp(app: FastifyInstance) {
  const indexFile = new URL("index.html", webDistDir);
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir.pathname,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet.
      preCompressed: true,
      // Files under assets/ have a content hash in their name: they never change, so browsers keep them.
      setHeaders: (reply, path) => {
        if (path.includes("/assets/")) reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || !SAFE_METHODS.has(request.method)) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split("?")[0]}` });
    }
    const html = built
      ? readFileSync(indexFile, "utf8")
      : "<!doctype html><title>Flight Scheduling</title><p>The Flight Scheduling server is running. Build the web app with <code>npm run build</code>.</p>";
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  });
}
