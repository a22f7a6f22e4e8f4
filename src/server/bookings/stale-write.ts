import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { StaleWriteAnswer } from "../../shared/stale-write.ts";
import type { Tx } from "../db/connection.ts";
import { history } from "../db/schema.ts";
import { badRequest, HttpError } from "../errors.ts";
import { readBooking } from "./read-bookings.ts";

const IF_MATCH_MESSAGE =
  'If-Match must be a booking\'s version as its ETag, for example "7", or a list of them ("6", "7")';
const WEAK_MESSAGE =
  'If-Match compares ETags strongly, so a weak one (W/"7") never matches; send the version as "7"';

/**
 * The version a booking write was based on (docs/decisions/028): `If-Match: "7"` or `version` in the
 * body; undefined when it sent neither (`If-Match: *` is "any version"), so the write goes through as
 * it did before versions existed. `If-Match` may list several (`"6", "7"`, RFC 9110 §13.1.1): the
 * write goes through when the booking is at any of them and is stale when it is at none. A body
 * `version` beside a list must be one of them, and is then the one version the write is based on.
 */
export function seenVersionOf(request: FastifyRequest): SeenVersion | undefined {
  const body = request.body as { version?: number } | undefined;
  const header = request.headers["if-match"];
  const fromHeader = header === undefined ? undefined : parseIfMatch(header);
  if (fromHeader !== undefined && body?.version !== undefined) {
    if (!matchesSeen(fromHeader, body.version)) {
      throw badRequest("If-Match and version name different versions; send one");
    }
    return body.version;
  }
  return fromHeader ?? body?.version;
}

/**
 * The version or versions a write was based on: one, or the list an `If-Match` named (any of them
 * will do).
 */
export type SeenVersion = number | readonly number[];

/** Whether a booking at `version` is at a version the writer saw. */
export const matchesSeen = (seen: SeenVersion, version: number) =>
  typeof seen === "number" ? seen === version : seen.includes(version);

/**
 * Reads `If-Match` as RFC 9110 writes it: `*`, or a comma-separated list of ETags, each a booking's
 * version in quotes (a bare `7` reads too). Empty list elements are skipped, as the RFC asks. A weak
 * ETag never matches under If-Match's strong comparison, so it is refused with a reason rather than
 * taken as its version or left to fail as stale; anything else that is not a version is a 400 too.
 */
function parseIfMatch(header: string): SeenVersion | undefined {
  if (header.trim() === "*") return undefined;
  const versions: number[] = [];
  // Element by element, so a comma inside quotes (`"7,8"`, a valid ETag but not a version) is one element.
  const element = /\s*((?:W\/)?"[^"]*"|[^,\s"]+)?\s*(?:,|$)/y;
  for (let at = 0; at < header.length; ) {
    element.lastIndex = at;
    const match = element.exec(header);
    if (!match || element.lastIndex === at) throw badRequest(IF_MATCH_MESSAGE);
    at = element.lastIndex;
    const tag = match[1];
    if (tag === undefined) continue;
    if (tag.startsWith("W/")) throw badRequest(WEAK_MESSAGE);
    const digits = /^(?:"([1-9][0-9]{0,9})"|([1-9][0-9]{0,9}))$/.exec(tag)?.slice(1).find(Boolean);
    const version = digits === undefined ? Number.NaN : Number(digits);
    if (!Number.isSafeInteger(version) || version > 2_147_483_647) throw badRequest(IF_MATCH_MESSAGE);
    if (!versions.includes(version)) versions.push(version);
  }
  if (versions.length === 0) throw badRequest(IF_MATCH_MESSAGE);
  return versions.length === 1 ? versions[0] : versions;
}

/**
 * The 409 for a write based on `seen` when the booking (locked by the caller) is at another version:
 * the booking now, and the history records written after `seen` (each booking record carries the
 * version it left the booking at); after the newest of them when `If-Match` listed several. A change
 * no record names (a merge of reference data renames a place on many bookings) still refuses the
 * write; then the last record says who touched it last.
 */
export async function staleWrite(tx: Tx, id: number, seenVersions: SeenVersion): Promise<HttpError> {
  const booking = await readBooking({ db: tx, id });
  const listed = typeof seenVersions === "number" ? [seenVersions] : [...seenVersions].sort((a, b) => a - b);
  const seen = Math.max(...listed);
  const yours =
    listed.length === 1
      ? `your version ${seen}`
      : `your versions ${listed.slice(0, -1).join(", ")} or ${seen}`;
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
    `Booking ${id} was changed${who} after you read it (${yours}, now ${booking.version}); ` +
      `your change was not saved. Keep their change, or send yours again with version ${booking.version}.`,
    answer,
  );
}
