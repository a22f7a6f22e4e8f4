import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isPoolBusy,
  SERVER_BUSY_MESSAGE,
} from "./database-unavailable.ts";

/** An error a person can act on: its message is sent as `{ error }` with `status`, and `extra` beside it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Messages for Fastify's own 4xx errors, in words a person can act on. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON (Content-Type: application/json)",
};

interface PostgresError {
  code?: string;
  constraint?: string;
}

/** The message of a database error, also when Drizzle has wrapped it in `cause`. */
function databaseMessage(error: unknown): string {
  const { cause } = error as { cause?: { message?: string } };
  return cause?.message ?? (error as Error).message;
}

/** The Postgres error code (`23505`...) of an error, also when Drizzle has wrapped the driver's error in `cause`. */
export function postgresErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as PostgresError & { cause?: PostgresError };
  return code ?? cause?.code;
}

/**
 * Our own messages are sentences that name their subject ("Please select a customer", "End date must
 * be on or after start date"); zod's defaults ("Invalid input: ...") and fragments ("must be a date ...")
 * need the field in front.
 */
const needsFieldName = (message: string) =>
  !/^[A-Z]/.test(message) || /^(Invalid|Too (big|small)|Unrecognized)\b/.test(message);

/**
 * A field inside a list of dated entries (the Edit dialog's `days`, `actualHours`) is named with its
 * place and its day, "days[1].expectedAircraftHours on 2025-03-13", so the desk knows which day is
 * wrong; null for any other path, and for the date itself.
 */
function datedEntry(instancePath: string, body: unknown): string | null {
  const match = /^\/(\w+)\/(\d+)\/(\w+)$/.exec(instancePath);
  if (!match) return null;
  const [, list = "", index = "", field = ""] = match;
  // A wrong date is named by its own message ("2025-03-14 is not one of them").
  if (field === "date") return null;
  const date = (body as Record<string, Array<{ date?: unknown }> | undefined> | null)?.[list]?.[Number(index)]
    ?.date;
  return typeof date === "string" ? `${list}[${index}].${field} on ${date}` : null;
}

/** Turns every error into `{ error }` JSON with the right status; 5xx details stay in the log. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const message = issue.message ?? "is invalid";
      const entry = datedEntry(issue.instancePath, request.body);
      if (entry) return `${entry}: ${message}`;
      return field && needsFieldName(message) ? `${field}: ${message}` : message;
    });
    return reply.code(400).send({ error: issues.join("; ") });
  }
  if (error instanceof HttpError) {
    return reply.code(error.status).send({ error: error.message, ...error.extra });
  }

  const pgCode = postgresErrorCode(error);
  if (pgCode === "23505") return reply.code(409).send({ error: "That name already exists" });
  // A trigger's refusal, worded for the user (migration 0071: a day of several legs takes no hours).
  if (pgCode === "L0001") return reply.code(409).send({ error: databaseMessage(error) });
  if (pgCode === "23503") {
    return reply.code(409).send({ error: "That record is in use or refers to a record that does not exist" });
  }
  // Class 22 is "data exception" (a value out of range, an invalid date...): bad input, not a server fault.
  if (pgCode?.startsWith("22"))
    return reply.code(400).send({ error: "A value in the request is out of range" });

  if (isPoolBusy(error)) {
    request.log.warn("every database connection stayed busy; answered 503");
    return reply.code(503).header("retry-after", "2").send({ error: SERVER_BUSY_MESSAGE });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "the database cannot be reached; answered 503");
    return reply.code(503).header("retry-after", "5").send({ error: DATABASE_UNAVAILABLE_MESSAGE });
  }

  const status = error.statusCode ?? 500;
  if (status < 500) {
    return reply.code(status).send({ error: fastifyMessages[error.code] ?? error.message });
  }
  request.log.error(error);
  return reply.code(500).send({ error: "Something went wrong on the server; please try again" });
}
