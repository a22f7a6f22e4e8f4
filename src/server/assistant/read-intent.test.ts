import { describe, expect, it } from "vitest";
import { readIntent, readNotTaken } from "./read-intent.ts";

describe("what a message asks for besides the draft", () => {
  it.each([
    ["cancel the NHV flight tomorrow", "existing-booking"],
    ["delete my booking on Friday", "existing-booking"],
    ["please reschedule the Bristow job to Monday", "existing-booking"],
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
  ])("%s", (message) => {
    expect(readIntent(message)).toBeNull();
  });

  it("takes several aircraft and passengers out of the request and says so", () => {
    const { notes, rest } = readNotTaken("Bristow 2x EC135 EGNH to Leman Alpha Friday 2 pax");
    expect(rest).not.toMatch(/2x|pax/);
    expect(notes).toHaveLength(2);
    expect(readNotTaken("Bristow EC135 EGNH to Leman Alpha Friday").notes).toEqual([]);
  });
});
