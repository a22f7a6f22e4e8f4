import { describe, expect, it } from "vitest";
import { clearsDraft } from "../../shared/assistant.ts";
import { readIntent, readNotTaken, severalAircraftNote } from "./read-intent.ts";

describe("what a message asks for besides the draft", () => {
  it.each([
    ["cancel the NHV flight tomorrow", "existing-booking"],
    ["delete my booking on Friday", "existing-booking"],
    ["please reschedule the Bristow job to Monday", "existing-booking"],
    // Issue 48: a move or an aircraft put on a flight that exists never starts a draft.
    ["move Zenith's Thursday flight to 1530", "existing-booking"],
    ["shift the Acme job on the 4th to the 6th", "existing-booking"],
    ["put G-LDNC on Acme's flight on Monday", "existing-booking"],
    ["what's on tomorrow?", "question"],
    ["is G-MCGA free on Friday", "question"],
    ["when is NSS flying next week", "question"],
  ])("%s", (message, intent) => {
    expect(readIntent(message)).toBe(intent);
  });

  // A change to the draft, and the dialog's own "cancel", are not about an existing booking.
  it.each([
    "cancel",
    "change the destination to Leman Alpha",
    "make it 10:30",
    "Bristow 139 EGNH to Leman Alpha Friday",
    "put it on the 169",
  ])("%s", (message) => {
    expect(readIntent(message)).toBeNull();
  });

  it("takes several aircraft out of the request and says so, and leaves passengers to the legs", () => {
    const { rest, aircraft } = readNotTaken("Bristow 2x EC135 EGNH to Leman Alpha Friday 2 pax");
    expect(rest).not.toMatch(/2x/);
    // A booking's legs hold its passengers: they are read with them, not taken out here.
    expect(rest).toMatch(/2 pax/);
    expect(aircraft).toBe(2);
    expect(severalAircraftNote(2, "EC135")).toBe(
      "I can book one aircraft at a time: this is the first EC135; say 'another' for the second.",
    );
    expect(readNotTaken("three S92s Aberdeen to Forties").aircraft).toBe(3);
    expect(readNotTaken("Bristow EC135 EGNH to Leman Alpha Friday")).toEqual({
      rest: "Bristow EC135 EGNH to Leman Alpha Friday",
      aircraft: 1,
    });
  });
});

describe("the dialog's own 'cancel'", () => {
  it.each(["cancel", "Cancel that", "cancel this booking", "cancel it.", "never mind", "start again"])(
    "%s clears the draft",
    (message) => {
      expect(clearsDraft(message)).toBe(true);
      expect(readIntent(message)).toBeNull();
    },
  );

  it.each(["cancel the NHV flight tomorrow", "cancel that booking on Friday", "cancel my booking"])(
    "%s is about a booking that exists",
    (message) => {
      expect(clearsDraft(message)).toBe(false);
      expect(readIntent(message)).toBe("existing-booking");
    },
  );
});
