import Papa from "papaparse";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { dayExportLines, exportFields, needsLegColumns } from "../../shared/csv-export.ts";
import { departureHHmm } from "../../shared/departure-time.ts";
import type { BookingStatus, Location } from "../../shared/reference-data.ts";
import {
  type Api,
  addFixtures,
  apiAs,
  bookingPayload,
  createBookingVia,
  type Fixtures,
} from "../testing/booking-fixtures.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let f: Fixtures;
let admin: Api;
let csv: ReturnType<typeof csvClient>;
beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  const cookie = await t.login("admin");
  admin = apiAs(t, cookie);
  csv = csvClient(t, cookie);
});
afterAll(() => t.close());

const FEBRUARY = "from=2034-02-01&to=2034-02-28";

async function ok(method: "PATCH" | "PUT", url: string, body: object) {
  const answer = await admin(method, url, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/**
 * A booking as the round trip must keep it: places and statuses by name, times as HH:mm. Its departure is
 * not among them: the file names a leg's "from", and the import makes the first leg's the booking's.
 */
function kept(booking: Booking, names: Map<number, string>, statuses: Map<number, string>) {
  return {
    customer: booking.customer.name,
    type: booking.aircraftType.title,
    aircraft: booking.allocatedAircraft?.registration ?? null,
    dates: [booking.startDate, booking.endDate],
    days: booking.dailyDetails.map((day) => ({
      date: day.date,
      status: statuses.get(day.bookingStatusId ?? 0),
      remarks: day.remarks,
      actualHours: day.actualHours === null ? null : Number(day.actualHours),
      legs: day.legs.map((leg) => ({
        time: departureHHmm(leg.departureTime),
        route: `${names.get(leg.fromId)} → ${names.get(leg.toId)}`,
        hours: leg.expectedHours,
        passengers: leg.passengers,
        positioning: leg.positioning,
      })),
    })),
  };
}

it("imports the table's export of a month back into the same bookings, days and legs (docs/decisions/049)", async () => {
  const { base, rig, port } = f.locations;
  const confirmed = f.statuses.confirmed;
  // A crew change of three legs, then a day of one; a one-leg booking; a one-leg day moved off its
  // booking's departure; each with something of its own to keep.
  const crew = await createBookingVia(
    admin,
    bookingPayload(f, {
      startDate: "2034-02-06",
      endDate: "2034-02-07",
      departureId: port,
      destinationId: port,
      allocatedAircraftId: f.aircraft["G-LDNA"],
      remarks: "Crew change, 2 PAX + tools",
      legs: [
        { departureTime: "08:00", fromId: port, toId: rig, expectedHours: "0.75", passengers: 12 },
        { departureTime: "09:15", fromId: rig, toId: base, expectedHours: "0.5", passengers: 0 },
        { departureTime: "10:30", fromId: base, toId: port, expectedHours: "1", positioning: true },
      ],
    }),
  );
  const day2 = crew.dailyDetails[1]!;
  let version = (
    await ok("PUT", `/api/bookings/${crew.id}/daily-details/2034-02-07/legs`, {
      legs: [{ ...day2.legs[0]!, toId: rig }],
      version: crew.version,
    })
  ).version;
  version = (
    await ok("PATCH", `/api/bookings/${crew.id}/daily-details/2034-02-06/actual-hours`, {
      actualHours: "2.4",
      version,
    })
  ).version;
  await ok("PATCH", `/api/bookings/${crew.id}/daily-details/2034-02-06/status`, {
    statusId: confirmed,
    version,
  });
  await createBookingVia(
    admin,
    bookingPayload(f, {
      customerId: f.customers.zenith,
      startDate: "2034-02-06",
      endDate: "2034-02-06",
      departureTime: "14:00",
      expectedHours: "1.25",
    }),
  );
  const moved = await createBookingVia(
    admin,
    bookingPayload(f, { startDate: "2034-02-20", endDate: "2034-02-20", departureTime: "07:30" }),
  );
  await ok("PUT", `/api/bookings/${moved.id}/daily-details/2034-02-20/legs`, {
    legs: [{ ...moved.dailyDetails[0]!.legs[0]!, fromId: port }],
    version: moved.version,
  });

  const month = async () => (await admin("GET", `/api/bookings?${FEBRUARY}`)).json() as Booking[];
  const names = new Map(
    ((await admin("GET", "/api/locations")).json() as Location[]).map((place) => [place.id, place.name]),
  );
  const statuses = new Map(
    ((await admin("GET", "/api/booking-statuses")).json() as BookingStatus[]).map((s) => [
      s.id,
      s.statusText,
    ]),
  );
  const before = await month();
  expect(before).toHaveLength(3);

  // The export as the table writes it (export-csv.ts): every line, with Actual Hours and the legs' columns.
  const columns = { actualHours: true, legs: needsLegColumns(before.flatMap((b) => b.dailyDetails)) };
  expect(columns.legs).toBe(true);
  const lines = before.flatMap((booking) =>
    booking.dailyDetails.flatMap((day) =>
      dayExportLines({
        booking,
        day,
        statusText: statuses.get(day.bookingStatusId ?? 0) ?? "",
        names,
        columns,
      }),
    ),
  );
  expect(lines).toHaveLength(6);
  const text = Papa.unparse({ fields: exportFields(columns), data: lines }, { newline: "\r\n" });

  // Imported again beside what it was exported from: every row chosen, though each matches a stored booking.
  const url = await csv.upload(text);
  const imported = await csv.process(url, { importDuplicateRows: lines.map((_, index) => index + 1) });
  expect(imported.json()).toMatchObject({ success: true, stats: { totalRows: 6, createdBookings: 3 } });

  const ids = new Set(before.map((booking) => booking.id));
  const after = (await month()).filter((booking) => !ids.has(booking.id));
  const shape = (bookings: Booking[]) =>
    bookings
      .map((booking) => kept(booking, names, statuses))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  expect(shape(after)).toEqual(shape(before));
  expect(shape(after)[0]!.days[0]!.legs).toHaveLength(3);
  // Each booking leaves from its first leg's "from": the one moved off its booking's departure too.
  expect(
    after.map((booking) => [
      booking.departureLocation.name,
      names.get(booking.dailyDetails[0]!.legs[0]!.fromId),
    ]),
  ).toEqual(after.map((booking) => [booking.departureLocation.name, booking.departureLocation.name]));
  expect(after.find((booking) => booking.startDate === "2034-02-20")?.departureLocation.name).toBe(
    "EGNJ Humberside",
  );
});
