import type { FastifyInstance } from "fastify";
import { EVENTS_HEARTBEAT_MS, EVENTS_PATH, type LiveEvent } from "../../shared/live-refresh.ts";
import { sessionToken, signedIn } from "../auth/guard.ts";
import { findSessionUser } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { ChangeCounters } from "../db/change-counters.ts";
import { createEventHub } from "./hub.ts";
import { createChangeListener } from "./listener.ts";

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
 * when the app is ready and stops when it closes.
 */
export function registerEventRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  counters: (request: object) => Promise<ChangeCounters>,
) {
  const heartbeatMs = ctx.eventStream?.heartbeatMs ?? EVENTS_HEARTBEAT_MS;
  const hub = createEventHub();
  const listener = createChangeListener(ctx.database, hub, { log: app.log });
  const openStreams = new Set<() => void>();
  const streamsBySession = new Map<string, Set<() => void>>();

  app.addHook("onReady", () => listener.start());
  // Open streams would keep the server from closing; end them first (browsers reconnect elsewhere).
  app.addHook("preClose", async () => {
    for (const close of openStreams) close();
  });
  app.addHook("onClose", () => listener.stop());
  // Signing out ends that session's streams at once (an expired session's end at the next heartbeat).
  app.addHook("onResponse", async (request) => {
    if (request.routeOptions.url !== "/api/auth/logout") return;
    for (const close of streamsBySession.get(sessionToken(request) ?? "") ?? []) close();
  });

  app.get(EVENTS_PATH, { onRequest: signedIn }, (request, reply) => {
    const token = sessionToken(request) ?? "";
    if (request.method === "HEAD") {
      return reply.header("content-type", "text/event-stream; charset=utf-8").send();
    }
    const sessionStreams = streamsBySession.get(token) ?? new Set<() => void>();
    if (sessionStreams.size >= MAX_STREAMS_PER_SESSION) {
      return reply
        .code(429)
        .send({ error: `At most ${MAX_STREAMS_PER_SESSION} live-update streams per session` });
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
    const heartbeat = setInterval(async () => {
      write(": heartbeat\n\n");
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
    }, heartbeatMs);

    function close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(close);
      sessionStreams.delete(close);
      if (sessionStreams.size === 0) streamsBySession.delete(token);
      res.end();
    }
    openStreams.add(close);
    sessionStreams.add(close);
    streamsBySession.set(token, sessionStreams);
    request.raw.on("close", close);
    res.on("error", close);
  });
}
