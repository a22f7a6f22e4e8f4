/**
 * Whether an error means the database could not be reached or went away mid-query (a restart, a
 * failover, a network cut), rather than a fault in the query: such a request is answered 503 and may
 * be tried again, and start-up waits for the database instead of exiting (docs/decisions/025).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    // Class 08 is "connection exception" (connection_failure, cannot connect...).
    if (typeof code === "string" && code.startsWith("08")) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // The socket: nobody listening, reset, unreachable, a DNS lookup that may succeed later.
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // PostgreSQL shutting down, crashed, or still starting up.
  "57P01",
  "57P02",
  "57P03",
]);

// node-postgres says these in words, without a code.
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database cannot be reached at the moment; try again in a minute.";

/**
 * Whether every pooled connection stayed busy for the pool's whole wait: node-postgres says this only
 * for a request queued behind the others (a connection that cannot be opened says "Connection
 * terminated due to connection timeout"). The database is up and working: the server is busy, not cut
 * off (docs/decisions/044).
 */
export function isPoolBusy(error: unknown): boolean {
  // Drizzle may wrap the driver's error in `cause`.
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { message?: unknown }).message === "timeout exceeded when trying to connect") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export const SERVER_BUSY_MESSAGE = "The server is busy; try again in a few seconds.";
