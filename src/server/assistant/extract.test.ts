import { describe, expect, it } from "vitest";
import { EMPTY_DRAFT } from "../../shared/assistant.ts";
import { setDateOrder } from "../../shared/date-order.ts";
import { extract, type Vocabulary } from "./extract.ts";
import { prepareMessage, readDates } from "./read-when.ts";

/** Each reading rule, decided once here (docs/decisions/009, "Second round"). */
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
  aircraft: [{ id: 1, registration: "G-WNSA", aircraftTypeId: 1 }],
  statuses: [
    { id: 1, statusText: "Pending" },
    { id: 2, statusText: "Provisional" },
    { id: 3, statusText: "Confirmed" },
  ],
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

  it("asks, rather than reads, a weekday said on that weekday: today or next week, as choices", () => {
    const { details, notes, missingFields, choices } = read("PHI S92 Aberdeen to Forties Bravo Weds");
    expect(details.startDate).toBeNull();
    expect(missingFields).toContain("startDate");
    expect(notes).toContain("Wednesday 10 Jun (today) or Wednesday 17 Jun?");
    expect(choices).toEqual([
      { label: "Wednesday 10 Jun (today)", reply: "Wednesday 10 Jun 2026" },
      { label: "Wednesday 17 Jun", reply: "Wednesday 17 Jun 2026" },
    ]);
    // Either choice, sent back, is read as its one date and changes nothing else.
    const asked = read("PHI S92 Aberdeen to Forties Bravo Weds").details;
    for (const [choice, date] of [
      [choices![0]!, "2026-06-10"],
      [choices![1]!, "2026-06-17"],
    ] as const) {
      const answered = read(choice.reply, asked);
      expect(answered.details).toEqual({ ...asked, startDate: date, endDate: date });
      expect(answered.choices).toBeUndefined();
    }
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

/** The fourth pass (docs/decisions/009): whole classes of ops shorthand, each decided once here. */
describe("ops shorthand: times as written", () => {
  it.each([
    ["930h", "09:30"],
    ["0930hrs", "09:30"],
    ["0930 hrs", "09:30"],
    ["09h30", "09:30"],
    ["at 930", "09:30"],
    ["9ish", "09:00"],
    ["9 ish", "09:00"],
    ["nine-ish", "09:00"],
    ["9 a.m.", "09:00"],
    ["3 p.m.", "15:00"],
    ["nine am", "09:00"],
    ["7oclock", "07:00"],
    ["1/4 past 7", "07:15"],
    // Two figures, a point and two more with "hrs" are a clock time, not 10.15 hours.
    ["10.15hrs", "10:15"],
  ])("%s", (time, departureTime) => {
    const { details } = read(`PHI S92 Aberdeen to Forties Bravo tomorrow ${time}`);
    expect(details).toMatchObject({ departureTime, expectedHours: null });
  });

  it("leaves three figures alone without a word that makes them a time", () => {
    expect(read("PHI S92 Aberdeen to Forties Bravo tomorrow 930").details.departureTime).toBeNull();
  });
});

describe("ops shorthand: hours as written", () => {
  it.each([
    ["2 and a half hours", "2.5"],
    ["2 1/2 hrs", "2.5"],
    ["2½ hrs", "2.5"],
    ["half hour", "0.5"],
    ["an hour and a quarter", "1.25"],
    ["flight time 2.5", "2.5"],
    ["2.5 flying hrs", "2.5"],
    ["150 mins", "2.5"],
    ["1hr 15", "1.25"],
  ])("%s", (hours, expectedHours) => {
    const { details } = read(`PHI S92 Aberdeen to Forties Bravo tomorrow 0800 ${hours}`);
    expect(details).toMatchObject({ expectedHours, departureTime: "08:00" });
  });

  it("leaves the hours empty when a range is given: which end is meant is not known", () => {
    expect(read("PHI S92 Aberdeen to Forties Bravo tomorrow 2-3 hrs").details.expectedHours).toBeNull();
    expect(read("PHI S92 Aberdeen to Forties Bravo tomorrow 2 to 3 hours").details.expectedHours).toBeNull();
  });
});

describe("ops shorthand: dates as written", () => {
  it.each([
    ["2mrw", "2026-06-11", "2026-06-11"],
    ["tomoz", "2026-06-11", "2026-06-11"],
    ["2day", "2026-06-10", "2026-06-10"],
    ["Frid", "2026-06-12", "2026-06-12"],
    // A shortened weekday with two letters swapped; "thru" is a word, not "Thur".
    ["Thrus", "2026-06-11", "2026-06-11"],
    ["Mon thru Wed", "2026-06-15", "2026-06-17"],
    // A six-letter weekday one slip away in five letters.
    ["Mnday", "2026-06-15", "2026-06-15"],
    // The months of seven letters or more, misspelt.
    ["3 Febuary", "2027-02-03", "2027-02-03"],
    ["3 Setpember", "2026-09-03", "2026-09-03"],
    ["3 Decmber", "2026-12-03", "2026-12-03"],
    ["3rd-5th July", "2026-07-03", "2026-07-05"],
    ["3/7-5/7", "2026-07-03", "2026-07-05"],
    ["3-5/7", "2026-07-03", "2026-07-05"],
    // A week on Monday, as said in Britain.
    ["Monday week", "2026-06-22", "2026-06-22"],
    ["a week today", "2026-06-17", "2026-06-17"],
    ["18/6 x 3 days", "2026-06-18", "2026-06-20"],
    ["18/6 (3 days)", "2026-06-18", "2026-06-20"],
    ["18/6 for three days", "2026-06-18", "2026-06-20"],
    ["tomorrow and the day after", "2026-06-11", "2026-06-12"],
    ["tomrw", "2026-06-11", "2026-06-11"],
    ["18/19 June", "2026-06-18", "2026-06-19"],
    // Two days running are one booking; two apart are not read as a range.
    ["the 18th and 19th", "2026-06-18", "2026-06-19"],
    ["next tues and weds", "2026-06-16", "2026-06-17"],
    // "in 3 days" is a day, not a length.
    ["in 3 days", "2026-06-13", "2026-06-13"],
  ])("%s", (when, startDate, endDate) => {
    expect(read(`PHI S92 Aberdeen to Forties Bravo ${when}`).details).toMatchObject({ startDate, endDate });
  });

  it("reads no day from 'next week' alone", () => {
    expect(read("PHI S92 Aberdeen to Forties Bravo next week").details.startDate).toBeNull();
  });

  it("asks when a weekday and a date disagree, rather than take either", () => {
    const { details, notes, choices } = read("PHI S92 Aberdeen to Forties Bravo Tue 17/6");
    expect(details.startDate).toBeNull();
    expect(notes).toContain("17/06/26 is a Wednesday, not a Tuesday: which date do you mean?");
    // The date as written, or the Tuesday nearest it.
    expect(choices?.map((choice) => choice.reply)).toEqual(["Wednesday 17 Jun 2026", "Tuesday 16 Jun 2026"]);
  });
});

describe("ops shorthand: routes, registrations, initials and statuses", () => {
  it.each([
    "aber-forties",
    "egpd/forties",
    "EGPD > Forties Bravo",
    "aberdeen=>forties",
    "aberdeen 2 forties",
    "ex Aberdeen to Forties Bravo",
    "to Forties Bravo from Aberdeen",
  ])("%s", (route) => {
    expect(read(`PHI S92 ${route} tomorrow`).details).toMatchObject({
      departureName: "EGPD Aberdeen",
      destinationName: "Forties Bravo",
    });
  });

  it.each(["EGPD EGPE", "aberdeen inverness"])(
    "reads two known places one after the other as a route: %s",
    (route) => {
      expect(read(`PHI S92 ${route} tomorrow`).details).toMatchObject({
        departureName: "EGPD Aberdeen",
        destinationName: "EGPE Inverness",
      });
    },
  );

  it("does not take a place word that is part of a customer's name as one end of a route", () => {
    const { details } = read("Aberdeen Air Charter S92 Inverness Forties tomorrow");
    expect(details).toMatchObject({
      customerName: "Aberdeen Air Charter",
      departureName: "EGPE Inverness",
      destinationName: "Forties Bravo",
    });
  });

  it("reads 'from X' alone as the departure only when X is a known place", () => {
    expect(read("PHI S92 from Inverness tomorrow").details.departureName).toBe("EGPE Inverness");
    expect(read("PHI S92 request from Bob tomorrow").unknownLocations).toEqual([]);
  });

  it.each(["Forties Bravo ex Aberdeen", "Forties Bravo from Aberdeen"])(
    "reads a known place just before 'ex' or 'from' as the destination: %s",
    (route) => {
      expect(read(`PHI S92 ${route} tomorrow`).details).toMatchObject({
        departureName: "EGPD Aberdeen",
        destinationName: "Forties Bravo",
      });
    },
  );

  it("does not take the place in a customer's name before 'ex' as the destination", () => {
    const { details } = read("Aberdeen Air Charter S92 ex Inverness tomorrow");
    expect(details).toMatchObject({ departureName: "EGPE Inverness", destinationName: null });
  });

  it("reads 'ex X' alone as the departure", () => {
    expect(read("ex Inverness", draft).details).toEqual({
      ...draft,
      departureId: 3,
      departureName: "EGPE Inverness",
    });
  });

  it("keeps a hyphen that joins words of one name when they are not two known places", () => {
    expect(read("PHI S92 Aberdeen to Dunnet-Head tomorrow").unknownLocations).toEqual(["Dunnet-Head"]);
  });

  it.each(["G-WNSA", "GWNSA", "g wnsa", "WNSA"])("reads the registration %s", (registration) => {
    expect(read(`PHI Aberdeen to Forties Bravo tomorrow ${registration}`).details).toMatchObject({
      allocatedAircraftRegistration: "G-WNSA",
      aircraftTypeTitle: "S92",
    });
  });

  it("reads a registration's mark alone only in capitals", () => {
    expect(
      read("PHI Aberdeen to Forties Bravo tomorrow wnsa").details.allocatedAircraftRegistration,
    ).toBeNull();
  });

  it("reads initials with stops", () => {
    expect(read("W.C.R. S92 Aberdeen to Forties Bravo").details.customerName).toBe("West Coast Rotors Ltd");
  });

  it.each([
    ["prov", "Provisional"],
    ["Provisonal", "Provisional"],
    ["confimed", "Confirmed"],
  ])("reads the status %s", (said, status) => {
    const { details } = read(`PHI S92 Aberdeen to Forties Bravo tomorrow ${said}`);
    expect(words.statuses.find((s) => s.id === details.bookingStatusId)?.statusText).toBe(status);
  });

  it("does not read 'please confirm' as the status Confirmed", () => {
    expect(
      read("PHI S92 Aberdeen to Forties Bravo tomorrow please confirm").details.bookingStatusId,
    ).toBeNull();
  });
});

describe("numbers inside names", () => {
  it("never reads a number run into a unit letter as a date ('… 68838d' is not 68,838 days from today)", () => {
    const withMark: Vocabulary = {
      ...words,
      customers: [...words.customers, { id: 9, name: "Twin Co 68838d" }],
    };
    const { details } = extract("S92 for Twin Co 68838d on 09/03/2066 at 1000", EMPTY_DRAFT, withMark, today);
    expect(details).toMatchObject({ customerId: 9, startDate: "2066-03-09", endDate: "2066-03-09" });
  });

  it("reads the date written in figures in a question, not a name's digits and letters with the words after them", () => {
    const asked = prepareMessage("is anything on for Asked Co 849d4d the week of 11/05/2067?", today);
    expect(readDates(asked, today)).toMatchObject({ start: "2067-05-11", match: ["11/05/2067"] });
  });
});

describe("the operator's date order (docs/decisions/043)", () => {
  it("reads a date in figures month first when the operator types month first", () => {
    setDateOrder("month-first");
    try {
      const { details } = extract("AW139 for Twin Co on 12/03/2066 at 1000", EMPTY_DRAFT, words, today);
      expect(details).toMatchObject({ startDate: "2066-12-03", endDate: "2066-12-03" });
    } finally {
      setDateOrder("day-first");
    }
    const { details } = extract("AW139 for Twin Co on 12/03/2066 at 1000", EMPTY_DRAFT, words, today);
    expect(details).toMatchObject({ startDate: "2066-03-12" });
  });
});

describe("issue 48: a follow-up keeps what it does not name", () => {
  // A draft months ahead, of three days.
  const autumn = read("PHI S92 Aberdeen to Forties Bravo 14 Oct to 16 Oct 0800").details;

  it("reads a day of the month alone in the draft's month, and moves the whole booking with its length", () => {
    expect(read("can we do the 20th", autumn).details).toEqual({
      ...autumn,
      startDate: "2026-10-20",
      endDate: "2026-10-22",
    });
    expect(read("the 2nd to the 3rd then", autumn).details).toMatchObject({
      startDate: "2026-10-02",
      endDate: "2026-10-03",
    });
  });

  it("moves the end only when the follow-up lengthens the booking", () => {
    for (const message of ["extend to the 19th", "keep it until the 19th", "till the 19th please"])
      expect(read(message, autumn).details).toEqual({ ...autumn, endDate: "2026-10-19" });
    // The first such day on or after the start: the 2nd is November's.
    expect(read("extend it through the 2nd", autumn).details.endDate).toBe("2026-11-02");
    // A date before the start is asked about, not taken.
    const before = read("extend it to 1 Oct", autumn);
    expect(before.details).toEqual(autumn);
    expect(before.notes).toEqual([
      "Thu 1 Oct 2026 is before the booking starts (Wed 14 Oct 2026): which end date do you mean?",
    ]);
  });
});

describe("issue 48: ranges in words keep both bounds", () => {
  it.each([
    ["from 3 Aug to 6 Aug", "2026-08-03", "2026-08-06"],
    ["from Mon 3 Aug till Thu 6 Aug", "2026-08-03", "2026-08-06"],
    ["the 3rd through the 6th of August", "2026-08-03", "2026-08-06"],
    ["30th to 2nd of August", "2026-07-30", "2026-08-02"],
    ["from the 3rd to the 6th Aug", "2026-08-03", "2026-08-06"],
  ])("%s", (range, start, end) => {
    const { details } = read(`PHI S92 ${range} Aberdeen to Forties Bravo`);
    expect(details).toMatchObject({
      startDate: start,
      endDate: end,
      departureName: "EGPD Aberdeen",
      destinationName: "Forties Bravo",
    });
  });
});

describe("issue 48: remarks are the person's own words", () => {
  it.each([
    [
      "PHI S92 Aberdeen to Forties Bravo 12 June, remarks: hold for pax, 2 bags each, ring 0900",
      "hold for pax, 2 bags each, ring 0900",
    ],
    [
      'PHI S92 Aberdeen to Forties Bravo note "gate 4, not the main apron" 12 June',
      "gate 4, not the main apron",
    ],
    [
      "PHI S92 Aberdeen to Forties Bravo 12 June comments - back tomorrow, then to Inverness",
      "back tomorrow, then to Inverness",
    ],
  ])("%s", (message, remarks) => {
    const { details } = read(message);
    // Nothing inside the remarks is read as a time, date or place.
    expect(details).toMatchObject({
      remarks,
      startDate: "2026-06-12",
      departureTime: null,
      departureName: "EGPD Aberdeen",
      destinationName: "Forties Bravo",
      legs: null,
    });
  });
});

describe("issue 48: a time in any form leaves the route alone", () => {
  it.each(["6.50 pm", "6.50pm", "18:50", "6:50 p.m.", "dep 18:50", "1850hrs"])("%s", (time) => {
    const { details } = read(`PHI S92 ${time} Aberdeen to Forties Bravo 12 June`);
    expect(details).toMatchObject({
      departureTime: "18:50",
      departureName: "EGPD Aberdeen",
      destinationName: "Forties Bravo",
      startDate: "2026-06-12",
    });
  });
});

describe("issue 48: route words and corrections", () => {
  it.each([
    "Aberdeen out to Forties Bravo",
    "Aberdeen over to Forties Bravo",
    "Aberdeen on to Forties Bravo",
  ])("%s", (route) => {
    expect(read(`PHI S92 ${route} 12 June`).details).toMatchObject({
      departureName: "EGPD Aberdeen",
      destinationName: "Forties Bravo",
      legs: null,
    });
  });

  it("changes the field that held the place corrected, and nothing else", () => {
    expect(read("Ninian North not Forties Bravo", draft).details).toEqual({
      ...draft,
      destinationId: 4,
      destinationName: "Ninian North",
    });
    expect(read("no, Inverness rather than Aberdeen", draft).details).toEqual({
      ...draft,
      departureId: 3,
      departureName: "EGPE Inverness",
    });
    // A place corrected that the draft does not hold is dropped, never read as the route's other end.
    expect(read("PHI S92 Aberdeen to Ninian South not Ninian North 12 June").details).toMatchObject({
      departureName: "EGPD Aberdeen",
      destinationName: "Ninian South",
    });
  });
});

describe("issue 48: a name that matches nothing well enough is asked about, with the choices", () => {
  it("says a type the operator does not have is unknown, lists the types, and takes none", () => {
    const { details, notes, choices } = read("PHI AW169 Aberdeen to Forties Bravo 12 June");
    expect(details.aircraftTypeId).toBeNull();
    expect(notes).toContain(
      "I don't know the aircraft type 'AW169': the types are S92 and EC135. Which is it?",
    );
    expect(choices).toEqual([
      { label: "S92", reply: "S92" },
      { label: "EC135", reply: "EC135" },
    ]);
    // A draft's type is kept when a follow-up names one it does not know.
    expect(read("make it an h145", draft).details).toEqual(draft);
  });

  it("asks which place when the words said begin several, and offers none as new", () => {
    for (const said of ["Ninian", "nin"]) {
      const asked = read(`PHI S92 Aberdeen to ${said} 12 June`);
      expect(asked.details).toMatchObject({ destinationId: null, destinationName: null });
      expect(asked.unknownLocations).toEqual([]);
      expect(asked.notes).toContain("Which destination: 'Ninian North' or 'Ninian South'?");
      // Each choice, sent back, sets the field asked about and nothing else.
      const answered = read(asked.choices![1]!.reply, asked.details);
      expect(answered.details).toEqual({
        ...asked.details,
        destinationId: 5,
        destinationName: "Ninian South",
      });
    }
    // The whole name is not asked about.
    expect(read("PHI S92 Ninian North to Aberdeen 12 June").details.departureName).toBe("Ninian North");
  });

  it("offers the customers a word begins, and sets none", () => {
    const one = read("Coas S92 Aberdeen to Forties Bravo 12 June");
    expect(one.details.customerId).toBeNull();
    expect(one.notes).toContain("Is the customer 'West Coast Rotors Ltd'?");
    expect(one.choices).toEqual([{ label: "West Coast Rotors Ltd", reply: "for West Coast Rotors Ltd" }]);
    // One slip in five letters: "Eruope".
    expect(read("Eruope S92 Aberdeen to Forties Bravo 12 June").choices?.[0]?.label).toBe("PHI Europe");
    // The choice, sent back, names the customer.
    expect(read(one.choices![0]!.reply, one.details).details.customerName).toBe("West Coast Rotors Ltd");
    // An ordinary request with its customer named offers nothing.
    expect(read("PHI S92 Aberdeen to Forties Bravo 12 June please").choices).toBeUndefined();
  });
});
