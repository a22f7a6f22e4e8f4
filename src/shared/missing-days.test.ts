import { describe, expect, it } from "vitest";
import { type DaySeed, missingDays } from "./missing-days.ts";

const day = (date: string, destinationId: number, bookingStatusId: number | null = 1): DaySeed => ({
  date,
  destinationId,
  bookingStatusId,
});
const existing = [day("2025-03-10", 10, 1), day("2025-03-11", 11, 2), day("2025-03-12", 12, 3)];

describe("missingDays", () => {
  it("adds nothing when the range only shrinks", () => {
    expect(
      missingDays({ existing, startDate: "2025-03-11", endDate: "2025-03-11", fallbackDestinationId: 99 }),
    ).toEqual([]);
  });

  it("copies the first day into dates added before it and the last day into dates added after it", () => {
    expect(
      missingDays({ existing, startDate: "2025-03-08", endDate: "2025-03-14", fallbackDestinationId: 99 }),
    ).toEqual([
      day("2025-03-08", 10, 1),
      day("2025-03-09", 10, 1),
      day("2025-03-13", 12, 3),
      day("2025-03-14", 12, 3),
    ]);
  });

  it("copies the nearest old day when the range moves entirely", () => {
    expect(
      missingDays({ existing, startDate: "2025-03-20", endDate: "2025-03-21", fallbackDestinationId: 99 }),
    ).toEqual([day("2025-03-20", 12, 3), day("2025-03-21", 12, 3)]);
  });

  it("takes the earlier day when two are equally near", () => {
    const gap = [day("2025-03-10", 10, 1), day("2025-03-12", 12, 3)];
    expect(
      missingDays({
        existing: gap,
        startDate: "2025-03-10",
        endDate: "2025-03-12",
        fallbackDestinationId: 99,
      }),
    ).toEqual([day("2025-03-11", 10, 1)]);
  });

  it("uses the fallback destination and no status for a booking without days", () => {
    expect(
      missingDays({
        existing: [],
        startDate: "2025-03-10",
        endDate: "2025-03-10",
        fallbackDestinationId: 99,
      }),
    ).toEqual([day("2025-03-10", 99, null)]);
  });
});
