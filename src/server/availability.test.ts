import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inPasswordCheckSlot, MAX_CONCURRENT_PASSWORD_CHECKS } from "./auth/passwords.ts";
import { MAX_STREAMS_PER_SESSION } from "./live-refresh/routes.ts";
import { type EventStreamClient, openEventStream } from "./testing/event-stream.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

/** What an attacker tried against availability (docs/decisions/007), on a listening server. */
describe("availability", () => {
  let t: TestApp;
  let base: string;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ serverLimits: { requestTimeoutMs: 1_000 } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it("cuts off bodies sent byte by byte once the request timeout passes, and keeps answering others", async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const slow = Array.from({ length: 20 }, () => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      return new Promise<number>((resolve) => {
        const started = Date.now();
        socket.on("close", () => resolve(Date.now() - started));
      });
    });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const closedAfter = await Promise.all(slow);
    for (const ms of closedAfter) expect(ms).toBeLessThan(8_000);
  });

  it("answers a sign-in 503 at once when every password-check slot is taken", async () => {
    const release: Array<() => void> = [];
    const busy = () => new Error("busy");
    const held = Array.from({ length: MAX_CONCURRENT_PASSWORD_CHECKS }, () =>
      inPasswordCheckSlot(() => new Promise<void>((done) => release.push(done)), busy),
    );
    const response = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.40.0.1" },
      body: JSON.stringify({ username: "admin", password: "whatever" }),
    });
    expect(response.status).toBe(503);
    expect((await response.json()).error).toMatch(/busy/);
    for (const done of release) done();
    await Promise.all(held);
    const after = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(after.statusCode).toBe(200);
  });

  it("50 concurrent anonymous sign-ins get 401 or 503, never an error, and health still answers", async () => {
    const logins = Array.from({ length: 50 }, (_, i) =>
      fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.41.${i}.1` },
        body: JSON.stringify({ username: `guess${i}`, password: "wrong" }),
      }).then((response) => response.status),
    );
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const statuses = await Promise.all(logins);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
  });

  it(`allows ${MAX_STREAMS_PER_SESSION} live-update streams per session, then answers 429`, async () => {
    const cookie = await t.login("viewer");
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) {
      const stream = await openEventStream(`${base}/api/events`, cookie);
      streams.push(stream);
      expect(stream.status).toBe(200);
    }
    const refused = await fetch(`${base}/api/events`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    // Another session is not affected.
    const other = await openEventStream(`${base}/api/events`, await t.login("viewer"));
    streams.push(other);
    expect(other.status).toBe(200);
  });

  it("ends a session's streams the moment it signs out", async () => {
    const cookie = await t.login("admin");
    const stream = await openEventStream(`${base}/api/events`, cookie);
    streams.push(stream);
    const signedOut = Date.now();
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    await stream.ended;
    expect(Date.now() - signedOut).toBeLessThan(2_000); // the heartbeat (15 s) is not what ended it
  });

  it("answers HEAD /api/events at once, without a stream", async () => {
    const cookie = await t.login("viewer");
    const response = await fetch(`${base}/api/events`, {
      method: "HEAD",
      headers: { cookie },
      signal: AbortSignal.timeout(5_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
  });
});
