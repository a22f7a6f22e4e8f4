import type { FastifyRequest } from "fastify";
import type { User } from "../../shared/auth.ts";
import type { ChangeCounters } from "../db/change-counters.ts";
import type { Db } from "../db/connection.ts";
import { findSession, recentlySeen, type Session } from "./sessions.ts";

/** Sessions kept at most; beyond it those checked longest ago go first (an office has a few dozen). */
const MAX_SESSIONS = 10_000;

export interface SessionCheck {
  /** The signed-in user behind `token` for this request, or null. */
  user(request: FastifyRequest, token: string): Promise<User | null>;
  readonly stats: { fromMemory: number; fromDatabase: number };
}

/**
 * Signed-in requests checked from memory (docs/decisions/019). A session read from the database is
 * trusted again without it while the auth counter (migration 0040) has not moved and the session was
 * seen within the touch interval; the counter is read once per request, shared with the read cache.
 * Anything that ends a session or changes a user's rights moves the counter in its own transaction, so
 * once any instance has acknowledged a sign-out or a disable, no instance accepts that session again.
 */
export function createSessionCheck(options: {
  db: Db;
  now: () => Date;
  counters: (request: FastifyRequest) => Promise<ChangeCounters>;
}): SessionCheck {
  const { db, now, counters } = options;
  // Keyed by the token itself, which this process holds anyway while it answers: hashing it (as the
  // database keys it) cost every request a few of the 90 µs a cached read takes.
  const known = new Map<string, Session>();
  let authVersion = -1;
  const stats = { fromMemory: 0, fromDatabase: 0 };

  return {
    stats,
    async user(request, token) {
      const { auth } = await counters(request);
      if (auth !== authVersion) {
        known.clear();
        authVersion = auth;
      }
      const at = now();
      const remembered = known.get(token);
      if (remembered && recentlySeen(remembered, at)) {
        stats.fromMemory++;
        return remembered.user;
      }

      stats.fromDatabase++;
      known.delete(token);
      const session = await findSession(db, token, at);
      // Kept only if nothing moved the counter meanwhile (another request may have seen it move).
      if (session && authVersion === auth) {
        known.set(token, session);
        if (known.size > MAX_SESSIONS) known.delete(known.keys().next().value as string);
      }
      return session?.user ?? null;
    },
  };
}
