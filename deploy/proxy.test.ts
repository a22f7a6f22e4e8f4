/**
 * deploy/nginx.conf as shipped, in front of two instances on one PostgreSQL database: sign in, write
 * through the proxy, and see the live update of that write arrive through the proxy, whichever
 * instance took the write and whichever holds the stream. Run by `npm run test:proxy` (CI installs
 * Debian's nginx when it is missing); needs TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream } from "../src/server/testing/event-stream.ts";
import { freePort, startServer, tempDir } from "../src/server/testing/processes.ts";

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error("npm run test:proxy needs TEST_DATABASE_URL (a PostgreSQL server)");
if (spawnSync("nginx", ["-v"]).error)
  throw new Error("npm run test:proxy needs nginx (apt-get install nginx)");

const PASSWORD = "proxy-test-password";
const database = `proxy_${randomBytes(5).toString("hex")}`;
const databaseUrl = `${baseUrl.replace(/\/[^/]*$/, "")}/${database}`;
const instances: Awaited<ReturnType<typeof startServer>>[] = [];
const ports = [freePort(), freePort()] as const;
const proxyPort = freePort();
const proxy = `http://127.0.0.1:${proxyPort}`;
let nginx: ChildProcess;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

beforeAll(async () => {
  await admin(`create database ${database}`);
  const env = {
    DATABASE_URL: databaseUrl,
    ADMIN_PASSWORD: PASSWORD,
    TRUST_PROXY: "127.0.0.1",
    DEMO_DATA: "0",
  };
  // One after the other: the first migrates, the second finds the schema ready.
  for (const port of ports) instances.push(await startServer(env, port));

  const dir = tempDir("nginx");
  const site = readFileSync(new URL("nginx.conf", import.meta.url), "utf8")
    .replace("127.0.0.1:3001", `127.0.0.1:${ports[0]}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${ports[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`);
  writeFileSync(join(dir, "site.conf"), site);
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; events {}
http { access_log off; include ${dir}/site.conf;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi; }`,
  );
  nginx = spawn("nginx", ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let tries = 0; tries < 100; tries++) {
    if ((await fetch(`${proxy}/api/health`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${proxy}: ${readFileSync(join(dir, "error.log"), "utf8")}`);
}, 180_000);

afterAll(async () => {
  nginx?.kill("SIGTERM");
  await Promise.all(instances.map((instance) => instance.stop()));
  await admin(`drop database if exists ${database} with (force)`);
}, 60_000);

describe("behind nginx", () => {
  it("signs in, writes, and streams each write's live update through the proxy, across both instances", async () => {
    const login = await fetch(`${proxy}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: proxy },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    // The session cookie, not the known-devices one a sign-in also sets.
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(";")[0]!)
      .find((pair) => pair.startsWith("sid="))!;

    const stream = await openEventStream(`${proxy}/api/events`, cookie);
    expect(stream.status).toBe(200);
    try {
      // Round robin sends these writes to both instances; every one must reach the one stream.
      for (let i = 1; i <= 4; i++) {
        const since = stream.messages.length;
        const written = await fetch(`${proxy}/api/customers`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: proxy, cookie },
          body: JSON.stringify({ name: `Proxy Customer ${i}`, color: "#336699" }),
        });
        expect(written.status).toBe(201);
        const message = await stream.next((m) => m.event !== "comment" && m.data.includes("customer"), {
          since,
          timeoutMs: 5_000,
        });
        expect(message).toBeDefined();
      }
    } finally {
      stream.close();
    }
  });

  it("passes the client's address, so a refused Origin and the sign-in limit see the real client", async () => {
    const foreign = await fetch(`${proxy}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://evil.example" },
      body: JSON.stringify({ username: "admin", password: PASSWORD }),
    });
    expect(foreign.status).toBe(403);
    const tooBig = await fetch(`${proxy}/api/customers`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: proxy },
      body: "x".repeat(7 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
  });
});
