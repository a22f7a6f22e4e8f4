import { describe, expect, it } from "vitest";
import { currentMonth, isMonth, monthLabel, monthWindow, shiftMonth } from "./month.ts";

describe("month", () => {
  it("labels a month like 'March 2025'", () => {
    expect(monthLabel("2025-03")).toBe("March 2025");
    expect(monthLabel("2024-12")).toBe("December 2024");
  });

  it("moves across years", () => {
    expect(shiftMonth("2025-01", -1)).toBe("2024-12");
    expect(shiftMonth("2024-12", 1)).toBe("2025-01");
    expect(shiftMonth("2025-03", 14)).toBe("2026-05");
  });

  it("covers the whole month, leap days included", () => {
    expect(monthWindow("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthWindow("2025-02")).toEqual({ from: "2025-02-01", to: "2025-02-28" });
    expect(monthWindow("2025-12")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });

  it("reads the current month from a local date and checks stored values", () => {
    expect(currentMonth(new Date(2025, 2, 31, 23, 59))).toBe("2025-03");
    expect(isMonth("2025-03")).toBe(true);
    expect(isMonth("2025-13")).toBe(false);
    expect(isMonth(null)).toBe(false);
  });
});
