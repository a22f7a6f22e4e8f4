import { OPERATION_SUMMARIES } from "./operation-summaries.ts";

/**
 * What the generated API document says of each operation beyond its schemas (docs/decisions/047): an
 * operationId and a tag from its method and path, its summary (operation-summaries.ts), and its
 * refusals, derived from the route, so the document passes Redocly's recommended rules (api-docs.test.ts
 * lints it).
 */

interface OperationSchema {
  summary?: string;
  tags?: string[];
  hide?: boolean;
  operationId?: string;
  security?: unknown[];
  headers?: { properties?: Record<string, unknown> };
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

const error = (description: string) => ({
  description,
  content: {
    "application/json": {
      schema: {
        type: "object",
        properties: { error: { type: "string", description: "What was wrong, in a sentence" } },
        required: ["error"],
      },
    },
  },
});

/** `/api/bookings/:id/daily-details/:date/remarks` → the words after /api, params named. */
function segments(url: string): { text: string; param: boolean }[] {
  return url
    .replace(/^\/api\//, "/")
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part.startsWith(":") ? { text: part.slice(1), param: true } : { text: part, param: false },
    );
}

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");

/** `patchBookingsByIdDailyDetailsByDateRemarks`: unique, since method and path are. */
function operationId(method: string, url: string): string {
  const parts = segments(url).map(({ text, param }) => (param ? `By${pascal(text)}` : pascal(text)));
  return method.toLowerCase() + parts.join("");
}

/**
 * OpenAPI 3.0 wants a type beside `nullable`; zod writes `{ anyOf: [...], nullable: true }` for a
 * nullable union, so the `nullable` moves into each branch.
 */
function nullableInBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableInBranches);
  if (!node || typeof node !== "object") return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableInBranches(value)] as const);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  const branches = (copy.anyOf ?? copy.oneOf) as Record<string, unknown>[] | undefined;
  if (copy.nullable === true && copy.type === undefined && Array.isArray(branches)) {
    delete copy.nullable;
    const key = copy.anyOf ? "anyOf" : "oneOf";
    copy[key] = branches.map((branch) => ({ ...branch, nullable: true }));
  }
  return copy;
}

/** The operation's schema with its id, tag, summary and refusals (the schema as zod made it otherwise). */
export function documentOperation<T extends object>(method: string, url: string, routeSchema: T): T {
  const schema = (routeSchema ?? {}) as OperationSchema;
  if (schema.hide) return routeSchema;
  const [first] = segments(url);
  const isPublic = Array.isArray(schema.security) && schema.security.length === 0;
  const versioned = Boolean(schema.headers?.properties?.["if-match"]);
  const refusals: Record<string, unknown> = {
    400: error("The request is not valid: the error names the field or value"),
    ...(isPublic ? {} : { 401: error("Not signed in, or the session has ended") }),
    ...(method !== "GET" && !isPublic ? { 403: error("The signed-in user may not do this") } : {}),
    ...(url.includes(":") ? { 404: error("Nothing has the id or name in the path") } : {}),
    ...(versioned
      ? { 409: error("The booking has changed since the version sent (docs/decisions/028)") }
      : {}),
  };
  return nullableInBranches({
    ...schema,
    operationId: schema.operationId ?? operationId(method, url),
    tags: schema.tags ?? [first?.text ?? "api"],
    summary: schema.summary ?? OPERATION_SUMMARIES[`${method} ${url}`],
    // A refusal the route documents itself (a 409 with the booking as it is now) is kept as it is; a
    // route that declares no answer (a file, a redirect, an upload's part) is documented as one.
    response: {
      ...(Object.keys(schema.response ?? {}).some((code) => code.startsWith("2"))
        ? {}
        : { 200: { description: "Done: the answer is described above" } }),
      ...refusals,
      ...schema.response,
    },
  }) as T;
}
