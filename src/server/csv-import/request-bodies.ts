import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CSV_MAX_BYTES } from "../../shared/csv-import.ts";
import { HttpError } from "../errors.ts";

/** An upload address's id, as `createUpload` makes them. */
export const uploadParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Unknown upload address"),
});

/** A CSV file (or a part of one) arrives as it is, whatever its content type, up to 5 MB. */
export function acceptFileBodies(scope: FastifyInstance) {
  scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: CSV_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

export function fileBody(body: unknown): Buffer {
  if (Buffer.isBuffer(body) && body.length > 0) return body;
  throw new HttpError(400, "The request has no file in its body");
}
