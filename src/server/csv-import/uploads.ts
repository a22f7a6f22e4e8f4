import { createHash, randomBytes } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, asc, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { CSV_MAX_BYTES } from "../../shared/csv-import.ts";
import type { Db, Tx } from "../db/connection.ts";
import { csvUploadParts, csvUploads } from "../db/schema.ts";
import { HttpError, notFound } from "../errors.ts";

/** How long an upload address takes a file (docs/decisions/014). */
const UPLOAD_WINDOW_MS = 15 * 60_000;
/** How long an upload is kept at all, processed or not (docs/decisions/026). */
export const KEEP_MS = 60 * 60_000;
/** Uploads one user may have waiting (not yet imported) within KEEP_MS (docs/decisions/026). */
export const PENDING_UPLOADS_PER_USER = 10;
/** Bytes per stored row: each is one statement, so a file never holds the database for long. */
const CHUNK_BYTES = 256 * 1024;
/** A single PUT is stored as this part. */
const WHOLE_FILE = 1;

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

/**
 * A new single-use upload for `userId`, valid 15 minutes. Uploads older than an hour go first; a user
 * with PENDING_UPLOADS_PER_USER uploads not yet imported is refused (429) until one is imported or expires.
 */
export async function createUpload(db: Db, options: { userId: number; now: Date; filename?: string }) {
  const { userId, now, filename } = options;
  const oldest = new Date(now.getTime() - KEEP_MS);
  await db.delete(csvUploads).where(lt(csvUploads.createdAt, oldest));
  const [{ pending } = { pending: 0 }] = await db
    .select({ pending: count() })
    .from(csvUploads)
    .where(
      and(eq(csvUploads.userId, userId), isNull(csvUploads.processedAt), gt(csvUploads.createdAt, oldest)),
    );
  if (pending >= PENDING_UPLOADS_PER_USER) {
    throw new HttpError(
      429,
      `You have ${PENDING_UPLOADS_PER_USER} uploaded files not yet imported; import one, or try again within an hour when they expire`,
    );
  }
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

/**
 * Stores `content` as part `partNumber` of upload `id`, a chunk per statement with a turn of the event
 * loop between, replacing an earlier copy of the part. A part that takes the upload past 5 MB in all
 * is removed again and refused (413), also when parts race each other.
 */
async function writePart(db: Db, id: string, partNumber: number, content: Buffer): Promise<string> {
  const etag = etagOf(content);
  const ofPart = and(eq(csvUploadParts.uploadId, id), eq(csvUploadParts.partNumber, partNumber));
  await db.delete(csvUploadParts).where(ofPart);
  for (let chunk = 0; chunk * CHUNK_BYTES < content.length; chunk++) {
    const bytes = content.subarray(chunk * CHUNK_BYTES, (chunk + 1) * CHUNK_BYTES);
    await db.insert(csvUploadParts).values({ uploadId: id, partNumber, chunk, content: bytes, etag });
    await nextTurn();
  }
  if ((await storedBytes(db, id)) > CSV_MAX_BYTES) {
    await db.delete(csvUploadParts).where(ofPart);
    throw new HttpError(413, "The file is larger than 5 MB");
  }
  return etag;
}

async function storedBytes(db: Db | Tx, id: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(octet_length(${csvUploadParts.content})), 0)` })
    .from(csvUploadParts)
    .where(eq(csvUploadParts.uploadId, id));
  return Number(row?.bytes ?? 0);
}

/** The file of a single PUT; the address is used once the whole file is stored. */
export async function storeUpload(
  db: Db,
  options: { id: string; userId: number; now: Date; content: Buffer },
) {
  await openUpload(db, options);
  const etag = await writePart(db, options.id, WHOLE_FILE, options.content);
  await db.update(csvUploads).set({ uploadedAt: options.now }).where(eq(csvUploads.id, options.id));
  return etag;
}

export async function storePart(
  db: Db,
  options: { id: string; userId: number; now: Date; partNumber: number; content: Buffer },
) {
  await openUpload(db, options);
  return writePart(db, options.id, options.partNumber, options.content);
}

/** The parts stored so far, each with its ETag and size. */
export async function listParts(db: Db, options: { id: string; userId: number; now: Date }) {
  await openUpload(db, options);
  return db
    .select({
      PartNumber: csvUploadParts.partNumber,
      ETag: sql<string>`min(${csvUploadParts.etag})`,
      Size: sql<number>`sum(octet_length(${csvUploadParts.content}))::int`,
    })
    .from(csvUploadParts)
    .where(eq(csvUploadParts.uploadId, options.id))
    .groupBy(csvUploadParts.partNumber)
    .orderBy(asc(csvUploadParts.partNumber));
}

/**
 * Completes a multipart upload with the parts the client names: each must be stored with that ETag;
 * parts not named are dropped, and the file is the named parts in order.
 */
export async function completeUpload(
  db: Db,
  options: { id: string; userId: number; now: Date; parts: { PartNumber: number; ETag: string }[] },
) {
  const { id } = options;
  const stored = new Map((await listParts(db, options)).map((part) => [part.PartNumber, part]));
  const bare = (etag: string) => etag.replaceAll('"', "");
  for (const { PartNumber, ETag } of options.parts) {
    const part = stored.get(PartNumber);
    if (!part || bare(part.ETag) !== bare(ETag)) {
      throw new HttpError(400, `Part ${PartNumber} was not uploaded with ETag ${ETag}`);
    }
    stored.delete(PartNumber);
  }
  for (const unused of stored.keys()) {
    await db
      .delete(csvUploadParts)
      .where(and(eq(csvUploadParts.uploadId, id), eq(csvUploadParts.partNumber, unused)));
  }
  await db.update(csvUploads).set({ uploadedAt: options.now }).where(eq(csvUploads.id, id));
}

/**
 * The upload `id` of `userId`, locked for this transaction so it is processed once: a second process
 * waits here and then finds it processed.
 */
export async function lockUpload(tx: Tx, options: { id: string; userId: number }) {
  const [upload] = await tx
    .select()
    .from(csvUploads)
    .where(and(eq(csvUploads.id, options.id), eq(csvUploads.userId, options.userId)))
    .for("update");
  if (!upload) throw notFound("Upload not found; upload the file again");
  return upload;
}

/** The uploaded file, read a chunk per statement with a turn of the event loop between. */
export async function readUpload(tx: Tx, id: string): Promise<Buffer> {
  const keys = await tx
    .select({ partNumber: csvUploadParts.partNumber, chunk: csvUploadParts.chunk })
    .from(csvUploadParts)
    .where(eq(csvUploadParts.uploadId, id))
    .orderBy(asc(csvUploadParts.partNumber), asc(csvUploadParts.chunk));
  const chunks: Buffer[] = [];
  for (const { partNumber, chunk } of keys) {
    const [row] = await tx
      .select({ content: csvUploadParts.content })
      .from(csvUploadParts)
      .where(
        and(
          eq(csvUploadParts.uploadId, id),
          eq(csvUploadParts.partNumber, partNumber),
          eq(csvUploadParts.chunk, chunk),
        ),
      );
    chunks.push(row!.content);
    await nextTurn();
  }
  return Buffer.concat(chunks);
}

/** Marks the upload processed with its answer and deletes the file: only the answer is kept. */
export async function markProcessed(tx: Tx, options: { id: string; now: Date; result: unknown }) {
  await tx
    .update(csvUploads)
    .set({ processedAt: options.now, result: options.result })
    .where(eq(csvUploads.id, options.id));
  await tx.delete(csvUploadParts).where(eq(csvUploadParts.uploadId, options.id));
}

/** Aborts a multipart upload of `userId`; another user's upload is as good as missing (404). */
export async function deleteUpload(db: Db, options: { id: string; userId: number }) {
  const deleted = await db
    .delete(csvUploads)
    .where(and(eq(csvUploads.id, options.id), eq(csvUploads.userId, options.userId)))
    .returning({ id: csvUploads.id });
  if (deleted.length === 0) throw notFound("Upload not found; upload the file again");
}
