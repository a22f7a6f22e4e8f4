import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CSV_MAX_BYTES,
  csvImportResult,
  processCsvPayload,
  uploadUrlAnswer,
} from "../../shared/csv-import.ts";
import { canEdit, currentUser } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { HttpError } from "../errors.ts";
import { importRows } from "./import-rows.ts";
import { CsvFileError, parseCsv } from "./parse-csv.ts";
import {
  createUpload,
  deleteUpload,
  etagOf,
  listParts,
  markProcessed,
  storePart,
  storeUpload,
  uploadedFile,
  uploadIdOf,
  uploadPath,
} from "./uploads.ts";

const uploadParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Unknown upload address") });
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
 * Product §7 CSV import: an upload address (`POST /api/csv/upload-url`), the file PUT to it, and
 * `POST /api/csv/process`; plus the multipart protocol Uppy's AWS S3 plugin speaks to a Companion
 * endpoint, under `/api/csv/s3` (docs/decisions/014). Everything needs a user who can edit; files
 * are kept in the database so any instance can take any step.
 */
export function registerCsvImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const user = (request: FastifyRequest) => currentUser(request).id;

  app.register(async (scope) => {
    const route = scope.withTypeProvider<ZodTypeProvider>();
    // A CSV file (or a part of one) arrives as it is, whatever its content type, up to 5 MB.
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: CSV_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );

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
        const file = await uploadedFile(db, { id, userId: user(request) });
        let rows: ReturnType<typeof parseCsv>;
        try {
          rows = parseCsv(file);
        } catch (error) {
          if (!(error instanceof CsvFileError)) throw error;
          const stats = {
            totalRows: 0,
            createdBookings: 0,
            createdCustomers: 0,
            createdLocations: 0,
            skippedDuplicates: 0,
          };
          return reply.code(422).send({
            success: false,
            message: error.message,
            stats,
            errors: [error.message],
            error: error.message,
          });
        }
        const result = await importRows({
          db,
          actor: currentUser(request),
          rows,
          dryRun: request.body.dryRun,
        });
        if (!result.success) return reply.code(422).send(result);
        if (!result.dryRun) await markProcessed(db, id, ctx.now());
        return result;
      },
    );

    // Uppy's AWS S3 plugin, Companion protocol (product §7).
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
      async (request) => {
        const parts = await listParts(db, {
          id: request.params.uploadId,
          userId: user(request),
          now: ctx.now(),
        });
        return parts.map(({ PartNumber, ETag, content }) => ({ PartNumber, ETag, Size: content.length }));
      },
    );
    route.post(
      "/api/csv/s3/multipart/:uploadId/complete",
      { onRequest: canEdit, schema: { params: multipartParams, body: completePayload } },
      async (request) => {
        const id = request.params.uploadId;
        const stored = new Map(
          (await listParts(db, { id, userId: user(request), now: ctx.now() })).map((part) => [
            part.PartNumber,
            part,
          ]),
        );
        const chosen = [...request.body.parts].sort((a, b) => a.PartNumber - b.PartNumber);
        const content = Buffer.concat(
          chosen.map(({ PartNumber, ETag }) => {
            const part = stored.get(PartNumber);
            if (!part || part.ETag.replaceAll('"', "") !== ETag.replaceAll('"', "")) {
              throw new HttpError(400, `Part ${PartNumber} was not uploaded with ETag ${ETag}`);
            }
            return part.content;
          }),
        );
        if (content.length > CSV_MAX_BYTES) throw new HttpError(413, "The file is larger than 5 MB");
        await storeUpload(db, { id, userId: user(request), now: ctx.now(), content });
        return { location: uploadPath(id), key: id };
      },
    );
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
  });
}

function fileBody(body: unknown): Buffer {
  if (Buffer.isBuffer(body) && body.length > 0) return body;
  throw new HttpError(400, "The request has no file in its body");
}

/** A URL of this server as the client reached it (Uppy's uploader needs absolute part addresses). */
function absolute(request: FastifyRequest, path: string): string {
  return `${request.protocol}://${request.host}${path}`;
}
