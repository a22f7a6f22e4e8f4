import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { StaleWriteAnswer } from "../../shared/stale-write.ts";
import type { Tx } from "../db/connection.ts";
import { history } from "../db/schema.ts";
import { badRequest, HttpError } from "../errors.ts";
import { readBooking } from "./read-bookings.ts";

const IF_MATCH_MESSAGE = 'If-Match must be a booking\'s version as its ETag, for example "7"';

/**
 * The version a booking write was based on (docs/decisions/028): `If-Match: "7"` or `version` in the
 * body; undefined when it sent neither (`If-Match: *` is "any version"), so the write goes through as
 * it did before versions existed.
 */
export function seenVersionOf(request: FastifyRequest): number | undefined {
  const body = request.body as { version?: number } | undefined;
  const header = request.headers["if-match"];
  const fromHeader = header === undefined ? undefined : parseIfMatch(header);
  if (fromHeader !== undefined && body?.version !== undefined && fromHeader !== body.version) {
    throw badRequest("If-Match and version name different versions; send one");
  }
  return fromHeader ?? body?.version;
}

function parseIfMatch(header: string): number | undefined {
  const value = header.trim();
  if (value === "*") return undefined;
  const match = /^(?:W\/)?"?([1-9][0-9]{0,9})"?$/.exec(value);
  const version = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(version) || version > 2_147_483_647) throw badRequest(IF_MATCH_MESSAGE);
  return version;
}

/**
 * The 409 for a write based on `seen` when the booking (locked by the caller) is at another version:
 * the booking now, and the history records written after `seen` (each booking record carries the
 * version it left the booking at). A change no record names (a merge of reference data renames a
 * place on many bookings) still refuses the write; then the last record says who touched it last.
 */
export async function staleWrite(tx: Tx, id: number, seen: number): Promise<HttpError> {
  const booking = await readBooking({ db: tx, id });
  const recordVersion = sql<number>`(${history.details}->>'version')::int`;
  const onBooking = and(eq(history.entity, "booking"), eq(history.entityId, id));
  let records = await tx
    .select()
    .from(history)
    .where(and(onBooking, gt(recordVersion, seen)))
    .orderBy(asc(history.id));
  if (records.length === 0) {
    records = await tx.select().from(history).where(onBooking).orderBy(sql`${history.id} desc`).limit(1);
  }
  const last = records.at(-1);
  const who = last ? ` by ${last.userName}` : "";
  const answer: Omit<StaleWriteAnswer, "error"> = {
    booking,
    changedBy: last ? { id: last.userId, username: last.username, name: last.userName } : null,
    changedAt: last ? last.at.toISOString() : null,
    changes: records.flatMap((record) => record.changes),
  };
  return new HttpError(
    409,
    `Booking ${id} was changed${who} after you read it (your version ${seen}, now ${booking.version}); ` +
      `your change was not saved. Keep their change, or send yours again with version ${booking.version}.`,
    answer,
  );
}
