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
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") {
      serverError = parsed.error;
    }
  } catch {}
  return new ApiError(response.status, `${response.status}: ${body || response.statusText}`, serverError);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | undefined>;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
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
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: { Accept: "application/json", ...(hasBody ? { "Content-Type": "application/json" } : {}) },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "body">) => request<T>("DELETE", path, options),
};
