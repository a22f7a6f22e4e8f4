import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { csvUploadParts, csvUploads } from "../db/schema.ts";
import { HttpError, notFound } from "../errors.ts";

/** How long an upload address takes a file, and how long an upload is kept at all (issue 9). */
const UPLOAD_WINDOW_MS = 15 * 60_000;
const KEEP_MS = 24 * 3_600_000;

/** The address a file is PUT to; `POST /api/csv/process` takes it back as `csvUrl`. */
export const uploadPath = (id: string) => `/api/csv/uploads/${id}`;

/** The upload id in a `csvUrl` (a path, or a full URL of this server), or null. */
export function uploadIdOf(csvUrl: string): string | null {
  let path: string;
  try {
    path = new URL(csvUrl, "http://server").pathname;
  } catch {
    return null;
  }
  return /^\/api\/csv\/uploads\/([A-Za-z0-9_-]{20,64})$/.exec(path)?.[1] ?? null;
}

export const etagOf = (content: Buffer) => `"${createHash("md5").update(content).digest("hex")}"`;

/** A new single-use upload for `userId`, valid 15 minutes; uploads older than a day go at the same time. */
export async function createUpload(db: Db, options: { userId: number; now: Date; filename?: string }) {
  const { userId, now, filename } = options;
  await db.delete(csvUploads).where(lt(csvUploads.createdAt, new Date(now.getTime() - KEEP_MS)));
  const id = randomBytes(24).toString("base64url");
  await db.insert(csvUploads).values({
    id,
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UPLOAD_WINDOW_MS),
    filename: filename ?? null,
  });
  return id;
}

/** The upload `id` of `userId` that still takes a file; another user's is as good as missing. */
export async function openUpload(db: Db, options: { id: string; userId: number; now: Date }) {
  const [upload] = await db
    .select()
    .from(csvUploads)
    .where(and(eq(csvUploads.id, options.id), eq(csvUploads.userId, options.userId)));
  if (!upload) throw notFound("Upload address not found; ask for a new one");
  if (upload.uploadedAt) throw new HttpError(409, "This upload address has been used; ask for a new one");
  if (upload.expiresAt < options.now)
    throw new HttpError(410, "This upload address has expired; ask for a new one");
  return upload;
}

export async function storeUpload(
  db: Db,
  options: { id: string; userId: number; now: Date; content: Buffer },
) {
  await openUpload(db, options);
  await db
    .update(csvUploads)
    .set({ content: options.content, uploadedAt: options.now })
    .where(eq(csvUploads.id, options.id));
}

/** The file uploaded to `id` by `userId`, ready to import. */
export async function uploadedFile(db: Db, options: { id: string; userId: number }): Promise<Buffer> {
  const [upload] = await db
    .select()
    .from(csvUploads)
    .where(and(eq(csvUploads.id, options.id), eq(csvUploads.userId, options.userId)));
  if (!upload) throw notFound("Upload not found; upload the file again");
  if (!upload.content) throw new HttpError(409, "Nothing has been uploaded to this address yet");
  return upload.content;
}

export async function markProcessed(db: Db, id: string, now: Date) {
  await db.update(csvUploads).set({ processedAt: now }).where(eq(csvUploads.id, id));
}

export async function storePart(
  db: Db,
  options: { id: string; userId: number; now: Date; partNumber: number; content: Buffer },
) {
  await openUpload(db, options);
  const etag = etagOf(options.content);
  await db
    .insert(csvUploadParts)
    .values({ uploadId: options.id, partNumber: options.partNumber, content: options.content, etag })
    .onConflictDoUpdate({
      target: [csvUploadParts.uploadId, csvUploadParts.partNumber],
      set: { content: options.content, etag },
    });
  return etag;
}

export async function listParts(db: Db, options: { id: string; userId: number; now: Date }) {
  await openUpload(db, options);
  return db
    .select({
      PartNumber: csvUploadParts.partNumber,
      ETag: csvUploadParts.etag,
      content: csvUploadParts.content,
    })
    .from(csvUploadParts)
    .where(eq(csvUploadParts.uploadId, options.id))
    .orderBy(asc(csvUploadParts.partNumber));
}

/** Aborts `userId`'s upload; another user's, or one already gone, answers 404 as the other calls do. */
export async function deleteUpload(db: Db, options: { id: string; userId: number }) {
  const deleted = await db
    .delete(csvUploads)
    .where(and(eq(csvUploads.id, options.id), eq(csvUploads.userId, options.userId)))
    .returning({ id: csvUploads.id });
  if (deleted.length === 0) throw notFound("Upload not found; upload the file again");
}
