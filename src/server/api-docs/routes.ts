import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { documentOperation } from "./operation-docs.ts";
import { type OpenApiDocument, renderApiDocsPage } from "./page.ts";

/**
 * The API reference, generated from the same zod schemas the routes validate with, so it cannot drift
 * from what the server accepts. Must be registered before the routes it describes.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Flight Scheduling API",
        description:
          "Every call the web app makes. Sign in with POST /api/auth/login; the answer's sid cookie carries the session. " +
          "Writes need a user who can edit, send JSON, and (from a browser) an Origin matching the Host. " +
          "A booking write may send the booking's version it saw (If-Match or version); a stale one is refused with 409.",
        version: "1",
      },
      // Relative: the API is served where the document is, whatever the address.
      servers: [{ url: "/", description: "This server" }],
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } },
      },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0] ?? "GET";
      return { schema: documentOperation(method, url, schema), url };
    },
  });
}

/** `GET /api/docs/openapi.json` (the OpenAPI 3 document) and `GET /api/docs` (the same, readable). */
export function registerApiDocsRoutes(app: FastifyInstance) {
  const hidden = { schema: { hide: true } };
  app.get("/api/docs/openapi.json", hidden, async () => app.swagger());
  app.get("/api/docs", hidden, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(renderApiDocsPage(app.swagger() as OpenApiDocument)),
  );
}
