import { describe, expect, it } from "vitest";
import { isIsoDate, isoDateInZone, minutesInZone } from "./dates.ts";

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

describe("minutesInZone", () => {
  it("reads the operator's wall clock, across a clock change and the date line", () => {
    expect(minutesInZone(new Date("2026-03-28T09:30:00Z"), "Europe/London")).toBe(9 * 60 + 30);
    // The last Sunday of March: 08:30 UTC is 09:30 on London's clock.
    expect(minutesInZone(new Date("2026-03-29T08:30:00Z"), "Europe/London")).toBe(9 * 60 + 30);
    expect(minutesInZone(new Date("2026-03-28T23:30:00Z"), "Pacific/Auckland")).toBe(12 * 60 + 30);
    // Midnight is minute 0, not 24:00.
    expect(minutesInZone(new Date("2026-01-15T05:00:00Z"), "America/New_York")).toBe(0);
  });
});
