import { describe, expect, it } from "vitest";
import { periodLabel, periodOf, shiftPeriod } from "./period.ts";

describe("report periods", () => {
  it("are calendar months, quarters and years around a day", () => {
    expect(periodOf("month", "2028-02-14")).toEqual({ kind: "month", from: "2028-02-01", to: "2028-02-29" });
    expect(periodOf("quarter", "2031-05-20")).toEqual({
      kind: "quarter",
      from: "2031-04-01",
      to: "2031-06-30",
    });
    expect(periodOf("quarter", "2031-12-31")).toEqual({
      kind: "quarter",
      from: "2031-10-01",
      to: "2031-12-31",
    });
    expect(periodOf("year", "2031-05-20")).toEqual({ kind: "year", from: "2031-01-01", to: "2031-12-31" });
  });

  it("step back and on across a year's end, a custom one by its own length", () => {
    expect(shiftPeriod(periodOf("month", "2031-01-10"), -1)).toEqual(periodOf("month", "2030-12-01"));
    expect(shiftPeriod(periodOf("quarter", "2031-11-10"), 1)).toEqual(periodOf("quarter", "2032-01-01"));
    expect(shiftPeriod(periodOf("year", "2031-11-10"), -1)).toEqual(periodOf("year", "2030-01-01"));
    expect(shiftPeriod({ kind: "custom", from: "2031-05-01", to: "2031-05-10" }, 1)).toEqual({
      kind: "custom",
      from: "2031-05-11",
      to: "2031-05-20",
    });
  });

  it("are named as an ops manager says them", () => {
    expect(periodLabel(periodOf("month", "2031-05-20"))).toBe("May 2031");
    expect(periodLabel(periodOf("quarter", "2031-05-20"))).toBe("Q2 2031 (April – June)");
    expect(periodLabel(periodOf("year", "2031-05-20"))).toBe("2031");
    expect(periodLabel({ kind: "custom", from: "2031-05-01", to: "2031-05-15" })).toBe("01/05/31 – 15/05/31");
  });
});
