import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { csvImportResult, processCsvPayload, uploadUrlAnswer } from "../../shared/csv-import.ts";
import { canEdit, currentUser } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { checkpointAfterBulkWork } from "../db/checkpoint.ts";
import { HttpError } from "../errors.ts";
import { registerMultipartRoutes } from "./multipart-routes.ts";
import { processUpload } from "./process-upload.ts";
import { acceptFileBodies, fileBody, uploadParams } from "./request-bodies.ts";
import { createUpload, etagOf, storeUpload, uploadIdOf, uploadPath } from "./uploads.ts";

/**
 * Product §7 CSV import: an upload address (`POST /api/csv/upload-url`), the file PUT to it, and
 * `POST /api/csv/process`; the multipart protocol Uppy speaks lives beside them (multipart-routes.ts,
 * docs/decisions/014). Everything needs a user who can edit; files are kept in the database so any
 * instance can take any step.
 */
export function registerCsvImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const user = (request: FastifyRequest) => currentUser(request).id;

  app.register(async (scope) => {
    const route = scope.withTypeProvider<ZodTypeProvider>();
    acceptFileBodies(scope);

    route.post(
      "/api/csv/upload-url",
      { onRequest: canEdit, schema: { response: { 200: uploadUrlAnswer } } },
      async (request) => ({
        uploadURL: uploadPath(await createUpload(db, { userId: user(request), now: ctx.now() })),
      }),
    );

    route.put(
      "/api/csv/uploads/:id",
      { onRequest: canEdit, schema: { params: uploadParams } },
      async (request, reply) => {
        const content = fileBody(request.body);
        await storeUpload(db, { id: request.params.id, userId: user(request), now: ctx.now(), content });
        return reply.header("etag", etagOf(content)).send({ success: true });
      },
    );

    route.post(
      "/api/csv/process",
      {
        onRequest: canEdit,
        schema: { body: processCsvPayload, response: { 200: csvImportResult, 422: csvImportResult } },
      },
      async (request, reply) => {
        const id = uploadIdOf(request.body.csvUrl);
        if (!id) throw new HttpError(400, "csvUrl is not an upload address of this server");
        const result = await processUpload({
          db,
          actor: currentUser(request),
          userId: user(request),
          id,
          now: ctx.now(),
          dryRun: request.body.dryRun,
          importDuplicateRows: request.body.importDuplicateRows,
        });
        // An import, or its check, writes as much WAL as it has rows (docs/decisions/050).
        await checkpointAfterBulkWork(ctx.database).catch((error) =>
          request.log.warn({ err: error }, "checkpoint after an import failed"),
        );
        return result.success ? result : reply.code(422).send(result);
      },
    );

    registerMultipartRoutes(scope, ctx);
  });
}
