import { describe, expect, it } from "vitest";
import { makeBooking } from "../../testing/test-data.ts";
import { displayDate } from "./format.ts";
import { buildRows, customersInMonth } from "./rows.ts";

const march = { from: "2025-03-01", to: "2025-03-31" };

describe("buildRows", () => {
  it("gives each day of the month a row: a placeholder when it has no booking", () => {
    const rows = buildRows([], march);
    expect(rows).toHaveLength(31);
    expect(rows.every((row) => row.kind === "placeholder")).toBe(true);
    expect(rows[0]?.date).toBe("2025-03-01");
    expect(rows[30]?.date).toBe("2025-03-31");
  });

  it("gives a booking one row per day inside the month, with actions on its first row only", () => {
    const booking = makeBooking({ id: 7, startDate: "2025-02-27", endDate: "2025-03-02" });
    const rows = buildRows([booking], march).filter((row) => row.kind === "booking");
    expect(rows.map((row) => row.date)).toEqual(["2025-03-01", "2025-03-02"]);
    expect(rows.map((row) => row.kind === "booking" && row.firstOfBooking)).toEqual([true, false]);
  });

  it("orders a day's bookings by departure time, invalid and TBC last, ties by booking id", () => {
    const day = "2025-03-05";
    const at = (id: number, departureTime: string) =>
      makeBooking({ id, startDate: day, endDate: day, days: { [day]: { departureTime } } });
    const bookings = [
      at(1, "TBC"),
      at(2, "14:00"),
      at(3, "0930/ref"),
      at(4, "25:00"),
      at(5, "09"),
      at(6, ""),
    ];
    const ids = buildRows(bookings, march)
      .filter((row) => row.date === day && row.kind === "booking")
      .map((row) => (row.kind === "booking" ? row.booking.id : 0));
    expect(ids).toEqual([5, 3, 2, 1, 4, 6]);
  });

  it("marks days with several bookings so their dates are wrapped in asterisks", () => {
    const bookings = [
      makeBooking({ id: 1, startDate: "2025-03-03", endDate: "2025-03-04" }),
      makeBooking({ id: 2, startDate: "2025-03-04", endDate: "2025-03-04" }),
    ];
    const rows = buildRows(bookings, march);
    const third = rows.find((row) => row.date === "2025-03-03");
    const fourth = rows.filter((row) => row.date === "2025-03-04");
    expect(third?.kind === "booking" && third.sharedDay).toBe(false);
    expect(fourth).toHaveLength(2);
    expect(fourth.every((row) => row.kind === "booking" && row.sharedDay)).toBe(true);
    expect(fourth.map((row) => row.firstOfDay)).toEqual([true, false]);
    expect(displayDate("2025-03-04", true)).toBe("*04/03/25*");
    expect(displayDate("2025-03-03", false)).toBe("03/03/25");
  });

  it("filters by customer and aircraft type, leaving placeholders for the emptied days", () => {
    const other = { id: 2, name: "CHC Energy", color: "#DC2626" };
    const bookings = [
      makeBooking({ id: 1, startDate: "2025-03-10", endDate: "2025-03-10" }),
      makeBooking({ id: 2, startDate: "2025-03-11", endDate: "2025-03-11", customer: other }),
      makeBooking({
        id: 3,
        startDate: "2025-03-12",
        endDate: "2025-03-12",
        aircraftTypeId: 2,
        aircraftType: { id: 2, title: "AW169" },
      }),
    ];
    const byCustomer = buildRows(bookings, march, { customerId: 2, aircraftTypeId: null });
    expect(byCustomer.filter((row) => row.kind === "booking").map((row) => row.date)).toEqual(["2025-03-11"]);
    expect(byCustomer).toHaveLength(31);
    const byType = buildRows(bookings, march, { customerId: null, aircraftTypeId: 2 });
    expect(byType.filter((row) => row.kind === "booking").map((row) => row.date)).toEqual(["2025-03-12"]);
  });

  it("filters a Reports link's status by day: a booking shows only its days of that status", () => {
    const bookings = [
      makeBooking({
        id: 1,
        startDate: "2025-03-10",
        endDate: "2025-03-12",
        days: { "2025-03-11": { bookingStatusId: 4 } },
      }),
      makeBooking({
        id: 2,
        startDate: "2025-03-13",
        endDate: "2025-03-13",
        days: { "2025-03-13": { bookingStatusId: null } },
      }),
    ];
    const dates = (status: number | "none") =>
      buildRows(bookings, march, { customerId: null, aircraftTypeId: null, status })
        .filter((row) => row.kind === "booking")
        .map((row) => row.date);
    expect(dates(4)).toEqual(["2025-03-11"]);
    expect(dates(1)).toEqual(["2025-03-10", "2025-03-12"]);
    expect(dates("none")).toEqual(["2025-03-13"]);
  });
});

describe("customersInMonth", () => {
  it("lists, by name, only customers with a booking overlapping the month", () => {
    const bookings = [
      makeBooking({
        id: 1,
        startDate: "2025-02-20",
        endDate: "2025-03-01",
        customer: { id: 3, name: "Zeta", color: "#000000" },
      }),
      makeBooking({
        id: 2,
        startDate: "2025-03-31",
        endDate: "2025-04-02",
        customer: { id: 4, name: "Alpha", color: "#000000" },
      }),
      makeBooking({
        id: 3,
        startDate: "2025-04-01",
        endDate: "2025-04-02",
        customer: { id: 5, name: "April only", color: "#000000" },
      }),
    ];
    expect(customersInMonth(bookings, march).map((c) => c.name)).toEqual(["Alpha", "Zeta"]);
  });
});
