import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { canEdit, currentUser } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { HttpError } from "../errors.ts";
import { fileBody, uploadParams } from "./request-bodies.ts";
import { completeUpload, createUpload, deleteUpload, listParts, storePart, uploadPath } from "./uploads.ts";

const partParams = uploadParams.extend({
  partNumber: z.coerce
    .number()
    .int()
    .min(1, "partNumber must be 1 to 10000")
    .max(10_000, "partNumber must be 1 to 10000"),
});
const multipartParams = z.object({ uploadId: uploadParams.shape.id });
const multipartPartParams = multipartParams.extend({ partNumber: partParams.shape.partNumber });
const multipartPayload = z
  .object({ filename: z.string().max(500).optional(), type: z.string().max(200).optional() })
  .loose()
  .optional();
const paramsQuery = z
  .object({ filename: z.string().max(500).optional(), type: z.string().max(200).optional() })
  .loose();
const completePayload = z.object({
  parts: z
    .array(z.object({ PartNumber: z.number().int().min(1).max(10_000), ETag: z.string().max(200) }))
    .min(1, "parts must list at least one part")
    .max(10_000),
});

/**
 * Uppy's AWS S3 plugin speaking to a Companion endpoint (product §7, docs/decisions/014), under
 * `/api/csv/s3`, in the scope `registerCsvImportRoutes` opens (its body parser, its edit right). All
 * parts of one upload together hold at most 5 MB (docs/decisions/026).
 */
export function registerMultipartRoutes(scope: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const user = (request: FastifyRequest) => currentUser(request).id;
  const route = scope.withTypeProvider<ZodTypeProvider>();

  route.post(
    "/api/csv/s3/multipart",
    { onRequest: canEdit, schema: { body: multipartPayload } },
    async (request) => {
      const id = await createUpload(db, {
        userId: user(request),
        now: ctx.now(),
        filename: request.body?.filename,
      });
      return { uploadId: id, key: id };
    },
  );
  route.get(
    "/api/csv/s3/multipart/:uploadId/:partNumber",
    { onRequest: canEdit, schema: { params: multipartPartParams } },
    async (request) => ({
      url: absolute(request, `/api/csv/s3/parts/${request.params.uploadId}/${request.params.partNumber}`),
    }),
  );
  route.put(
    "/api/csv/s3/parts/:id/:partNumber",
    { onRequest: canEdit, schema: { params: partParams } },
    async (request, reply) => {
      const { id, partNumber } = request.params;
      const etag = await storePart(db, {
        id,
        partNumber,
        userId: user(request),
        now: ctx.now(),
        content: fileBody(request.body),
      });
      return reply.header("etag", etag).send({ success: true });
    },
  );
  route.get(
    "/api/csv/s3/multipart/:uploadId",
    { onRequest: canEdit, schema: { params: multipartParams } },
    async (request) => listParts(db, { id: request.params.uploadId, userId: user(request), now: ctx.now() }),
  );
  route.post(
    "/api/csv/s3/multipart/:uploadId/complete",
    { onRequest: canEdit, schema: { params: multipartParams, body: completePayload } },
    async (request) => {
      const id = request.params.uploadId;
      const parts = [...request.body.parts].sort((a, b) => a.PartNumber - b.PartNumber);
      await completeUpload(db, { id, userId: user(request), now: ctx.now(), parts });
      return { location: uploadPath(id), key: id };
    },
  );
  // Another user's upload answers 404, as every other call on it does.
  route.delete(
    "/api/csv/s3/multipart/:uploadId",
    { onRequest: canEdit, schema: { params: multipartParams } },
    async (request) => {
      await deleteUpload(db, { id: request.params.uploadId, userId: user(request) });
      return {};
    },
  );
  // A single-request upload: the address to PUT the file to (this server signs nothing for S3).
  route.get(
    "/api/csv/s3/params",
    { onRequest: canEdit, schema: { querystring: paramsQuery } },
    async (request) => {
      const { filename, type } = request.query;
      const id = await createUpload(db, { userId: user(request), now: ctx.now(), filename });
      return {
        method: "PUT",
        url: absolute(request, uploadPath(id)),
        fields: {},
        headers: { "content-type": type ?? "text/csv" },
      };
    },
  );
  route.get("/api/csv/s3/sts", { onRequest: canEdit }, async () => {
    throw new HttpError(404, "Files go through this server, so no temporary S3 credentials are offered");
  });
}

/** A URL of this server as the client reached it (Uppy's uploader needs absolute part addresses). */
function absolute(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.host}${path}`;
}
