import type { FastifyInstance } from "fastify";
import { EVENTS_HEARTBEAT_MS, EVENTS_PATH, type LiveEvent } from "../../shared/live-refresh.ts";
import { currentUser, sessionToken, signedIn } from "../auth/guard.ts";
import { findSessionUser, hashToken } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { ChangeCounters } from "../db/change-counters.ts";
import { serverLimits } from "../server-limits.ts";
import { createEventHub } from "./hub.ts";
import { createChangeListener } from "./listener.ts";
import { createSessionSweep, liveSessions, type OpenStream } from "./session-sweep.ts";

// A stream whose reader has stopped reading is closed rather than buffered without bound;
// the browser reconnects and refetches everything.
const MAX_BUFFERED_BYTES = 64 * 1024;

/** Open streams per session at most (a few tabs); more answer 429, so one session cannot hold hundreds. */
export const MAX_STREAMS_PER_SESSION = 5;

export function formatEvent(event: LiveEvent): string {
  return event.type === "change"
    ? `event: change\ndata: ${JSON.stringify({ table: event.table, version: event.version })}\n\n`
    : "event: resync\ndata: {}\n\n";
}

/**
 * Product §4 live refresh: `GET /api/events`, a Server-Sent Events stream for signed-in users carrying
 * every change to the live-refresh tables, from whichever instance made it. The database listener starts
 * when the app is ready and stops when it closes. Answers the hub, for the server's own listeners.
 */
export function registerEventRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  counters: (request: object) => Promise<ChangeCounters>,
) {
  const heartbeatMs = ctx.eventStream?.heartbeatMs ?? EVENTS_HEARTBEAT_MS;
  const hub = createEventHub();
  const openStreams = new Set<OpenStream>();
  // A session ended on any instance ends its streams here within moments (docs/decisions/019).
  const sweep = createSessionSweep({
    authCounter: async () => (await counters({})).auth,
    liveSessions: (ids) => liveSessions(ctx.db, ids),
    streams: () => openStreams,
    log: app.log,
  });
  const listener = createChangeListener(ctx.database, hub, {
    log: app.log,
    onCountersMoved: () => sweep.moved(),
  });
  // Streams are also counted per user (all their sessions) and per client address, so no one
  // account or machine can hold the connections everyone else needs (docs/decisions/025).
  const { maxStreamsPerUser, maxStreamsPerAddress } = serverLimits(ctx);
  const bySession = streamGroup(MAX_STREAMS_PER_SESSION, "session");
  const byUser = streamGroup(maxStreamsPerUser, "user");
  const byAddress = streamGroup(maxStreamsPerAddress, "address");

  app.addHook("onReady", () => listener.start());
  // Open streams would keep the server from closing; end them first (browsers reconnect elsewhere).
  app.addHook("preClose", async () => {
    for (const stream of openStreams) stream.close();
  });
  app.addHook("onClose", () => listener.stop());
  // Signing out ends that session's streams at once (an expired session's end at the next heartbeat).
  // A change to a user (disabled, password reset, removed) checks their streams' sessions at once.
  // Whatever else ends a session, here or on another instance, moves the auth counter: the sweep.
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "";
    if (route === "/api/auth/logout") {
      for (const stream of bySession.streams(sessionToken(request) ?? "")) stream.close();
    } else if (route.startsWith("/api/users/:id") && request.method !== "GET" && reply.statusCode < 300) {
      // The route's schema has made the id a number.
      const { id } = request.params as { id: number };
      for (const stream of byUser.streams(String(id))) stream.check();
    }
  });

  app.get(EVENTS_PATH, { onRequest: signedIn }, (request, reply) => {
    const token = sessionToken(request) ?? "";
    if (request.method === "HEAD") {
      return reply.header("content-type", "text/event-stream; charset=utf-8").send();
    }
    const groups = [
      [bySession, token],
      [byUser, String(currentUser(request).id)],
      [byAddress, request.ip],
    ] as const;
    for (const [group, key] of groups) {
      if (group.streams(key).size >= group.max)
        return reply.code(429).send({ error: `At most ${group.max} live-update streams per ${group.per}` });
    }
    // The stream is written by hand: no serializer, no compression, nothing buffered.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    // `retry` is the browser's wait before reconnecting; the comment flushes the headers at once.
    res.write("retry: 1000\n: connected\n\n");

    let closed = false;
    const write = (text: string) => {
      if (closed) return;
      if (res.writableLength > MAX_BUFFERED_BYTES) return close();
      res.write(text);
    };
    const unsubscribe = hub.subscribe((event) => write(formatEvent(event)));
    // The change counter read after subscribing (a fresh read, not the session check's): every change
    // it does not hold comes as an event, so a list the browser read at it or later missed nothing.
    counters({}).then(
      ({ data }) => write(`event: hello\ndata: ${JSON.stringify({ version: data })}\n\n`),
      (error: unknown) => {
        request.log.warn({ err: error }, "live refresh: change counter unread; the browser refetches all");
        write("event: hello\ndata: {}\n\n");
      },
    );

    // Every heartbeat also checks the session, without counting as activity: a stream is not a
    // person at the desk, so an idle user still times out, and their stream closes with the session.
    let checking = false;
    async function check() {
      if (checking) return;
      checking = true;
      try {
        const user = await findSessionUser(ctx.db, token, ctx.now(), { touch: false });
        if (!user) close();
      } catch (error) {
        request.log.warn({ err: error }, "live refresh: session check failed; keeping the stream");
      } finally {
        checking = false;
      }
    }
    const heartbeat = setInterval(() => {
      write(": heartbeat\n\n");
      void check();
    }, heartbeatMs);

    function close() {
      if (closed) return;

      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(stream);
      for (const [group, key] of groups) group.remove(key, stream);
      res.end();
    }
    const stream: OpenStream = { sessionId: hashToken(token), close, check: () => void check() };
    openStreams.add(stream);
    for (const [group, key] of groups) group.add(key, stream);
    // The auth counter this request's session was checked at (the same read, answered already).
    counters(request).then(
      ({ auth }) => sweep.opened(stream, auth),
      () => {},
    );
    request.raw.on("close", close);
    res.on("error", close);
  });
  return hub;
}

/** Open streams grouped by a key (a session, a user, an address), at most `max` in a group. */
function streamGroup(max: number, per: string) {
  const groups = new Map<string, Set<OpenStream>>();
  return {
    max,
    per,
    streams: (key: string): ReadonlySet<OpenStream> => groups.get(key) ?? new Set(),
    add(key: string, stream: OpenStream) {
      const streams = groups.get(key) ?? new Set();
      streams.add(stream);
      groups.set(key, streams);
    },
    remove(key: string, stream: OpenStream) {
      const streams = groups.get(key);
      streams?.delete(stream);
      if (streams?.size === 0) groups.delete(key);
    },
  };
}
