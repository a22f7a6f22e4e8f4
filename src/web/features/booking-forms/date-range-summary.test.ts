import { describe, expect, it } from "vitest";
import { dateRangeSummary } from "./date-range-summary.ts";

describe("dateRangeSummary", () => {
  it("names the weekday and writes the month as a word", () => {
    expect(dateRangeSummary("2026-12-10", "2026-12-10")).toBe("1 day, Thu 10 Dec 2026");
  });

  it("counts both ends of a longer booking", () => {
    expect(dateRangeSummary("2026-12-10", "2026-12-26")).toBe("17 days, Thu 10 Dec 2026 – Sat 26 Dec 2026");
    expect(dateRangeSummary("2026-12-31", "2027-01-01")).toBe("2 days, Thu 31 Dec 2026 – Fri 1 Jan 2027");
  });

  it("says nothing while the dates are not a range", () => {
    expect(dateRangeSummary("", "2026-12-10")).toBeNull();
    expect(dateRangeSummary("2026-12-10", "2026-12-09")).toBeNull();
  });
});
