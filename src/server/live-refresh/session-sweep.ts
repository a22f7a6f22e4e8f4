import { and, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection.ts";
import { sessions, users } from "../db/schema.ts";

/** An open live stream as the sweep sees it. */
export interface OpenStream {
  /** The stream's session as the sessions table keys it (the token's hash). */
  readonly sessionId: string;
  close(): void;
  /** Checks this stream's session alone now (the heartbeat's check), closing the stream if it ended. */
  check(): void;
}

export interface SessionSweep {
  /** A change counter moved somewhere (a notification), or notifications may have been missed. */
  moved(): void;
  /** A stream has opened whose session was found live at auth counter `checkedAt` or later. */
  opened(stream: OpenStream, checkedAt: number): void;
}

/**
 * Ends the open streams whose sessions have ended, whichever instance ended them (docs/decisions/019).
 * Whatever ends a session moves the auth counter in its own transaction, and every move of any counter
 * notifies `data_version` when it commits; so on each notification this reads the counters (shared with
 * the requests arriving then) and, only when the auth counter differs from the one it last swept at,
 * asks the database once which of all its open streams' sessions still live, and closes the others.
 * A notification for a data or marks write therefore costs one tiny counter read, and no session query.
 * The idle timeout and lifetimes are left to each stream's heartbeat check, as before.
 *
 * A stream can open in the middle of a sweep: its session checked before the counter moved, itself
 * registered after the sweep took its list of streams. `opened` catches it: a stream checked at a
 * counter older than the newest one read here checks its own session once.
 */
export function createSessionSweep(options: {
  /** The auth counter, read after this call (never an answer from before it). */
  authCounter: () => Promise<number>;
  /** Which of these sessions still live. */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  streams: () => Iterable<OpenStream>;
  log: FastifyBaseLogger;
}): SessionSweep {
  const { authCounter, liveSessions, streams, log } = options;
  // The auth counter the open streams were last swept at, and the newest one read.
  let swept: number | undefined;
  let newest = Number.NEGATIVE_INFINITY;
  let scheduled = false;
  let running = false;
  let again = false;

  async function sweepOnce() {
    const auth = await authCounter();
    newest = Math.max(newest, auth);
    if (auth === swept) return;
    // Taken in the same turn as `newest` above: a stream registered later is `opened`'s to catch.
    const open = [...streams()];
    if (open.length > 0) {
      const live = await liveSessions([...new Set(open.map((stream) => stream.sessionId))]);
      for (const stream of open) if (!live.has(stream.sessionId)) stream.close();
    }
    swept = auth;
  }

  async function run() {
    scheduled = false;
    running = true;
    try {
      do {
        again = false;
        try {
          await sweepOnce();
        } catch (error) {
          // The heartbeat still checks each stream; the next notification tries again.
          log.warn({ err: error }, "live refresh: could not re-check the streams' sessions");
        }
      } while (again);
    } finally {
      running = false;
    }
  }

  return {
    moved() {
      // A burst of notifications costs one sweep under way and at most one more after it.
      if (running) again = true;
      else if (!scheduled) {
        scheduled = true;
        // After every listener of this notification has run: on PGlite the counters reader forgets
        // its kept counters in its own listener, and must have before they are read here.
        setImmediate(run);
      }
    },
    opened(stream, checkedAt) {
      if (checkedAt < newest) stream.check();
    },
  };
}

/**
 * Which of `ids` are sessions that still live: not deleted (sign-out, password reset, expiry), their user
 * not disabled. One query for all of a sweep's streams.
 */
export async function liveSessions(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), isNull(users.disabledAt)));
  return new Set(rows.map((row) => row.id));
}
