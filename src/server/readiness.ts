import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "./context.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isPoolBusy,
  SERVER_BUSY_MESSAGE,
} from "./database-unavailable.ts";

/** How long `select 1` may take before the database counts as not answering. */
export const READY_TIMEOUT_MS = 2_000;
/** A probe this recent answers again, so polling readiness costs the database at most one query a second. */
const REUSE_MS = 1_000;

type Outcome = "ready" | "unavailable" | "busy";

const databaseKind = z.enum(["pglite", "postgres"]);
const readyAnswer = z.object({ status: z.literal("ready"), database: databaseKind });
const notReadyAnswer = z.object({
  error: z.string(),
  status: z.enum(["unavailable", "busy"]),
  database: databaseKind,
});

/**
 * `GET /api/health/ready`, for a load balancer or a monitor: 200 `{status: "ready"}` when the database
 * answers `select 1` within 2 s, else 503 in the words every other request uses when it cannot get
 * to the database (errors.ts): "cannot be reached" (`Retry-After: 5`), or "busy" (`Retry-After: 2`)
 * when every connection stayed busy (PostgreSQL's pool, or PGlite's one connection held by a long
 * write). `/api/health` stays liveness: it never touches the database, so it answers while the
 * database is away and the process is fine. No session, like `/api/health`. Requests that arrive
 * while a probe runs share it, and a probe under a second old is answered again, so however often
 * it is polled, from however many places, it costs the database at most one `select 1` at a time.
 */
export function registerReadinessRoute(app: FastifyInstance, ctx: AppContext) {
  const { database } = ctx;
  let running: Promise<Outcome> | undefined;
  let last: { outcome: Outcome; at: number } | undefined;

  async function probe(): Promise<Outcome> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), READY_TIMEOUT_MS);
    });
    try {
      const answer = await Promise.race([ctx.db.execute(sql`select 1`), timedOut]);
      if (answer !== "timeout") return "ready";
      // PGlite lives in this process: a query that waits is behind another on its one connection.
      if (database.kind === "pglite") return "busy";
      // Queued behind a full pool: busy. Otherwise the connection it is opening does not answer.
      const { pool } = database;
      return pool.waitingCount > 0 && pool.totalCount >= (pool.options.max ?? 10) ? "busy" : "unavailable";
    } catch (error) {
      if (isPoolBusy(error)) return "busy";
      if (!isDatabaseUnavailable(error)) app.log.warn({ err: error }, "readiness: select 1 failed");
      return "unavailable";
    } finally {
      clearTimeout(timer);
    }
  }

  /** The newest outcome: a fresh probe's, or one under REUSE_MS old; one probe at a time. */
  function outcome(): Promise<Outcome> {
    if (last && performance.now() - last.at < REUSE_MS) return Promise.resolve(last.outcome);
    running ??= probe().then((result) => {
      // Said once when it changes, not at every poll.
      if (result !== (last?.outcome ?? "ready")) {
        if (result === "ready") app.log.info("readiness: the database answers again; ready");
        else app.log.warn(`readiness: not ready (${result}); answering 503`);
      }
      last = { outcome: result, at: performance.now() };
      running = undefined;
      return result;
    });
    return running;
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health/ready",
    {
      schema: {
        description:
          "Readiness, for a load balancer: 200 when the database answers `select 1` within 2 s; 503 with " +
          "Retry-After when it cannot be reached or every connection stayed busy. No session. " +
          "`GET /api/health` is liveness: it answers while the process runs, database or not.",
        security: [],
        response: { 200: readyAnswer, 503: notReadyAnswer },
      },
    },
    async (_request, reply) => {
      const result = await outcome();
      if (result === "ready") return { status: "ready" as const, database: database.kind };
      const busy = result === "busy";
      return reply
        .code(503)
        .header("retry-after", busy ? "2" : "5")
        .send({
          error: busy ? SERVER_BUSY_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE,
          status: result,
          database: database.kind,
        });
    },
  );
}
