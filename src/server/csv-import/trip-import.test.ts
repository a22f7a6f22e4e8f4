import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { CSV_TRIP_EXAMPLE } from "../../shared/csv-import.ts";
import type { HistoryEntry } from "../../shared/history.ts";
import type { Location } from "../../shared/reference-data.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let csv: ReturnType<typeof csvClient>;
beforeAll(async () => {
  t = await createTestApp();
  csv = csvClient(t, await t.login("admin"));
});
afterAll(() => t.close());

const HEADER =
  "Trip,Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Passengers,Positioning,Status,Remarks\n";
const bookingsOn = async (from: string, to = from) =>
  (await csv.call("GET", `/api/bookings?from=${from}&to=${to}`)).json() as Booking[];
const placeNames = async () =>
  new Map(((await csv.call("GET", "/api/locations")).json() as Location[]).map((l) => [l.id, l.name]));
/** A day's legs as 'time from → to hours pax positioning', places by name. */
async function legsOf(booking: Booking) {
  const names = await placeNames();
  return booking.dailyDetails.map((day) => [
    day.date,
    ...day.legs.map(
      (leg) =>
        `${leg.departureTime} ${names.get(leg.fromId)} → ${names.get(leg.toId)} ${leg.expectedHours}` +
        `${leg.passengers === null ? "" : ` ${leg.passengers} pax`}${leg.positioning ? " positioning" : ""}`,
    ),
  ]);
}

describe("CSV import of a day's legs through a Trip column (docs/decisions/049)", () => {
  it("makes rows sharing a trip and a date that day's legs in departure-time order, consecutive days one booking", async () => {
    const file =
      HEADER +
      // Day one's legs out of order in the file; the remarks and status given on one row of the day.
      "CC1,Trip Co,Leman T,Ravens T,AW139,2033-03-10,0915,0.5,,,,\n" +
      "CC1,Trip Co,Humber T,Leman T,AW139,2033-03-10,0800,0.75,12,,Confirmed,Crew change\n" +
      "cc1,Trip Co,Ravens T,Humber T,AW139,2033-03-10,1030,1,,Yes,,\n" +
      // Day two: one leg only.
      "CC1,Trip Co,Humber T,Leman T,AW139,2033-03-11,0900,0.75,,,,\n" +
      // No trip: a booking of its own, as before trips, on the same route and day.
      ",Trip Co,Humber T,Leman T,AW139,2033-03-10,1400,0.75,,,,\n";
    const preview = await csv.preview(file);
    expect(preview).toMatchObject({
      success: true,
      message: "2 bookings to import, 1 new customer, 3 new locations",
      stats: { totalRows: 5, createdBookings: 2, skippedDuplicates: 0 },
    });
    expect(
      preview.preview.map(
        (row: { row: number; trip: string | null; booking: number; leg: string | null }) => [
          row.row,
          row.trip,
          row.booking,
          row.leg,
        ],
      ),
    ).toEqual([
      [1, "CC1", 1, "2 of 3"],
      [2, "CC1", 1, "1 of 3"],
      [3, "cc1", 1, "3 of 3"],
      [4, "CC1", 1, null],
      [5, null, 2, null],
    ]);
    expect(preview.preview[1]).toMatchObject({ passengers: 12, positioning: false });
    expect(preview.preview[2]).toMatchObject({ passengers: null, positioning: true });
    expect(await bookingsOn("2033-03-10")).toEqual([]);

    const response = await csv.importFile(file);
    expect(response.json()).toMatchObject({ success: true, stats: { createdBookings: 2 } });
    const [trip, own] = await bookingsOn("2033-03-10", "2033-03-11");
    // The booking leaves from its first leg's "from".
    expect(trip).toMatchObject({
      startDate: "2033-03-10",
      endDate: "2033-03-11",
      departureLocation: { name: "Humber T" },
    });
    expect(await legsOf(trip!)).toEqual([
      [
        "2033-03-10",
        "0800 Humber T → Leman T 0.75 12 pax",
        "0915 Leman T → Ravens T 0.50",
        "1030 Ravens T → Humber T 1.00 positioning",
      ],
      ["2033-03-11", "0900 Humber T → Leman T 0.75"],
    ]);
    const [first, second] = trip!.dailyDetails;
    expect(first).toMatchObject({
      departureTime: "0800",
      destinationLocation: { name: "Humber T" },
      expectedAircraftHours: "2.25",
      remarks: "Crew change",
    });
    // A day's status given on no row is the default.
    const statuses = (await csv.call("GET", "/api/booking-statuses")).json() as {
      id: number;
      statusText: string;
    }[];
    const statusOf = (id: number | null) => statuses.find((s) => s.id === id)?.statusText;
    expect([statusOf(first!.bookingStatusId), statusOf(second!.bookingStatusId)]).toEqual([
      "Confirmed",
      "Pending",
    ]);
    expect(second).toMatchObject({ remarks: "--", expectedAircraftHours: "0.75" });
    expect(own).toMatchObject({ startDate: "2033-03-10", endDate: "2033-03-10" });
    expect(await legsOf(own!)).toEqual([["2033-03-10", "1400 Humber T → Leman T 0.75"]]);

    // One history record for the import, naming both bookings.
    const [record] = (await csv.call("GET", "/api/history?limit=1")).json().entries as HistoryEntry[];
    expect(record).toMatchObject({ entity: "import", action: "imported" });
    expect((record!.details as { bookingIds: number[] }).bookingIds.sort()).toEqual(
      [trip!.id, own!.id].sort(),
    );
  });

  it("skips a trip already there as one booking, and imports it when any of its rows is chosen", async () => {
    const file =
      HEADER +
      "R1,Again Co,Base A,Rig A,AW139,2033-04-01,0700,1,,,,\n" +
      "R1,Again Co,Rig A,Base A,AW139,2033-04-01,0830,1,,,,\n";
    expect((await csv.importFile(file)).json()).toMatchObject({ stats: { createdBookings: 1 } });
    const [stored] = await bookingsOn("2033-04-01");
    const again = await csv.preview(file);
    expect(again).toMatchObject({ stats: { createdBookings: 0, skippedDuplicates: 1 } });
    expect(again.preview.map((row: { duplicate: boolean }) => row.duplicate)).toEqual([true, true]);
    expect(again.preview[1].matches).toEqual({ bookingId: stored!.id, departureTime: "0700" });
    const url = await csv.upload(file);
    const chosen = await csv.process(url, { importDuplicateRows: [2] });
    expect(chosen.json()).toMatchObject({ stats: { createdBookings: 1, skippedDuplicates: 0 } });
    const both = await bookingsOn("2033-04-01");
    expect(both.map((b) => b.dailyDetails[0]!.legs.length)).toEqual([2, 2]);
  });

  it("starts another booking after a date with none of a trip's rows, and gives a row with an End Date its leg on each day", async () => {
    const file =
      "Trip,Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Expected Hours\n" +
      "W,Week Co,Base W,Rig W,AW139,2033-05-01,2033-05-03,0800,1\n" +
      "W,Week Co,Rig W,Base W,AW139,2033-05-02,,1200,1\n" +
      "W,Week Co,Base W,Rig W,AW139,2033-05-05,,0800,1\n";
    expect((await csv.importFile(file)).json()).toMatchObject({ stats: { createdBookings: 2 } });
    const [week, later] = await bookingsOn("2033-05-01", "2033-05-05");
    expect(await legsOf(week!)).toEqual([
      ["2033-05-01", "0800 Base W → Rig W 1.00"],
      ["2033-05-02", "0800 Base W → Rig W 1.00", "1200 Rig W → Base W 1.00"],
      ["2033-05-03", "0800 Base W → Rig W 1.00"],
    ]);
    expect(later).toMatchObject({ startDate: "2033-05-05", endDate: "2033-05-05" });
  });

  it("names the rows that clash on their day", async () => {
    const fleet = (await csv.call("GET", "/api/aircraft-types-with-aircraft")).json() as {
      title: string;
      aircraft: { registration: string }[];
    }[];
    const registration = fleet.find((type) => type.title === "AW139")!.aircraft[0]!.registration;
    const file =
      "Trip,Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Aircraft\n" +
      `X,Clash Co,Base X,Rig X,AW139,2033-06-01,0800,1,${registration}\n` +
      `X,Clash Co,Rig X,Base X,AW139,2033-06-01,0930,1,\n` +
      `Y,Clash Co,Base X,Rig X,AW139,2033-06-01,0945,1,${registration}\n`;
    const preview = await csv.preview(file);
    expect(preview.clashes).toEqual([
      expect.objectContaining({ kind: "time", date: "2033-06-01", registration, rows: [1, 2, 3] }),
    ]);
  });

  it("refuses, by row, a trip that names two customers, a day given two statuses, and legs it cannot read", async () => {
    const response = await csv.importFile(
      HEADER +
        "Z,Refused Co,Base Z,Rig Z,AW139,2033-07-01,0800,1,,,Confirmed,\n" +
        "Z,Other Co,Rig Z,Base Z,AW139,2033-07-01,0900,1,,,Pending,\n" +
        "Z,Refused Co,Rig Z,Base Z,EC135,2033-07-02,0900,1,,,,\n" +
        "Q,Refused Co,Base Z,Rig Z,AW139,2033-07-01,0800,1,lots,maybe,,\n",
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      "Row 4: Passengers must be a whole number from 0 to 999 ('lots')",
      "Row 4: Positioning must be Yes or No ('maybe')",
    ]);
    const grouped = await csv.importFile(
      HEADER +
        "Z,Refused Co,Base Z,Rig Z,AW139,2033-07-01,0800,1,,,Confirmed,\n" +
        "Z,Other Co,Rig Z,Base Z,AW139,2033-07-01,0900,1,,,Pending,\n" +
        "Z,Refused Co,Rig Z,Base Z,EC135,2033-07-02,0900,1,,,,\n",
    );
    expect(grouped.json()).toMatchObject({
      success: false,
      message: "Nothing was imported: 2 rows have errors",
    });
    expect(grouped.json().errors).toEqual([
      "Row 2: Trip 'Z' is for Refused Co on row 1, not Other Co: a trip is one customer's",
      "Row 3: Trip 'Z' is flown by an AW139 on row 1, not an EC135: a trip is one aircraft type's",
      "Row 2: Trip 'Z' on 2033-07-01 is Confirmed on row 1, not Pending: a day has one status",
    ]);
    expect(await bookingsOn("2033-07-01", "2033-07-02")).toEqual([]);
  });

  it("imports a file without a Trip column as before: each row its own booking, a second rotation a second booking", async () => {
    const response = await csv.importFile(
      "Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time,Expected Hours,Passengers,Positioning\n" +
        "Plain Co,Base P,Rig P,AW139,2033-08-01,0800,1,6,\n" +
        "Plain Co,Base P,Rig P,AW139,2033-08-01,1300,1,,yes\n",
    );
    expect(response.json()).toMatchObject({ stats: { createdBookings: 2 } });
    const plain = await bookingsOn("2033-08-01");
    expect(await Promise.all(plain.map(legsOf))).toEqual([
      [["2033-08-01", "0800 Base P → Rig P 1.00 6 pax"]],
      [["2033-08-01", "1300 Base P → Rig P 1.00 positioning"]],
    ]);
  });

  it("imports the dialog's example of a day of several legs as it is shown", async () => {
    expect((await csv.importFile(`${CSV_TRIP_EXAMPLE}\n`)).json()).toMatchObject({
      success: true,
      stats: { totalRows: 3, createdBookings: 1 },
    });
    const [example] = await bookingsOn("2026-03-10");
    expect(await legsOf(example!)).toEqual([
      [
        "2026-03-10",
        "0800 EGNJ Humberside → Leman Alpha 0.75 12 pax",
        "0915 Leman Alpha → Ravenspurn North 0.50 8 pax",
        "1030 Ravenspurn North → EGNJ Humberside 1.00 0 pax positioning",
      ],
    ]);
  });

  it("is refused to a user who can only read, as every import is", async () => {
    const viewer = csvClient(t, await t.login("viewer"));
    const address = await viewer.call("POST", "/api/csv/upload-url");
    expect(address.statusCode).toBe(403);
  });
});
