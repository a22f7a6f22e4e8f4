import { describe, expect, it } from "vitest";
import { makeBooking } from "../../testing/test-data.ts";
import { aircraftGroup, groupAircraftTypes } from "./aircraft-groups.ts";
import { bookingDates, bookingRoute } from "./delete-booking-dialog.tsx";
import { departureHighlight } from "./departure-colours.ts";

describe("departure highlighting", () => {
  it("colours the spec's airport codes and nothing else", () => {
    expect(departureHighlight("EGNJ Humberside")).toBe("red");
    expect(departureHighlight("Humberside (HUY)")).toBe("red");
    expect(departureHighlight("EGNH Blackpool")).toBe("yellow");
    expect(departureHighlight("blk heliport")).toBe("yellow");
    expect(departureHighlight("EHKD Den Helder")).toBe("orange");
    expect(departureHighlight("DHR")).toBe("orange");
    expect(departureHighlight("EGPD Aberdeen")).toBeNull();
  });
});

describe("aircraft type groups", () => {
  it("groups types as AW139, AW169 or Other, leaving out empty groups", () => {
    expect(aircraftGroup("AW139")).toBe("AW139");
    expect(aircraftGroup("Leonardo AW169")).toBe("AW169");
    expect(aircraftGroup("EC135")).toBe("Other");
    const groups = groupAircraftTypes([
      { id: 1, title: "EC135" },
      { id: 2, title: "AW139" },
      { id: 3, title: "H145" },
    ]);
    expect(groups.map((g) => [g.group, g.types.map((t) => t.title)])).toEqual([
      ["AW139", ["AW139"]],
      ["Other", ["EC135", "H145"]],
    ]);
  });
});

describe("delete confirmation details", () => {
  it("lists the route with every destination once, in date order", () => {
    const booking = makeBooking({
      id: 1,
      startDate: "2025-03-01",
      endDate: "2025-03-03",
      days: {
        "2025-03-01": { destinationLocation: { name: "Leman Alpha" } },
        "2025-03-02": { destinationLocation: { name: "Clipper South" } },
        "2025-03-03": { destinationLocation: { name: "Leman Alpha" } },
      },
    });
    expect(bookingRoute(booking)).toEqual(["EGNH Blackpool", "Leman Alpha", "Clipper South"]);
    expect(bookingDates(booking)).toBe("01/03/25 – 03/03/25 (3 days)");
    expect(bookingDates({ startDate: "2025-03-01", endDate: "2025-03-01" })).toBe("01/03/25");
  });
});
