import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
} from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { readFeedDays } from "./read-feed-days.ts";

// Each call is one build of a feed from the database: counted, and otherwise left as it is.
vi.mock("./read-feed-days.ts", async (original) => {
  const actual = await original<typeof import("./read-feed-days.ts")>();
  return { ...actual, readFeedDays: vi.fn(actual.readFeedDays) };
});
const builds = vi.mocked(readFeedDays);

const HOSTS = ["evil.example", "ops.example.com:8443", "127.0.0.1", "x.invalid", "EVIL.example"];

/** An app with one booking this week and one whole-schedule feed; answers the feed's path. */
async function appWithFeed(
  env: Record<string, string>,
): Promise<{ t: TestApp; admin: Api; path: string; id: number }> {
  const t = await createTestApp({ env });
  const f = await addFixtures(t.database.db);
  const admin = apiAs(t, await t.login("admin"));
  const today = t.clock.now.toISOString().slice(0, 10);
  const { id } = await createBookingVia(admin, bookingPayload(f, { startDate: today, endDate: today }));
  const made = await admin("POST", "/api/calendar-feeds", {
    name: "All",
    scope: "all",
    includeCancelled: true,
  });
  return { t, admin, path: made.json().path, id };
}

describe("a feed's cache key and links without PUBLIC_ORIGIN (docs/decisions/044)", () => {
  let t: TestApp;
  let path: string;
  let id: number;
  beforeAll(async () => {
    ({ t, path, id } = await appWithFeed({}));
  });
  afterAll(() => t?.close());

  it("answers every Host from one build that names the booking but carries no link", async () => {
    builds.mockClear();
    const bodies = [];
    for (const host of HOSTS) {
      const response = await t.app.inject({ method: "GET", url: path, headers: { host } });
      expect(response.statusCode).toBe(200);
      bodies.push(response.body);
    }
    expect(builds).toHaveBeenCalledTimes(1);
    expect(new Set(bodies).size).toBe(1);
    const body = bodies[0]!;
    expect(body).toContain(`Booking ${id}`);
    expect(body).not.toContain("URL:");
    expect(body).not.toContain("?booking=");
    for (const host of HOSTS) expect(body.toLowerCase()).not.toContain(host.toLowerCase());
  });
});

describe("feed bursts (docs/decisions/044)", () => {
  let t: TestApp;
  let admin: Api;
  let path: string;
  let id: number;
  beforeAll(async () => {
    ({ t, admin, path, id } = await appWithFeed({ PUBLIC_ORIGIN: "https://ops.example.com" }));
  });
  afterAll(() => t?.close());

  it("answers 60 polls at once after a change from one build, all 200 with the change", async () => {
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    const today = t.clock.now.toISOString().slice(0, 10);
    const edit = await admin("PATCH", `/api/bookings/${id}/daily-details/${today}/remarks`, {
      remarks: "Burst check",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    builds.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => t.app.inject({ method: "GET", url: path })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    // Unfolded: a long content line continues on the next after CRLF and a space.
    expect(answers.every((a) => a.body.replace(/\r\n /g, "").includes("Remarks: Burst check"))).toBe(true);
    expect(builds).toHaveBeenCalledTimes(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "answers 503 busy with Retry-After, not 'cannot be reached', while every pooled connection is taken",
    async () => {
      const { database } = t;
      if (database.kind !== "postgres") throw new Error("PostgreSQL only");
      // The pool's 10 connections, held as a burst of slow builds would hold them.
      const held = await Promise.all(Array.from({ length: 10 }, () => database.pool.connect()));
      try {
        const response = await t.app.inject({ method: "GET", url: path });
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("2");
        expect(response.json()).toEqual({ error: "The server is busy; try again in a few seconds." });
      } finally {
        for (const client of held) client.release();
      }
      expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    },
    15_000,
  );
});
