import { describe, expect, it } from "vitest";
import { isIsoDate } from "./dates.ts";

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
