import { describe, expect, it } from "vitest";
import { dateRangeSummary } from "./date-range-summary.ts";

describe("dateRangeSummary", () => {
  it("names the weekday of a one-day booking", () => {
    expect(dateRangeSummary("2026-12-10", "2026-12-10")).toBe("1 day, Thu 10/12/26");
  });

  it("counts both ends of a longer booking", () => {
    expect(dateRangeSummary("2026-12-10", "2026-12-26")).toBe("17 days, 10/12/26 – 26/12/26");
    expect(dateRangeSummary("2026-12-31", "2027-01-01")).toBe("2 days, 31/12/26 – 01/01/27");
  });

  it("says nothing while the dates are not a range", () => {
    expect(dateRangeSummary("", "2026-12-10")).toBeNull();
    expect(dateRangeSummary("2026-12-10", "2026-12-09")).toBeNull();
  });
});
