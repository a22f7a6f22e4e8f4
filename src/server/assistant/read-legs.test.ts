import { describe, expect, it } from "vitest";
import { type BookingDraft, EMPTY_DRAFT } from "../../shared/assistant.ts";
import { extract, type Vocabulary } from "./extract.ts";
import { confirmationText, extractReply } from "./replies.ts";

/** A day of several legs read from a request (issue 44 item 6; docs/decisions/049), each rule decided once here. */
const words: Vocabulary = {
  customers: [
    { id: 1, name: "Bristow Offshore" },
    { id: 2, name: "North Sea Survey Ltd" },
  ],
  locations: [
    { id: 1, name: "EGNJ Humberside" },
    { id: 2, name: "Leman Alpha" },
    { id: 3, name: "Ravenspurn North" },
    { id: 4, name: "EGNH Blackpool" },
    { id: 5, name: "Hornsea Two" },
  ],
  types: [{ id: 1, title: "AW139" }],
  aircraft: [],
  statuses: [{ id: 1, statusText: "Pending" }],
};
// Wednesday 10 June 2026, 08:00.
const today = new Date(2026, 5, 10, 8, 0);
const read = (message: string, previous: BookingDraft = EMPTY_DRAFT, vocabulary = words) =>
  extract(message, previous, vocabulary, today);
const HUM = { id: 1, name: "EGNJ Humberside" };
const LEMAN = { id: 2, name: "Leman Alpha" };
const RAVENSPURN = { id: 3, name: "Ravenspurn North" };
const BPL = { id: 4, name: "EGNH Blackpool" };
/** A leg with only what the test names said of it. */
const leg = (
  from: { id: number | null; name: string | null },
  to: { id: number | null; name: string | null },
  said: { departureTime?: string; expectedHours?: string; passengers?: number; positioning?: boolean } = {},
) => ({
  fromId: from.id,
  fromName: from.name,
  toId: to.id,
  toName: to.name,
  departureTime: null,
  expectedHours: null,
  passengers: null,
  positioning: false,
  ...said,
});

describe("legs in a request", () => {
  it("reads 'X to Y then on to Z and back' as three legs, the last back to where the day starts", () => {
    const { details, unknownLocations, missingFields } = read(
      "Bristow AW139 Humberside to Leman Alpha then on to Ravenspurn North and back on 12 June",
    );
    expect(details.legs).toEqual([leg(HUM, LEMAN), leg(LEMAN, RAVENSPURN), leg(RAVENSPURN, HUM)]);
    // The day's departure and destination are its first leg's from and its last leg's to.
    expect(details).toMatchObject({
      departureId: 1,
      destinationId: 1,
      destinationName: "EGNJ Humberside",
      startDate: "2026-06-12",
      customerName: "Bristow Offshore",
      departureTime: null,
      expectedHours: null,
    });
    expect(unknownLocations).toEqual([]);
    expect(missingFields).toEqual([]);
  });

  it.each([
    ["then Ravenspurn North", [leg(HUM, LEMAN), leg(LEMAN, RAVENSPURN)]],
    ["and then to Ravenspurn North", [leg(HUM, LEMAN), leg(LEMAN, RAVENSPURN)]],
    ["onwards to Ravenspurn North", [leg(HUM, LEMAN), leg(LEMAN, RAVENSPURN)]],
    ["then back", [leg(HUM, LEMAN), leg(LEMAN, HUM)]],
    ["and return", [leg(HUM, LEMAN), leg(LEMAN, HUM)]],
    ["then back to base", [leg(HUM, LEMAN), leg(LEMAN, HUM)]],
    ["then back to Blackpool", [leg(HUM, LEMAN), leg(LEMAN, BPL)]],
    ["via Ravenspurn North", [leg(HUM, RAVENSPURN), leg(RAVENSPURN, LEMAN)]],
  ])("Humberside to Leman Alpha %s", (words, legs) => {
    expect(read(`Bristow AW139 Humberside to Leman Alpha ${words} on 12 June`).details.legs).toEqual(legs);
  });

  it("reads 'X via Y to Z' with the stop in the middle", () => {
    expect(read("Humberside via Leman Alpha to Ravenspurn North").details.legs).toEqual([
      leg(HUM, LEMAN),
      leg(LEMAN, RAVENSPURN),
    ]);
  });

  it("reads a positioning leg said first: flown empty from where the route starts, to where it picks up", () => {
    const { details } = read(
      "Bristow AW139 Humberside to Leman Alpha 12 June, position empty to Blackpool first",
    );
    expect(details.legs).toEqual([leg(HUM, BPL, { positioning: true }), leg(BPL, LEMAN)]);
    expect(details).toMatchObject({ departureId: 1, destinationId: 2 });
    const from = read("Blackpool to Leman Alpha, positioning flight from Humberside to Blackpool first");
    expect(from.details.legs).toEqual([leg(HUM, BPL, { positioning: true }), leg(BPL, LEMAN)]);
    expect(read("Blackpool to Leman Alpha, positioning from Humberside").details.legs).toEqual(
      from.details.legs,
    );
  });

  it("asks where a positioning leg to the route's own start leaves from, and takes the answer", () => {
    const first = read(
      "Bristow AW139 Blackpool to Leman Alpha 12 June 0900, position empty to Blackpool first",
    );
    expect(first.details.legs).toEqual([
      leg({ id: null, name: null }, BPL, { positioning: true }),
      // The 0900 was said with the passengers' route: it is their leg's, and the day's first is blank.
      leg(BPL, LEMAN, { departureTime: "09:00" }),
    ]);
    expect(first.details.departureTime).toBeNull();
    expect(first.missingFields).toEqual(["departure"]);
    expect(first.notes).toContain(
      "Where does the positioning leg to EGNH Blackpool leave from? Say 'from …'.",
    );
    const answered = read("from Humberside", first.details);
    expect(answered.details.legs?.[0]).toEqual(leg(HUM, BPL, { positioning: true }));
    expect(answered.missingFields).toEqual([]);
  });

  it("reads a positioning leg said after the others in its place", () => {
    expect(read("Blackpool to Leman Alpha then position back to Humberside").details.legs).toEqual([
      leg(BPL, LEMAN),
      leg(LEMAN, HUM, { positioning: true }),
    ]);
  });
});

describe("what is said of each leg", () => {
  it("reads a time said with a leg as that leg's, and 'back at' as the last leg's; a time not said stays blank", () => {
    const { details } = read(
      "Bristow AW139 Humberside to Leman Alpha then on to Ravenspurn North and back 12 June, depart 0800, back at 1400",
    );
    expect(details.legs).toEqual([
      leg(HUM, LEMAN, { departureTime: "08:00" }),
      leg(LEMAN, RAVENSPURN),
      leg(RAVENSPURN, HUM, { departureTime: "14:00" }),
    ]);
    expect(details.departureTime).toBe("08:00");
    const timed = read(
      "Humberside to Leman Alpha at 0800 then on to Ravenspurn North at 1100 then back at 1500",
    );
    expect(timed.details.legs?.map((l) => l.departureTime)).toEqual(["08:00", "11:00", "15:00"]);
    // "and back tomorrow 0800": tomorrow and its time are the day's, not the leg back's.
    const day = read("Humberside to Leman Alpha and back tomorrow 0800");
    expect(day.details.legs?.map((l) => l.departureTime)).toEqual(["08:00", null]);
    expect(day.details.startDate).toBe("2026-06-11");
  });

  it("does not take 'back by 1400' as a time: a leg holds when it leaves, and the reply says so", () => {
    const { details, notes } = read("Humberside to Leman Alpha and back by 1400");
    expect(details.legs?.map((l) => l.departureTime)).toEqual([null, null]);
    expect(details.departureTime).toBeNull();
    expect(notes).toContain(
      "I haven't set 'back by 14:00': a leg holds the time it leaves, so say when the leg back departs ('back at …').",
    );
  });

  it("reads hours by leg, and does not split hours said once for a day of several legs", () => {
    const each = read("Humberside to Leman Alpha 1.5 hrs then on to Ravenspurn North 0.5 hrs and back 1 hr");
    expect(each.details.legs?.map((l) => l.expectedHours)).toEqual(["1.5", "0.5", "1"]);
    expect(each.details.expectedHours).toBe("3");
    const once = read("Humberside to Leman Alpha and back, 3 hours");
    expect(once.details.legs?.map((l) => l.expectedHours)).toEqual([null, null]);
    expect(once.details.expectedHours).toBeNull();
    expect(once.notes).toContain(
      "I haven't set 3 hours: a day of several legs takes its hours from its legs, so say each leg's (for example 'leg 1 1.5 hours').",
    );
    expect(
      read("Humberside to Leman Alpha and back, 2 hrs each way").details.legs?.map((l) => l.expectedHours),
    ).toEqual(["2", "2"]);
    const byNumber = read("leg 2 1.5 hrs", once.details);
    expect(byNumber.details.legs?.map((l) => l.expectedHours)).toEqual([null, "1.5"]);
    expect(byNumber.details.expectedHours).toBe("1.5");
    expect(read("leg 4 at 1000", once.details).notes).toContain("There is no leg 4: the day has 2 legs.");
    // The same sentence, with nothing else in it, is the whole reply.
    const alone = read("3 hours", once.details);
    expect(
      extractReply({
        understood: alone.understood,
        missing: alone.missingFields,
        unknown: alone.unknownLocations,
        hadDraft: true,
        notes: alone.notes,
        hasLegs: true,
      }),
    ).toMatch(/^I haven't set 3 hours/);
  });

  it("reads passengers said once for every leg flown with passengers, and those said with a leg for it", () => {
    const once = read("Humberside to Leman Alpha and back, position empty to Blackpool first, 6 pax");
    expect(once.details.legs?.map((l) => l.passengers)).toEqual([null, 6, 6]);
    expect(once.notes).toEqual([]);
    const each = read("Humberside to Leman Alpha with 6 pax then on to Hornsea Two with 2 pax and back");
    expect(each.details.legs?.map((l) => l.passengers)).toEqual([6, 2, null]);
    // A follow-up's count is every passenger leg's.
    expect(read("4 passengers", each.details).details.legs?.map((l) => l.passengers)).toEqual([4, 4, 4]);
  });
});

describe("a request with one destination", () => {
  it.each([
    "Bristow AW139 Humberside to Leman Alpha on 12 June at 0900, 2 hours",
    "ok then, Humberside to Leman Alpha",
    "Humberside to Leman Alpha, remarks: then on to Ravenspurn North and back",
    "Bristow AW139 Humberside to Leman Alpha, booked via email",
  ])("reads as before legs: %s", (message) => {
    const { details } = read(message);
    expect(details.legs).toBeNull();
    expect(details).toMatchObject({ departureName: "EGNJ Humberside", destinationName: "Leman Alpha" });
  });

  it("keeps its hours and time as before, and its passengers on its one leg, said back before 'yes'", () => {
    const message = "Bristow AW139 Humberside to Leman Alpha on 12 June at 0900, 2 hours, 4 pax";
    const { details, notes, understood } = read(message);
    expect(details).toMatchObject({
      departureName: "EGNJ Humberside",
      destinationName: "Leman Alpha",
      departureTime: "09:00",
      expectedHours: "2",
    });
    // The one leg a booking day of one destination has, from the day's route at its time and hours.
    expect(details.legs).toEqual([
      leg(HUM, LEMAN, { departureTime: "09:00", expectedHours: "2", passengers: 4 }),
    ]);
    expect(notes).toEqual([]);
    // Said as the rest of a request with one destination is, not as a list of legs.
    expect(understood).toEqual([
      "2 hours",
      "departing 09:00",
      "AW139",
      "Fri 12 Jun 2026",
      "departure EGNJ Humberside",
      "destination Leman Alpha",
      "for Bristow Offshore",
      "4 pax",
    ]);
    expect(confirmationText(details, "Pending").split("\n").slice(4, 9)).toEqual([
      "Route: EGNJ Humberside to Leman Alpha",
      "Passengers: 4",
      "Dates: 12/06/26",
      "Departure time: 09:00",
      "Expected hours: 2",
    ]);
    // Without a count, nothing is said of passengers.
    expect(
      confirmationText(read("Bristow AW139 Humberside to Leman Alpha 12 June").details, "Pending"),
    ).not.toMatch(/Passengers/);
  });

  it("takes a follow-up's count, and keeps the count through changes to the route, time and hours", () => {
    const plain = read("Bristow AW139 Humberside to Leman Alpha 12 June 0900").details;
    const four = read("4 passengers", plain);
    expect(four.details.legs).toEqual([leg(HUM, LEMAN, { departureTime: "09:00", passengers: 4 })]);
    expect(four.understood).toEqual(["4 pax"]);
    const six = read("6 pax", four.details);
    expect(six.details.legs).toEqual([leg(HUM, LEMAN, { departureTime: "09:00", passengers: 6 })]);
    expect(
      extractReply({
        understood: six.understood,
        missing: [],
        unknown: [],
        hadDraft: true,
        notes: six.notes,
      }),
    ).toBe("Got it: 6 pax.");
    const changed = read("from Blackpool to Leman Alpha at 1030, 1.5 hours", six.details).details;
    expect(changed).toMatchObject({
      departureName: "EGNH Blackpool",
      departureTime: "10:30",
      expectedHours: "1.5",
    });
    expect(changed.legs).toEqual([
      leg(BPL, LEMAN, { departureTime: "10:30", expectedHours: "1.5", passengers: 6 }),
    ]);
    // More legs: the first keeps its count, and a leg not given one has none.
    expect(read("then on to Ravenspurn North", changed).details.legs).toEqual([
      leg(BPL, LEMAN, { departureTime: "10:30", expectedHours: "1.5", passengers: 6 }),
      leg(LEMAN, RAVENSPURN),
    ]);
  });
});

describe("follow-ups on a day of legs", () => {
  const legs = read(
    "Bristow AW139 Humberside to Leman Alpha then on to Ravenspurn North and back 12 June 0800",
  ).details;

  it("adds legs to a draft of one leg, which keeps its time and hours", () => {
    const one = read("Bristow AW139 Humberside to Leman Alpha 12 June 0800 1.5 hrs").details;
    expect(read("then on to Ravenspurn North and back", one).details.legs).toEqual([
      leg(HUM, LEMAN, { departureTime: "08:00", expectedHours: "1.5" }),
      leg(LEMAN, RAVENSPURN),
      leg(RAVENSPURN, HUM),
    ]);
  });

  it("changes the first leg's time, the last leg's destination, and a new route replaces the legs", () => {
    expect(read("make it 10:30", legs).details.legs?.[0]?.departureTime).toBe("10:30");
    const destination = read("change the destination to Blackpool", legs).details;
    expect(destination.legs?.at(-1)).toEqual(leg(RAVENSPURN, BPL));
    expect(destination.destinationName).toBe("EGNH Blackpool");
    const route = read("from Blackpool to Leman Alpha", legs).details;
    expect(route).toMatchObject({ legs: null, departureId: 4, destinationId: 2, departureTime: "08:00" });
  });

  it("sets the time of the leg back when it is already there, instead of adding another", () => {
    expect(read("back at 1500", legs).details.legs?.map((l) => l.departureTime)).toEqual([
      "08:00",
      null,
      "15:00",
    ]);
  });

  it("leaves the draft's other fields alone", () => {
    const changed = read("leg 2 at 1100", legs).details;
    expect({ ...changed, legs: null }).toEqual({ ...legs, legs: null });
  });
});

describe("places of legs it does not know", () => {
  it("asks about them as about a destination, and gives them their id once added", () => {
    const known = words.locations.filter((place) => place.name !== "Ravenspurn North");
    const without = { ...words, locations: known };
    const first = read(
      "Humberside to Leman Alpha then on to Ravenspurn North and back",
      EMPTY_DRAFT,
      without,
    );
    expect(first.unknownLocations).toEqual(["Ravenspurn North"]);
    expect(first.details.legs?.[1]).toEqual(leg(LEMAN, { id: null, name: "Ravenspurn North" }));
    // The whole name must name a place: "Leman Bravo" is a new one, not Leman Alpha by its first word.
    expect(read("Humberside to Leman Alpha then on to Leman Bravo").unknownLocations).toEqual([
      "Leman Bravo",
    ]);
    // "via email" and "then make it" name no place.
    expect(read("Humberside to Leman Alpha, via email", EMPTY_DRAFT, without).unknownLocations).toEqual([]);
    const added = read("Update booking with new locations", first.details);
    expect(added.unknownLocations).toEqual([]);
    expect(added.details.legs?.map((l) => [l.fromId, l.toId])).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });
});

describe("the confirmation", () => {
  it("lists the legs in order, with the positioning mark and the times that will be stored", () => {
    const { details } = read(
      "Bristow AW139 Humberside to Leman Alpha and back 12 June, depart 0800, 6 pax, position empty to Blackpool first",
    );
    expect(confirmationText(details, "Pending")).toBe(
      [
        "Please confirm this booking:",
        "Customer: Bristow Offshore",
        "Aircraft type: AW139",
        "Aircraft: not allocated",
        "Legs (3):",
        "1. positioning (empty) EGNJ Humberside to EGNH Blackpool, time TBC",
        "2. EGNH Blackpool to Leman Alpha at 08:00, 6 pax",
        "3. Leman Alpha to EGNJ Humberside, time TBC, 6 pax",
        "Dates: 12/06/26",
        "Departure time: TBC",
        "Expected hours: 0 (the legs' total)",
        "Status: Pending",
        "Reply 'yes' to create it, or tell me what to change.",
      ].join("\n"),
    );
  });
});
