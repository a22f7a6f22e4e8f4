import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeFlag } from "../../shared/change-flags.ts";
import { buildApp } from "../app.ts";
import { hashPassword } from "../auth/passwords.ts";
import { readBookingsJson } from "../bookings/read-bookings.ts";
import { parseConfig } from "../config.ts";
import { users } from "../db/schema.ts";
import { type Api, addFixtures, apiAs, bookingPayload, type Fixtures } from "../testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";

/**
 * `GET /api/bookings?include=flags` (docs/decisions/031): a month and the reader's change flags in one
 * answer, for any signed-in user; without `include` the month answers exactly as product §7 says.
 */
let t: TestApp;
let f: Fixtures;
/** Sam edits; the admin and the read-only viewer watch. */
let admin: Api;
let sam: Api;
let viewer: Api;
let viewerCookie: string;

const FROM = "2031-03-01";
const TO = "2031-03-31";
const MONTH = `/api/bookings?from=${FROM}&to=${TO}`;
const WITH_FLAGS = `${MONTH}&include=flags`;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  await t.database.db.insert(users).values({
    username: "sam",
    name: "Sam Jones",
    canEdit: true,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  admin = apiAs(t, await t.login("admin"));
  sam = apiAs(t, await t.login("sam"));
  viewerCookie = await t.login("viewer");
  viewer = apiAs(t, viewerCookie);
  // Every mark before Sam's bookings: what follows is news to the admin and the viewer.
  for (const api of [admin, sam, viewer]) await api("GET", "/api/change-flags");
  for (const day of ["2031-03-04", "2031-03-18"]) {
    const created = await sam("POST", "/api/bookings", bookingPayload(f, { startDate: day, endDate: day }));
    expect(created.statusCode, created.body).toBe(201);
  }
});
afterAll(() => t.close());

const flagsOf = async (api: Api): Promise<ChangeFlag[]> =>
  (await api("GET", "/api/change-flags")).json().flags;
const viewerRead = (etag: string) =>
  t.app.inject({ method: "GET", url: WITH_FLAGS, headers: { cookie: viewerCookie, "if-none-match": etag } });
const bookingIdsOf = (flags: ChangeFlag[]) => flags.map((flag) => flag.bookingId).sort();

describe("a month read with the reader's change flags", () => {
  it("leaves the plain answer as it was, byte for byte, and carries that same month beside the flags", async () => {
    const plain = await admin("GET", MONTH);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(await readBookingsJson({ db: t.database.db, from: FROM, to: TO }));
    expect(plain.json()).toHaveLength(2);

    const both = await admin("GET", WITH_FLAGS);
    expect(both.statusCode, both.body).toBe(200);
    expect(Object.keys(both.json())).toEqual(["bookings", "flags", "more"]);
    // The month's own text, as it is, then the flags.
    expect(both.body.startsWith(`{"bookings":${plain.body},"flags":[`)).toBe(true);
    expect(both.json().bookings).toEqual(plain.json());
    // Asking for the flags changes nothing for a client that does not: still the plain list.
    expect((await admin("GET", MONTH)).body).toBe(plain.body);
  });

  it("carries each user's own flags, as GET /api/change-flags answers them, read-only users included", async () => {
    const forAdmin = (await admin("GET", WITH_FLAGS)).json().flags as ChangeFlag[];
    expect(forAdmin).toEqual(await flagsOf(admin));
    expect(forAdmin).toHaveLength(2);
    expect(forAdmin[0]!.newest).toMatchObject({ user: { name: "Sam Jones" }, action: "created" });

    const forViewer = await viewer("GET", WITH_FLAGS);
    expect(forViewer.statusCode, forViewer.body).toBe(200);
    expect(bookingIdsOf(forViewer.json().flags)).toEqual(bookingIdsOf(forAdmin));
    // The writer's own changes are never flagged for the writer.
    expect((await sam("GET", WITH_FLAGS)).json().flags).toEqual([]);
    // Each user's answer is their own, so no user's browser can be sent another's with a 304.
    const etags = await Promise.all(
      [admin, viewer, sam].map(async (api) => (await api("GET", WITH_FLAGS)).headers.etag),
    );
    expect(new Set(etags).size).toBe(3);
  });

  it("is kept: a repeated read reads nothing from the database, and a first one reuses the kept month", async () => {
    await admin("GET", MONTH);
    await admin("GET", WITH_FLAGS);
    const before = { ...t.app.readCacheStats };
    for (let i = 0; i < 3; i++) await admin("GET", WITH_FLAGS);
    expect(t.app.readCacheStats.misses - before.misses).toBe(0);
    // Another user's first read builds only that user's flags and the joined answer: the month is kept.
    const cold = { ...t.app.readCacheStats };
    await viewer("GET", WITH_FLAGS);
    expect(t.app.readCacheStats.misses - cold.misses).toBeLessThanOrEqual(2);
    expect(t.app.readCacheStats.hits - cold.hits).toBeGreaterThanOrEqual(1);
  });

  it("answers 304 while nothing changed, and the flags as they are now after an acknowledgement", async () => {
    const first = await viewer("GET", WITH_FLAGS);
    const etag = first.headers.etag as string;
    expect((await viewerRead(etag)).statusCode).toBe(304);

    const [flag] = first.json().flags as ChangeFlag[];
    const acknowledged = await viewer("POST", "/api/change-flags/acknowledge", {
      bookingId: flag!.bookingId,
      upTo: flag!.upTo,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const after = await viewerRead(etag);
    expect(after.statusCode).toBe(200);
    expect(bookingIdsOf(after.json().flags)).not.toContain(flag!.bookingId);
    expect(after.json().bookings).toEqual(first.json().bookings);
    // The admin acknowledged nothing: still both.
    expect((await admin("GET", WITH_FLAGS)).json().flags).toHaveLength(2);
  });

  it("never serves a kept answer after a change or an acknowledgement made through another instance", async () => {
    const other = await buildApp({
      config: parseConfig({ LOG_LEVEL: "silent", DATA_DIR: "unused" }),
      database: t.database,
      db: t.database.db,
      now: () => t.clock.now,
    });
    const onOther = (cookie: string) => (method: "GET" | "POST", url: string, payload?: object) =>
      other.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const [adminElsewhere, samElsewhere] = [await t.login("admin"), await t.login("sam")];
    try {
      const before = (await admin("GET", WITH_FLAGS)).json();
      expect((await onOther(adminElsewhere)("GET", WITH_FLAGS)).json()).toEqual(before);

      const created = await onOther(samElsewhere)(
        "POST",
        "/api/bookings",
        bookingPayload(f, { startDate: "2031-03-25", endDate: "2031-03-25" }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const changed = (await admin("GET", WITH_FLAGS)).json();
      expect(changed.bookings.map((b: { id: number }) => b.id)).toContain(id);
      expect(bookingIdsOf(changed.flags)).toContain(id);

      const flag = (changed.flags as ChangeFlag[]).find((each) => each.bookingId === id)!;
      const acknowledged = await onOther(adminElsewhere)("POST", "/api/change-flags/acknowledge", {
        bookingId: id,
        upTo: flag.upTo,
      });
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
      const after = (await admin("GET", WITH_FLAGS)).json();
      expect(bookingIdsOf(after.flags)).not.toContain(id);
      expect(after.bookings).toEqual(changed.bookings);
    } finally {
      await other.close();
    }
  });

  it("asks for a session, and refuses any other include with a clear message", async () => {
    expect((await t.app.inject({ method: "GET", url: WITH_FLAGS })).statusCode).toBe(401);
    const bad = await admin("GET", `${MONTH}&include=history`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("include may only be flags");
  });
});
