import { existsSync, readFileSync } from "node:fs";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { registerAuthRoutes } from "./auth/routes.ts";
import { registerBookingRoutes } from "./bookings/routes.ts";
import type { AppContext } from "./context.ts";
import { errorHandler, HttpError } from "./errors.ts";
import { registerEventRoutes } from "./live-refresh/routes.ts";
import { registerReferenceDataRoutes } from "./reference-data/routes.ts";

/** Where `npm run build` puts the web app. */
export const webDistDir = new URL("../../dist/web/", import.meta.url);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Builds the whole app without listening, so tests drive the real thing through `app.inject`.
 * Every capability's routes are registered here, in one list.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: ctx.config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client's address (for the sign-in limit) is in X-Forwarded-For.
    trustProxy: true,
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

  // A state-changing request that names an origin must come from this server's own pages.
  app.addHook("onRequest", async (request) => {
    const origin = request.headers.origin;
    if (SAFE_METHODS.has(request.method) || !origin) return;
    if (!isSameHost(origin, request.host))
      throw new HttpError(403, "Requests from other sites are not allowed");
  });

  app.get("/api/health", async () => ({ status: "ok", database: ctx.database.kind }));
  registerAuthRoutes(app, ctx);
  registerBookingRoutes(app, ctx);
  registerReferenceDataRoutes(app, ctx);
  registerEventRoutes(app, ctx);

  await registerWebApp(app);
  return app;
}

/** Compares an Origin header with the Host header, reading both as URLs so default ports match. */
function isSameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
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
