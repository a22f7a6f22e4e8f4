import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";

/** Smaller answers go as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/** The encoding to answer with: Brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): "br" | "gzip" | undefined {
  if (size < MIN_COMPRESSED_BYTES || !acceptEncoding) return undefined;
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return undefined;
}

/** Whether an If-None-Match header names `etag` (or `*`); weak and strong forms compare equal. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => bare(tag) === "*" || bare(tag) === bare(etag));
}

/**
 * Every JSON answer of the API over 1 KB goes compressed, and every successful read carries an ETag
 * (a hash of its body) with 304 for a client that already has it. The read cache's answers arrive
 * here tagged (and compressed when the client takes it) already, and pass through.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.hasHeader("etag") || !request.url.startsWith("/api/")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;

    if (request.method === "GET" && reply.statusCode === 200) {
      const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
      reply.header("etag", etag);
      if (ifNoneMatch(request.headers["if-none-match"], etag)) {
        reply.code(304);
        return "";
      }
    }
    const encoding = pickEncoding(request.headers["accept-encoding"], body.length);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding).header("vary", "accept-encoding");
    reply.removeHeader("content-length");
    return encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body);
  });
}
