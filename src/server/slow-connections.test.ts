import { type AddressInfo, connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventStreamClient, openEventStream } from "./testing/event-stream.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "./testing/test-app.ts";

/** Health on a new connection from `localAddress`, as a fresh visitor's first request: its status line. */
function healthFrom(port: number, localAddress: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
      if (answer.includes("\r\n\r\n")) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  });
}

/**
 * Slowloris-style connections against a listening server (docs/decisions/025): connections that
 * never finish their headers cannot keep a new visitor, a health probe or a sign-in out, one address
 * cannot hold every connection, and live streams are capped per user and per address.
 */
describe("slow and numerous connections", () => {
  let t: TestApp;
  let port: number;
  let base: string;
  const sockets: Socket[] = [];
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      // No proxy in front: the connecting address is the client.
      env: { TRUST_PROXY: "" },
      serverLimits: {
        maxConnections: 60,
        connectionReserve: 10,
        maxConnectionsPerAddress: 20,
        // Long, so every connection here stays until this server closes it on purpose.
        headersTimeoutMs: 60_000,
        maxStreamsPerUser: 3,
        maxStreamsPerAddress: 5,
      },
      // Long enough that only an immediate check can close a stream during a test.
      eventStream: { heartbeatMs: 600_000 },
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  }, 180_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const stream of streams) stream.close();
    await t.close();
  });

  /** A connection that sends the first line of its headers and then nothing. */
  function slowConnection(localAddress: string) {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    sockets.push(socket);
    socket.on("error", () => {});
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const connected = new Promise<void>((resolve) => socket.on("connect", () => resolve()));
    return { socket, closed, connected };
  }

  it("keeps room for requests that arrive whole while 80 connections from 80 addresses never finish their headers", async () => {
    const slow = Array.from({ length: 80 }, (_, i) =>
      slowConnection(`127.0.${1 + Math.floor(i / 200)}.${1 + (i % 200)}`),
    );
    await Promise.all(slow.map((connection) => connection.connected));
    expect(await healthFrom(port, "127.0.9.1")).toBe("HTTP/1.1 200 OK");
    const signIn = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    // The slow connections take turns: the 30 that waited longest were closed to make room.
    await Promise.all(slow.slice(0, 30).map((connection) => connection.closed));
    for (const connection of slow) connection.socket.destroy();
  });

  it("lets one address hold at most its share: a new connection from it closes its longest-waiting one, and other addresses are served", async () => {
    const slow: ReturnType<typeof slowConnection>[] = [];
    for (let i = 0; i < 30; i++) {
      slow.push(slowConnection("127.0.11.1"));
      await slow[i]?.connected;
    }
    // Never more than 20 from the address: the 10 that waited longest made room for the last 10.
    await Promise.all(slow.slice(0, 10).map((connection) => connection.closed));
    expect(slow.slice(10).filter((connection) => connection.socket.closed)).toEqual([]);
    // A whole request from the same address still gets in (an office's next page behind idle
    // keep-alive connections), and so does another address.
    expect(await healthFrom(port, "127.0.11.1")).toBe("HTTP/1.1 200 OK");
    await slow[10]?.closed;
    expect(await healthFrom(port, "127.0.12.1")).toBe("HTTP/1.1 200 OK");
    for (const connection of slow) connection.socket.destroy();
  });

  it("caps live streams per user across sessions and per address, answering 429 at once", async () => {
    const viewerSessions = [await t.login("viewer"), await t.login("viewer")];
    for (const cookie of [viewerSessions[0], viewerSessions[0], viewerSessions[1]]) {
      const stream = await openEventStream(`${base}/api/events`, cookie);
      streams.push(stream);
      expect(stream.status).toBe(200);
    }
    const fourth = await openEventStream(`${base}/api/events`, viewerSessions[1]);
    streams.push(fourth);
    expect(fourth.status).toBe(429);
    await fourth.ended;

    const engineering = await t.login("Engineering");
    for (let i = 0; i < 2; i++) {
      const stream = await openEventStream(`${base}/api/events`, engineering);
      streams.push(stream);
      expect(stream.status).toBe(200);
    }
    const sixthFromAddress = await openEventStream(`${base}/api/events`, engineering);
    streams.push(sixthFromAddress);
    expect(sixthFromAddress.status).toBe(429);
  });

  it("closes a disabled user's open stream at once, as a sign-out does", async () => {
    for (const stream of streams.splice(0)) stream.close();
    const viewer = await t.login("viewer");
    const stream = await openEventStream(`${base}/api/events`, viewer);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const admin = await t.login("admin");
    const users = (await (await fetch(`${base}/api/users`, { headers: { cookie: admin } })).json()) as {
      id: number;
      username: string;
    }[];
    const viewerId = users.find((user) => user.username === "viewer")?.id;
    const disabled = await fetch(`${base}/api/users/${viewerId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({ disabled: true }),
    });
    expect(disabled.status).toBe(200);
    // The heartbeat is ten minutes away: only the change itself can have ended the stream.
    await stream.ended;
  });
});

describe("an address whose every connection is being answered", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: "" },
      serverLimits: { maxConnectionsPerAddress: 2, maxStreamsPerAddress: 10, maxStreamsPerUser: 10 },
      eventStream: { heartbeatMs: 600_000 },
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  }, 180_000);
  afterAll(() => t.close());

  it("has a connection beyond its share closed at once, as none of its own waits to be closed", async () => {
    const viewer = await t.login("viewer");
    const streams = [
      await openEventStream(`http://127.0.0.1:${port}/api/events`, viewer, "127.0.14.1"),
      await openEventStream(`http://127.0.0.1:${port}/api/events`, viewer, "127.0.14.1"),
    ];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const third = await healthFrom(port, "127.0.14.1");
    expect(third).toBe("");
    // Its streams were left alone: both still open.
    const ended = streams.map(() => false);
    streams.forEach((stream, i) => void stream.ended.then(() => (ended[i] = true)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toEqual([false, false]);
    streams[0]?.close();
    await expect.poll(() => healthFrom(port, "127.0.14.1")).toBe("HTTP/1.1 200 OK");
    streams[1]?.close();
  });
});
