import { describe, expect, it } from "vitest";
import { dayShownWithLegs } from "./day-legs.ts";

describe("a day shown with its legs before the server answers", () => {
  it("takes the first leg's time, the last leg's 'to' and the legs' hours summed", () => {
    const legs = [
      {
        id: 11,
        departureTime: "0900",
        fromId: 1,
        toId: 2,
        expectedHours: "1.50",
        passengers: 12,
        positioning: false,
      },
      {
        departureTime: "11:00",
        fromId: 2,
        toId: 1,
        expectedHours: "1.25",
        passengers: null,
        positioning: true,
      },
    ];
    const shown = dayShownWithLegs(legs, (id) => (id === 1 ? "Humberside" : "Leman Alpha"));
    expect(shown).toMatchObject({
      departureTime: "0900",
      destinationId: 1,
      destinationLocation: { name: "Humberside" },
      expectedAircraftHours: "2.75",
    });
    // A new leg stands in with a negative id until the answer names it.
    expect(shown.legs?.map((leg) => leg.id)).toEqual([11, -2]);
  });
});
