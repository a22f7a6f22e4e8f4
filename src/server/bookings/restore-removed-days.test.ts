import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { addDays } from "../../shared/dates.ts";
import type { HistoryEntry } from "../../shared/history.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  admin = apiAs(t, await t.login("admin"));
});
afterAll(() => t.close());

const read = async (id: number): Promise<Booking> => {
  const bookings = (await admin("GET", "/api/bookings")).json() as Booking[];
  return bookings.find((booking) => booking.id === id)!;
};
const lastRecord = async (): Promise<HistoryEntry> =>
  (await admin("GET", "/api/history?limit=1")).json().entries[0];
/** What a user sees of each day: its date and details, destinations and statuses by id. */
const days = (booking: Booking) =>
  booking.dailyDetails.map(({ id: _id, destinationLocation: _name, ...day }) => day);

/**
 * A three-day booking, 16-18/12, each day with its own time, hours and remarks, moved by the Edit
 * dialog to the 14th alone: the 16th's details move to the 14th, the 17th and 18th are removed.
 */
async function movedBooking(startDate = "2026-12-16") {
  const dates = [startDate, addDays(startDate, 1), addDays(startDate, 2)];
  const booking = await createBookingVia(admin, bookingPayload(f, { startDate, endDate: dates[2] }));
  for (const [index, date] of dates.entries()) {
    const day = `/api/bookings/${booking.id}/daily-details/${date}`;
    await admin("PATCH", `${day}/departure-time`, { departureTime: `0${7 + index}00` });
    await admin("PATCH", `${day}/expected-hours`, { expectedAircraftHours: `${index + 1}.5` });
    await admin("PATCH", `${day}/remarks`, { remarks: `Day ${index + 1} remarks` });
  }
  const before = await read(booking.id);
  const moved = await admin(
    "PUT",
    `/api/bookings/${booking.id}`,
    bookingPayload(f, { startDate: addDays(startDate, -2), endDate: addDays(startDate, -2) }),
  );
  expect(moved.statusCode, moved.body).toBe(200);
  const record = await lastRecord();
  return { id: booking.id, before, recordId: record.id, record };
}

const restore = (id: number, recordId: number) =>
  admin("POST", `/api/bookings/${id}/changes/${recordId}/restore`);

describe("restoring the days a date change removed (docs/decisions/043)", () => {
  it("puts the range and every day back as they were, recorded as a change of its own", async () => {
    const { id, before, recordId, record } = await movedBooking();
    expect(record.details).toMatchObject({ removedDays: 2 });
    expect(record.changes.filter((change) => change.field === "Day removed")).toHaveLength(2);
    expect((await read(id)).dailyDetails).toHaveLength(1);

    const answer = await restore(id, recordId);
    expect(answer.statusCode, answer.body).toBe(200);
    const restored = await read(id);
    expect([restored.startDate, restored.endDate]).toEqual([before.startDate, before.endDate]);
    expect(days(restored)).toEqual(days(before));
    expect(answer.json()).toMatchObject({ id, startDate: before.startDate, conflicts: [] });

    const record2 = await lastRecord();
    expect(record2).toMatchObject({ entity: "booking", entityId: id, action: "changed" });
    expect(record2.changes).toContainEqual(
      expect.objectContaining({ field: "End date", from: "2026-12-14", to: "2026-12-18" }),
    );
    // Done once: the booking has moved on from the version that change left it at.
    expect((await restore(id, recordId)).statusCode).toBe(409);
  });

  it("refuses once the booking has changed since, naming why, and writes nothing", async () => {
    const { id, recordId } = await movedBooking("2027-01-16");
    await admin("PATCH", `/api/bookings/${id}/daily-details/2027-01-14/remarks`, { remarks: "Later edit" });
    const after = await read(id);
    const answer = await restore(id, recordId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe(
      `Booking ${id} has been changed since its days were removed, so they are not put back over that change; its history lists them`,
    );
    expect(await read(id)).toEqual(after);
  });

  it("answers 404 for a record of another booking or none, 409 for a change that removed no day", async () => {
    const { id, recordId } = await movedBooking("2027-02-16");
    const other = await createBookingVia(
      admin,
      bookingPayload(f, { startDate: "2027-02-20", endDate: "2027-02-20" }),
    );
    expect((await restore(other.id, recordId)).statusCode).toBe(404);
    expect((await restore(id, 999_999)).json().error).toBe(`Booking ${id} has no change record 999999`);

    await admin("PATCH", `/api/bookings/${other.id}/daily-details/2027-02-20/remarks`, { remarks: "Edited" });
    const plain = await lastRecord();
    const answer = await restore(other.id, plain.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toMatch(/removed no days/);
  });

  it("asks for the booking back first when it has been deleted", async () => {
    const { id, recordId } = await movedBooking("2027-03-16");
    await admin("DELETE", `/api/bookings/${id}`);
    const answer = await restore(id, recordId);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe(`Booking ${id} no longer exists: restore the booking first`);
  });
});
