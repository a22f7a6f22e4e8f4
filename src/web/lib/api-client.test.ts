import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, errorText } from "./api-client.ts";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("api client", () => {
  it("turns a non-OK answer into '<status>: <body>' and keeps the server's error", async () => {
    answer(409, JSON.stringify({ error: "Location already exists" }));
    const error = await api.post("/api/locations", { name: "X" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"error":"Location already exists"}');
    expect((error as ApiError).status).toBe(409);
    expect(errorText(error, "Failed to add location")).toBe("Location already exists");
  });

  it("uses the status text when the body is empty, and the fallback for toasts", async () => {
    answer(502, "", "Bad Gateway");
    const error = await api.get("/api/bookings").catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("502: Bad Gateway");
    expect(errorText(error, "Failed to update remarks")).toBe("Failed to update remarks");
  });

  it("sends JSON with the session cookie and query parameters", async () => {
    const fetchMock = answer(200, "[]");
    await api.get("/api/bookings", { params: { from: "2025-03-01", to: "2025-03-31", x: undefined } });
    await api.patch("/api/bookings/1/status", { statusId: 2 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/bookings?from=2025-03-01&to=2025-03-31");
    expect(init.credentials).toBe("include");
    const [, patch] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(patch.method).toBe("PATCH");
    expect(patch.body).toBe('{"statusId":2}');
    expect((patch.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });
});
