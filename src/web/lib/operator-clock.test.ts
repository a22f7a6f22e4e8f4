import { describe, expect, it } from "vitest";
import { msUntilOperatorMidnight, operatorDate, operatorMinutes } from "./operator-clock.ts";

describe("the board's clock in the operator's zone", () => {
  // 22:30 on 14 July in London (BST) is already 15 July, 09:30, in Auckland.
  const instant = new Date("2026-07-14T21:30:00Z");

  it("names the operator's day and time of day, not the machine's", () => {
    expect(operatorDate(instant, "Europe/London")).toBe("2026-07-14");
    expect(operatorDate(instant, "Pacific/Auckland")).toBe("2026-07-15");
    expect(operatorMinutes(instant, "Europe/London")).toBe(22 * 60 + 30);
    expect(operatorMinutes(instant, "Pacific/Auckland")).toBe(9 * 60 + 30);
  });

  it("rolls over at the operator's midnight", () => {
    expect(msUntilOperatorMidnight(instant, "Europe/London")).toBe(90 * 60_000);
    expect(msUntilOperatorMidnight(new Date("2026-07-14T22:59:59.500Z"), "Europe/London")).toBe(500);
    expect(msUntilOperatorMidnight(instant, "Pacific/Auckland")).toBe((14 * 60 + 30) * 60_000);
    const justAfter = new Date(instant.getTime() + msUntilOperatorMidnight(instant, "Europe/London") + 50);
    expect(operatorDate(justAfter, "Europe/London")).toBe("2026-07-15");
  });

  it("follows the machine's own zone until the operator's is known", () => {
    const local = new Date(2026, 6, 14, 23, 15);
    expect(operatorDate(local, undefined)).toBe("2026-07-14");
    expect(operatorMinutes(local, undefined)).toBe(23 * 60 + 15);
    expect(msUntilOperatorMidnight(local, undefined)).toBe(45 * 60_000);
  });
});
