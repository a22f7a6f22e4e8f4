import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT } from "../../shared/assistant.ts";
import { extract, type Vocabulary } from "./extract.ts";

/** Each reading rule of issue 26, decided once here (docs/decisions/009, "Second round"). */
const words: Vocabulary = {
  customers: [
    { id: 1, name: "Aberdeen Air Charter" },
    { id: 2, name: "West Coast Rotors Ltd" },
    { id: 3, name: "PHI Europe" },
  ],
  locations: [
    { id: 1, name: "EGPD Aberdeen" },
    { id: 2, name: "Forties Bravo" },
    { id: 3, name: "EGPE Inverness" },
    { id: 4, name: "Ninian North" },
    { id: 5, name: "Ninian South" },
  ],
  types: [
    { id: 1, title: "S92" },
    { id: 2, title: "EC135" },
  ],
  aircraft: [],
  statuses: [{ id: 1, statusText: "Pending" }],
};
// Wednesday 10 June 2026, 08:00.
const today = new Date(2026, 5, 10, 8, 0);
const read = (message: string, previous = EMPTY_DRAFT) => extract(message, previous, words, today);
const draft = read("PHI S92 from Aberdeen to Forties Bravo on 12 June at 0900").details;

describe("a follow-up changes only the fields it talks about", () => {
  it.each(["make it 10:30", "dep 1030 now", "departure time 10:30 please", "10.30 instead"])(
    "%s",
    (message) => {
      const { details, unknownLocations } = read(message, draft);
      expect(details).toEqual({ ...draft, departureTime: "10:30" });
      expect(unknownLocations).toEqual([]);
    },
  );
});

describe("names", () => {
  it("reads a customer's initials typed in capitals, and only one customer's", () => {
    expect(read("WCR S92 Aberdeen to Forties Bravo").details.customerName).toBe("West Coast Rotors Ltd");
    expect(read("wcr S92 Aberdeen to Forties Bravo").details.customerName).toBeNull();
    // With its generic words too: "WCRL".
    expect(read("WCRL S92 Aberdeen to Forties Bravo").details.customerName).toBe("West Coast Rotors Ltd");
  });

  it("reads two capitals as a customer only when they are every word's initial of a two-word name", () => {
    expect(read("PE S92 Aberdeen to Forties Bravo").details.customerName).toBe("PHI Europe");
    expect(read("WC S92 Aberdeen to Forties Bravo").details.customerName).toBeNull();
  });

  it("reads 'dep to X' as a new departure, not a place called 'to X'", () => {
    const { details } = read("change dep to Inverness", draft);
    expect(details).toEqual({ ...draft, departureId: 3, departureName: "EGPE Inverness" });
  });

  it("reads a fragment of one place as that place, and of two as neither", () => {
    expect(read("PHI S92 inv to Forties Bravo").details.departureName).toBe("EGPE Inverness");
    expect(read("PHI S92 Aberdeen to nin").details.destinationId).toBeNull();
  });

  it("never offers a customer's initials as a new place", () => {
    const { details, unknownLocations } = read("WCR inv to Forties Bravo tomorrow");
    expect(details.departureName).toBe("EGPE Inverness");
    expect(unknownLocations).toEqual([]);
    expect(read("WCR Dunnet -> Forties Bravo").unknownLocations).toEqual(["Dunnet"]);
  });

  it("offers a new place that only shares a word with a customer's name", () => {
    expect(read("PHI S92 Aberdeen to West Point tomorrow").unknownLocations).toEqual(["West Point"]);
    expect(read("PHI S92 Aberdeen to West Coast Rotors tomorrow").unknownLocations).toEqual([]);
  });

  it("keeps the route when the customer's name holds a place", () => {
    const { details } = read("Aberdeen Air Charter need an S92 from Aberdeen to Forties Bravo on Friday");
    expect(details).toMatchObject({
      customerName: "Aberdeen Air Charter",
      departureName: "EGPD Aberdeen",
      destinationName: "Forties Bravo",
    });
  });

  it("ends a place at a date that follows it, 'from' included", () => {
    const { details } = read("PHI S92 from Aberdeen to Forties Bravo from the 8th to the 10th");
    expect(details).toMatchObject({
      destinationName: "Forties Bravo",
      startDate: "2026-07-08",
      endDate: "2026-07-10",
    });
  });

  it("counts a swap of two letters as one slip", () => {
    expect(read("PHI S92 Aberdeen to Forties Barvo").details.destinationName).toBe("Forties Bravo");
  });
});

describe("dates as ops staff write them", () => {
  it.each([
    ["tomorrw", "2026-06-11", "2026-06-11"],
    ["Weds next week", "2026-06-17", "2026-06-17"],
    ["day after tomorrow", "2026-06-12", "2026-06-12"],
    ["for a week from Monday", "2026-06-15", "2026-06-21"],
    ["for 2 weeks from the 22nd", "2026-06-22", "2026-07-05"],
    ["Tues", "2026-06-16", "2026-06-16"],
    ["Thurs", "2026-06-11", "2026-06-11"],
    ["12.07.26", "2026-07-12", "2026-07-12"],
    ["the 6th till the 9th", "2026-07-06", "2026-07-09"],
    // The end is the first such day on or after the start.
    ["the 28th to the 2nd", "2026-06-28", "2026-07-02"],
    ["between 15 June and 17 June", "2026-06-15", "2026-06-17"],
    ["for 3 days from Monday", "2026-06-15", "2026-06-17"],
    ["Mon-Wed next week", "2026-06-15", "2026-06-17"],
    ["on the 2nd of next month", "2026-07-02", "2026-07-02"],
  ])("%s", (when, startDate, endDate) => {
    expect(read(`PHI S92 Aberdeen to Forties Bravo ${when}`).details).toMatchObject({ startDate, endDate });
  });

  it("asks, rather than reads, a weekday said on that weekday: today or next week", () => {
    const { details, notes, missingFields } = read("PHI S92 Aberdeen to Forties Bravo Weds");
    expect(details.startDate).toBeNull();
    expect(missingFields).toContain("startDate");
    expect(notes).toContain(
      "'Wednesday' could be today (10/06/26) or next week (17/06/26): which date do you mean?",
    );
  });

  it("runs a booking already dated for the days a follow-up gives", () => {
    expect(read("for 3 days", draft).details).toEqual({ ...draft, endDate: "2026-06-14" });
  });

  it("does not read an ordinary word or a name one slip from a month as a date", () => {
    expect(read("PHI S92 Aberdeen to Forties Bravo match day").details.startDate).toBeNull();
    expect(read("PHI S92 Aberdeen to Forties Bravo, Augusta crew").details.startDate).toBeNull();
  });
});

describe("times and hours in words", () => {
  it.each([
    ["noon", "12:00"],
    ["midday", "12:00"],
    ["quarter past ten", "10:15"],
    ["half past eight", "08:30"],
    // An hour without am or pm is in the flying day: 1 to 6 are afternoon.
    ["twenty to three", "14:40"],
    ["half ten", "10:30"],
    ["about 11", "11:00"],
    ["eleven o'clock", "11:00"],
    ["seven thirty", "07:30"],
    ["two forty-five", "14:45"],
  ])("%s", (time, departureTime) => {
    expect(read(`PHI S92 Aberdeen to Forties Bravo tomorrow ${time}`).details.departureTime).toBe(
      departureTime,
    );
  });

  it.each([
    ["three hours", "3"],
    ["an hour and a half", "1.5"],
    ["half an hour", "0.5"],
  ])("%s", (hours, expectedHours) => {
    expect(read(`PHI S92 Aberdeen to Forties Bravo tomorrow ${hours}`).details.expectedHours).toBe(
      expectedHours,
    );
  });

  it("does not read a day after 'at' as a time", () => {
    const { details } = read("PHI S92 Aberdeen to Forties Bravo at 12 Dec");
    expect(details).toMatchObject({ departureTime: null, startDate: "2026-12-12" });
  });

  it("does not read a dotted date as a time", () => {
    expect(read("PHI S92 Aberdeen to Forties Bravo 12.07.26").details.departureTime).toBeNull();
  });
});
