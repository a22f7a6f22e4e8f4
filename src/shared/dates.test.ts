import { describe, expect, it } from "vitest";
import { isIsoDate, isoDateInZone } from "./dates.ts";

describe("isIsoDate", () => {
  it("takes real calendar dates, leap days included", () => {
    for (const date of ["2026-01-31", "2026-04-30", "2024-02-29", "2000-02-29", "2026-12-01"]) {
      expect(isIsoDate(date), date).toBe(true);
    }
  });

  it("refuses impossible dates and other shapes", () => {
    for (const value of [
      "2026-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "26-01-01",
      "2026-1-1",
      "2026-01-01T00:00",
      "",
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });

  it("agrees with the calendar on every day of four years", () => {
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000) {
      expect(isIsoDate(new Date(t).toISOString().slice(0, 10))).toBe(true);
    }
  });
});

describe("isoDateInZone", () => {
  it("names the operator's date, whatever the machine's zone, on both sides of a clock change", () => {
    // 23:30 UTC is still the same day in London in winter, and already the next in summer.
    expect(isoDateInZone(new Date("2026-03-28T23:30:00Z"), "Europe/London")).toBe("2026-03-28");
    expect(isoDateInZone(new Date("2026-03-29T23:30:00Z"), "Europe/London")).toBe("2026-03-30");
    expect(isoDateInZone(new Date("2026-03-28T23:30:00Z"), "Pacific/Auckland")).toBe("2026-03-29");
    expect(isoDateInZone(new Date("2026-03-28T23:30:00Z"), "America/New_York")).toBe("2026-03-28");
  });
});
