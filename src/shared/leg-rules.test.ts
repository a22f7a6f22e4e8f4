import { describe, expect, it } from "vitest";
import { clockText, landingMinutes, nextLegTime, sumHours } from "./leg-rules.ts";

describe("leg rules", () => {
  it("adds hours in hundredths, reading them as every hours field does", () => {
    expect(sumHours(["1.50", "1:15", "0.1", "0.2"])).toBe("3.05");
    expect(sumHours(["", "2,5"])).toBe("2.50");
    // Unreadable text counts for nothing rather than NaN.
    expect(sumHours(["abc", "1"])).toBe("1.00");
  });

  it("lands a leg at its time plus its hours, or not at all when either cannot be read", () => {
    expect(landingMinutes({ departureTime: "0900", hours: "1.5" })).toBe(10 * 60 + 30);
    expect(landingMinutes({ departureTime: "09:10/ref", hours: "2:30" })).toBe(11 * 60 + 40);
    expect(landingMinutes({ departureTime: "TBC", hours: "1" })).toBeNull();
    expect(landingMinutes({ departureTime: "0900", hours: "1.234" })).toBeNull();
  });

  it("leaves the next leg at the landing plus the turnaround, rounded up to five minutes", () => {
    expect(nextLegTime({ departureTime: "0900", hours: "1.50" }, 30)).toBe("11:00");
    // 09:10 + 1.35 h (81 min) lands 10:31; + 30 is 11:01, rounded up to 11:05.
    expect(nextLegTime({ departureTime: "0910", hours: "1.35" }, 30)).toBe("11:05");
    // "2:30" is two and a half hours, never 230.
    expect(nextLegTime({ departureTime: "07:00", hours: "2:30" }, 15)).toBe("09:45");
    expect(nextLegTime({ departureTime: "0700", hours: "" }, 0)).toBe("07:00");
  });

  it("leaves the time blank (TBC) when it cannot be worked out or falls on the next day", () => {
    expect(nextLegTime({ departureTime: "TBC", hours: "1" }, 30)).toBe("");
    expect(nextLegTime({ departureTime: "2200", hours: "1.5" }, 30)).toBe("");
    expect(nextLegTime({ departureTime: "2200", hours: "1" }, 30)).toBe("23:30");
    expect(clockText(5)).toBe("00:05");
  });
});
