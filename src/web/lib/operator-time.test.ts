import { afterEach, describe, expect, it, vi } from "vitest";
import { operatorClockTime, operatorDateTime, otherZone, rememberOperatorZone } from "./operator-time.ts";

const at = Date.parse("2026-12-03T12:32:09Z");

describe("operatorClockTime", () => {
  afterEach(() => vi.restoreAllMocks());

  function browserIn(zone: string) {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: zone };
    });
  }

  it("shows the operator's wall clock, naming the zone, for a browser in another zone", () => {
    browserIn("America/New_York");
    expect(operatorClockTime(at, "Europe/London")).toBe("12:32 GMT");
    expect(operatorClockTime(at, "Europe/London", { seconds: true })).toBe("12:32:09 GMT");
    expect(otherZone("Europe/London")).toBe("Europe/London");
  });

  it("names no zone when the browser is in the operator's", () => {
    browserIn("Europe/London");
    expect(operatorClockTime(Date.parse("2026-07-03T12:32:09Z"), "Europe/London")).toBe("13:32");
    expect(otherZone("Europe/London")).toBeNull();
  });

  it("compares clocks, not names: Etc/UTC is UTC, but Europe/London is not UTC in summer", () => {
    browserIn("Etc/UTC");
    expect(otherZone("UTC")).toBeNull();
    expect(otherZone("Europe/London")).toBe("Europe/London");
  });

  it("writes a record's time on the operator's day and clock, named: 00:37 in London is 19:37 the day before in New York", () => {
    browserIn("America/New_York");
    rememberOperatorZone("Europe/London");
    try {
      expect(operatorDateTime(Date.parse("2026-11-29T00:37:00Z"))).toBe("29/11/26 00:37 GMT");
    } finally {
      rememberOperatorZone(undefined);
    }
  });
});
