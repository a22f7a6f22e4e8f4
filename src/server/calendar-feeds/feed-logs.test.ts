import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, migratedDataDir, startServer } from "../testing/processes.ts";

const PASSWORD = "feed log password";
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer(
    { DATA_DIR: migratedDataDir("feed-logs"), DEMO_DATA: "0", ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "debug" },
    freePort(),
  );
});
afterAll(() => server.stop());

it("logs a feed's requests as /calendar/[token], never with the token (docs/decisions/030)", async () => {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1]}`;
  const made = await fetch(`${server.url}/api/calendar-feeds`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ name: "Everything", scope: "all", includeCancelled: true }),
  });
  expect(made.status).toBe(201);
  const { path } = (await made.json()) as { path: string };
  const token = path.slice("/calendar/".length, -".ics".length);

  const first = await fetch(`${server.url}${path}`);
  expect(first.status).toBe(200);
  const again = await fetch(`${server.url}${path}?x=1`, {
    headers: { "if-none-match": first.headers.get("etag")! },
  });
  expect(again.status).toBe(304);
  expect((await fetch(`${server.url}/calendar/${token.slice(0, 20)}`)).status).toBe(404);

  // The debug log has been written once each answer is sent; give the pipe a moment.
  await expect.poll(() => server.output().match(/"url":"\/calendar\/\[token\]/g)?.length ?? 0).toBe(3);
  expect(server.output()).toContain('"url":"/calendar/[token]?x=1"');
  expect(server.output()).not.toContain(token.slice(0, 20));
});
