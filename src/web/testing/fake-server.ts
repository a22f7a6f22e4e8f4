import { vi } from "vitest";

type Handler = (request: {
  method: string;
  url: URL;
  body: unknown;
}) => { status?: number; body?: unknown } | undefined;

/**
 * A stand-in for `fetch` in component tests: routes `METHOD /path` to handlers and records every call.
 * (Browser tests in e2e/ use the real server.)
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    for (const [route, handler] of Object.entries(routes)) {
      const [routeMethod, pattern] = route.split(" ") as [string, string];
      const regex = new RegExp(`^${pattern.replace(/:[a-z]+/gi, "[^/]+")}$`);
      if (routeMethod === method && regex.test(url.pathname)) {
        const answer = handler({ method, url, body }) ?? {};
        const status = answer.status ?? 200;
        return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status });
      }
    }
    return new Response(JSON.stringify({ error: `No fake route for ${method} ${url.pathname}` }), {
      status: 404,
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock, writes: () => calls.filter((call) => call.method !== "GET") };
}
