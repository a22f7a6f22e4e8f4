/**
 * The one way the web app talks to the server. Every call sends the session cookie and speaks JSON.
 * A non-OK answer throws an ApiError whose message is "<status>: <body text or status text>" (product §8),
 * and which keeps the server's `{ error }` text for toasts.
 */

export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    /** The server's `error` field, when the body was `{ error: string }`. */
    readonly serverError: string | undefined,
    /** The whole JSON answer, for refusals that say more than `error` (a stale write's 409). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The text to show a person: the server's own error, else the given fallback (product §8 defaults). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverError) return error.serverError;
  return fallback;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => "");
  let serverError: string | undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") {
      serverError = parsed.error;
    }
  } catch {}
  return new ApiError(
    response.status,
    `${response.status}: ${body || response.statusText}`,
    serverError,
    parsed,
  );
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | undefined>;
  /** Extra request headers (a write's `If-Match`). */
  headers?: Record<string, string>;
}

async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; version?: number }> {
  let url = path;
  if (options.params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(options.params)) {
      if (value !== undefined) search.set(key, String(value));
    }
    const query = search.toString();
    if (query) url += `?${query}`;
  }
  const hasBody = options.body !== undefined;
  const held = method === "GET" ? heldReads.get(url) : undefined;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: {
      Accept: "application/json",
      ...(hasBody ? { "Content-Type": "application/json" } : {}),
      ...(held ? { "If-None-Match": held.etag } : {}),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (held && response.status === 304)
    return { data: JSON.parse(held.text) as T, version: versionOf(held.etag) };
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return { data: undefined as T };
  const text = await response.text();
  const etag = response.headers.get("ETag");
  if (method === "GET" && etag) holdRead(url, { etag, text });
  return { data: (text ? JSON.parse(text) : undefined) as T, version: etag ? versionOf(etag) : undefined };
}

/**
 * The last answer of each read, with its ETag, so a refetch of an unchanged list is asked as
 * If-None-Match and answered 304 with headers only. Held in memory, not in the browser's HTTP cache
 * (the API answers no-store: booking data stays off the disk of a shared PC).
 */
const heldReads = new Map<string, { etag: string; text: string }>();
const HELD_READS = 40;
function holdRead(url: string, read: { etag: string; text: string }) {
  heldReads.delete(url);
  heldReads.set(url, read);
  for (const oldest of heldReads.keys()) {
    if (heldReads.size <= HELD_READS) break;
    heldReads.delete(oldest);
  }
}

/**
 * Forgets every held read, so the next read of each is asked in full: the crew view's worker keeps only
 * full answers for offline use, never a 304.
 */
export function forgetHeldReads() {
  heldReads.clear();
}

/**
 * The server's change counter a cached read was built at, from its ETag (`"<version base 36>.…"`,
 * docs/decisions/012); undefined for other ETags.
 */
function versionOf(etag: string): number | undefined {
  const match = /^"([0-9a-z]+)\./.exec(etag);
  return match ? Number.parseInt(match[1]!, 36) : undefined;
}

const dataOf = async <T>(answer: Promise<{ data: T }>) => (await answer).data;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => dataOf(request<T>("GET", path, options)),
  /** A read with the server's change counter it was built at, when the server says (cached reads). */
  getVersioned: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    dataOf(request<T>("POST", path, { ...options, body })),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "body">) =>
    dataOf(request<T>("PUT", path, { ...options, body })),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "body">) =>
    dataOf(request<T>("PATCH", path, { ...options, body })),
  delete: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
    dataOf(request<T>("DELETE", path, options)),
};
