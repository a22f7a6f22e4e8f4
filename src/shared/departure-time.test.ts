import { describe, expect, it } from "vitest";
import { compareDepartures, departureHHmm, departureMinutes } from "./departure-time.ts";

describe("departureMinutes (product §5 departure-time formats)", () => {
  it.each([
    // The three accepted forms.
    ["HH:MM", "09:30", 570],
    ["HHMM", "0930", 570],
    ["HH", "09", 540],
    // Each optionally followed by "/" and text.
    ["HH:MM/text", "09:30/ref 12", 570],
    ["HHMM/text", "0930/PAX TBC", 570],
    ["HH/text", "09/crew change", 540],
    ["HH:MM/ with nothing after", "14:00/", 840],
    ["surrounding spaces", "  0730 ", 450],
    // The edges of the day.
    ["midnight", "00:00", 0],
    ["last minute", "23:59", 1439],
    ["hour 23 alone", "23", 1380],
    // As ops staff type them (docs/decisions/015).
    ["one-digit hour", "9:30", 570],
    ["three digits", "930", 570],
    ["a dot separator", "09.30", 570],
    ["one-digit hour with a dot", "7.30", 450],
    ["one-digit hour alone", "7", 420],
  ])("%s: %j is %d minutes", (_case, value, minutes) => {
    expect(departureMinutes(value)).toBe(minutes);
  });

  it.each([
    ["TBC", "TBC"],
    ["tbc in lower case", "tbc"],
    ["empty", ""],
    ["only spaces", "   "],
    ["null", null],
    ["undefined", undefined],
    ["hours over 23 (HH:MM)", "24:00"],
    ["hours over 23 (HHMM)", "2400"],
    ["hours over 23 (HH)", "25"],
    ["minutes over 59 (HH:MM)", "09:60"],
    ["minutes over 59 (HHMM)", "0975"],
    ["one-digit minutes", "09:3"],
    ["text", "morning"],
    ["text after the time without a slash", "0930 ref"],
    ["slash first", "/0930"],
  ])("%s (%j) is not a time, so it sorts last", (_case, value) => {
    expect(departureMinutes(value)).toBeNull();
  });
});

describe("compareDepartures", () => {
  const sortIds = (rows: { departureTime: string | null; bookingId: number }[]) =>
    [...rows].sort(compareDepartures).map((row) => row.bookingId);

  it("orders valid times by time, whatever their form", () => {
    expect(
      sortIds([
        { departureTime: "14", bookingId: 1 },
        { departureTime: "0930/ref", bookingId: 2 },
        { departureTime: "08:15", bookingId: 3 },
        { departureTime: "1000", bookingId: 4 },
      ]),
    ).toEqual([3, 2, 4, 1]);
  });

  it("puts invalid, out-of-range, TBC and empty values after every valid time", () => {
    expect(
      sortIds([
        { departureTime: "TBC", bookingId: 1 },
        { departureTime: "24:00", bookingId: 2 },
        { departureTime: "23:59", bookingId: 3 },
        { departureTime: "", bookingId: 4 },
        { departureTime: "09:60", bookingId: 5 },
        { departureTime: "soon", bookingId: 6 },
        { departureTime: null, bookingId: 7 },
        { departureTime: "00:00", bookingId: 8 },
      ]),
    ).toEqual([8, 3, 1, 2, 4, 5, 6, 7]);
  });

  it("breaks ties by booking id, for equal times in different forms and among the values that sort last", () => {
    expect(
      sortIds([
        { departureTime: "0930", bookingId: 9 },
        { departureTime: "09:30/x", bookingId: 4 },
        { departureTime: "TBC", bookingId: 3 },
        { departureTime: "", bookingId: 1 },
        { departureTime: "09:30", bookingId: 6 },
      ]),
    ).toEqual([4, 6, 9, 1, 3]);
  });
});

describe("departureHHmm (the CSV export's HH:mm)", () => {
  it.each([
    ["0930/ref", "09:30"],
    ["14", "14:00"],
    ["07:05", "07:05"],
    ["TBC", "TBC"],
    ["25:00", "25:00"],
  ])("%j becomes %j", (value, expected) => {
    expect(departureHHmm(value)).toBe(expected);
  });
});
