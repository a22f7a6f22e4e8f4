import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookingPayload } from "../../shared/bookings.ts";
import type { ChangeFlag } from "../../shared/change-flags.ts";
import { buildApp } from "../app.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createBooking } from "../bookings/create-booking.ts";
import { parseConfig } from "../config.ts";
import { users } from "../db/schema.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";
import { COMMAND_LINE, removeUser } from "../users/manage-users.ts";

let t: TestApp;
let f: Fixtures;
/** Sam edits; admin (and the read-only viewer) watch. */
let admin: Api;
let sam: Api;
let viewer: Api;

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
  viewer = apiAs(t, await t.login("viewer"));
});
afterAll(() => t.close());

const flagsOf = async (api: Api): Promise<ChangeFlag[]> => {
  const response = await api("GET", "/api/change-flags");
  expect(response.statusCode, response.body).toBe(200);
  return response.json().flags;
};
const newBooking = (api: Api) =>
  createBookingVia(api, bookingPayload(f, { startDate: "2026-11-24", endDate: "2026-11-26" }));
const acknowledgeAll = async (api: Api) => {
  const flags = await flagsOf(api);
  const upTo = Math.max(0, ...flags.map((flag) => flag.upTo));
  expect((await api("POST", "/api/change-flags/acknowledge-all", { upTo })).statusCode).toBe(200);
};

describe("change flags (docs/decisions/031)", () => {
  it("a user starts with everything seen, and never sees their own changes flagged", async () => {
    await newBooking(sam);
    expect(await flagsOf(await freshUser("newcomer"))).toEqual([]);
    await acknowledgeAll(admin);
    await newBooking(admin);
    expect(await flagsOf(admin)).toEqual([]);
  });

  it("flags a day someone else changed, naming who, what and when, until acknowledged", async () => {
    await acknowledgeAll(admin);
    const booking = await newBooking(admin);
    await sam("PATCH", `/api/bookings/${booking.id}/daily-details/2026-11-25/remarks`, {
      remarks: "Crew change",
    });

    const [flag] = await flagsOf(admin);
    expect(flag).toMatchObject({ bookingId: booking.id, deleted: false, days: ["2026-11-25"] });
    expect(flag).toMatchObject({ count: 1 });
    expect(flag!.newest).toMatchObject({
      user: { name: "Sam Jones" },
      changes: [{ field: "Remarks", date: "2026-11-25", from: "--", to: "Crew change" }],
    });
    expect((await flagsOf(sam)).map((f) => f.bookingId)).not.toContain(booking.id);

    const ack = await admin("POST", "/api/change-flags/acknowledge", {
      bookingId: booking.id,
      upTo: flag!.upTo,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(await flagsOf(admin)).toEqual([]);

    // A later change flags it again.
    await sam("PATCH", `/api/bookings/${booking.id}/daily-details/2026-11-24/remarks`, {
      remarks: "Fuel stop",
    });
    expect((await flagsOf(admin)).map((f) => f.days)).toEqual([["2026-11-24"]]);
    await sam("PATCH", `/api/bookings/${booking.id}/daily-details/2026-11-26/remarks`, { remarks: "Late" });
    const [both] = await flagsOf(admin);
    expect(both).toMatchObject({ count: 2, days: ["2026-11-24", "2026-11-26"] });
    expect(both!.newest.changes[0]).toMatchObject({ to: "Late" });
  });

  it("flags new bookings and date ranges for the whole booking, and deletions as deleted", async () => {
    await acknowledgeAll(admin);
    const created = await newBooking(sam);
    const moved = await newBooking(admin);
    await sam("PUT", `/api/bookings/${moved.id}`, {
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      startDate: "2026-11-25",
      endDate: "2026-11-27",
    });
    const gone = await newBooking(admin);
    await sam("DELETE", `/api/bookings/${gone.id}`);

    const flags = await flagsOf(admin);
    expect(flags.map((flag) => [flag.bookingId, flag.days, flag.deleted])).toEqual([
      [gone.id, null, true],
      [moved.id, null, false],
      [created.id, null, false],
    ]);
  });

  it("acknowledging all follows the user to another session, and spares a change made meanwhile", async () => {
    await newBooking(sam);
    const upTo = Math.max(...(await flagsOf(admin)).map((flag) => flag.upTo));
    const later = await newBooking(sam);
    expect((await admin("POST", "/api/change-flags/acknowledge-all", { upTo })).statusCode).toBe(200);

    const laptop = apiAs(t, await t.login("admin"));
    expect((await flagsOf(laptop)).map((flag) => flag.bookingId)).toEqual([later.id]);
  });

  it("lets a read-only user acknowledge, as it writes only their own mark", async () => {
    await flagsOf(viewer);
    await newBooking(sam);
    const [flag] = await flagsOf(viewer);
    const answer = await viewer("POST", "/api/change-flags/acknowledge", {
      bookingId: flag!.bookingId,
      upTo: flag!.upTo,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await acknowledgeAll(viewer);
    expect(await flagsOf(viewer)).toEqual([]);
  });

  it("holds a made-up record id to the newest record, so future changes still show", async () => {
    await acknowledgeAll(admin);
    expect((await admin("POST", "/api/change-flags/acknowledge-all", { upTo: 2 ** 50 })).statusCode).toBe(
      200,
    );
    const next = await newBooking(sam);
    expect((await flagsOf(admin)).map((flag) => flag.bookingId)).toEqual([next.id]);
  });

  it("flags a change by a user since removed, and one made from the command line", async () => {
    await acknowledgeAll(admin);
    const leaver = await freshUser("leaver");
    const theirs = await newBooking(leaver);
    await removeUser(t.database.db, "leaver");
    const scripted = await createBooking({
      db: t.database.db,
      actor: COMMAND_LINE,
      payload: createBookingPayload.parse(
        bookingPayload(f, { startDate: "2026-11-24", endDate: "2026-11-24" }),
      ),
    });
    expect((await flagsOf(admin)).map((flag) => [flag.bookingId, flag.newest.user.name])).toEqual([
      [scripted.id, "Command line"],
      [theirs.id, "leaver"],
    ]);
  });

  it("flags each booking an import by someone else created, and each a merge moved, named as the booking", async () => {
    await acknowledgeAll(admin);
    const header =
      "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft\n";
    const imported = await csvClient(t, await t.login("sam")).importFile(
      `${header}Import Co,EGNH Blackpool,Leman Alpha,AW139,2031-06-02,0900,1,\nImport Co,EGNH Blackpool,Leman Alpha,AW139,2031-06-03,0900,1,\n`,
    );
    expect(imported.json(), imported.body).toMatchObject({ success: true, stats: { createdBookings: 2 } });
    const flags = await flagsOf(admin);
    expect(flags.map((flag) => [flag.label, flag.days, flag.count, flag.newest.action])).toEqual([
      ["Import Co, AW139, 02/06/31", null, 1, "imported"],
      ["Import Co, AW139, 03/06/31", null, 1, "imported"],
    ]);
    expect(flags[0]!.newest.user.name).toBe("Sam Jones");
    // Acknowledged one by one, like any other booking's change.
    const [first] = flags;
    await admin("POST", "/api/change-flags/acknowledge", { bookingId: first!.bookingId, upTo: first!.upTo });
    expect((await flagsOf(admin)).map((flag) => flag.label)).toEqual(["Import Co, AW139, 03/06/31"]);
    await acknowledgeAll(admin);

    // The admin's own booking of a customer Sam then merges into another: the booking is Sam's change.
    const merged = await admin("POST", "/api/customers", { name: "Merged Away Co" });
    const mine = await createBookingVia(
      admin,
      bookingPayload(f, { customerId: merged.json().id, startDate: "2031-06-05", endDate: "2031-06-05" }),
    );
    const merge = await sam("POST", `/api/customers/${merged.json().id}/merge`, { intoId: f.customers.acme });
    expect(merge.statusCode, merge.body).toBe(200);
    expect((await flagsOf(admin)).map((flag) => [flag.bookingId, flag.label, flag.newest.action])).toEqual([
      [mine.id, "Acme Offshore, AW139, 05/06/31", "merged"],
    ]);
  });

  it("never serves a kept answer after a change or an acknowledgement, on this instance or another", async () => {
    // A second instance on the same database, with a read cache of its own (on PostgreSQL, what two
    // servers behind a load balancer share).
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
      await acknowledgeAll(admin);
      // Both instances keep the admin's empty answer...
      expect(await flagsOf(admin)).toEqual([]);
      expect((await onOther(adminElsewhere)("GET", "/api/change-flags")).json().flags).toEqual([]);
      // ...Sam's change through the other instance shows on this one's next read...
      const created = await onOther(samElsewhere)("POST", "/api/bookings", bookingPayload(f, {}));
      expect(created.statusCode, created.body).toBe(201);
      const [flag] = await flagsOf(admin);
      expect(flag?.bookingId).toBe(created.json().id);
      // ...and this one's is kept again, until the admin acknowledges on the other instance.
      expect(await flagsOf(admin)).toHaveLength(1);
      const acknowledged = await onOther(adminElsewhere)("POST", "/api/change-flags/acknowledge", {
        bookingId: flag!.bookingId,
        upTo: flag!.upTo,
      });
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
      expect(await flagsOf(admin)).toEqual([]);
      // A change of the admin's own moves the counter too, and still flags nothing.
      await newBooking(admin);
      expect(await flagsOf(admin)).toEqual([]);
      expect((await onOther(adminElsewhere)("GET", "/api/change-flags")).json().flags).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it.each([
    ["/api/change-flags/acknowledge", { bookingId: 0, upTo: 1 }, "bookingId must be a positive whole number"],
    ["/api/change-flags/acknowledge", { bookingId: 1, upTo: -1 }, "upTo must be a history record id"],
    ["/api/change-flags/acknowledge-all", { upTo: "x" }, "upTo must be a history record id"],
  ])("answers 400 to a bad body for %s", async (url, body, message) => {
    const answer = await admin("POST", url, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toContain(message);
  });
});

/** A user created now, signed in. */
async function freshUser(username: string): Promise<Api> {
  await t.database.db
    .insert(users)
    .values({ username, name: username, canEdit: true, passwordHash: await hashPassword(TEST_PASSWORD) });
  return apiAs(t, await t.login(username));
}
