import { describe, expect, it } from "vitest";
import { acceptHoursTyping, hoursToSave } from "./expected-hours.ts";

describe("expected hours", () => {
  it("accepts only digits and one decimal point while typing", () => {
    expect(acceptHoursTyping("1", "")).toBe("1");
    expect(acceptHoursTyping("1.", "1")).toBe("1.");
    expect(acceptHoursTyping("1.5", "1.")).toBe("1.5");
    expect(acceptHoursTyping("1.5.", "1.5")).toBe("1.5");
    expect(acceptHoursTyping("1a", "1")).toBe("1");
    expect(acceptHoursTyping("-1", "")).toBe("");
    expect(acceptHoursTyping("", "1")).toBe("");
  });

  it("saves numbers of 0 or more with two decimals, and nothing else", () => {
    expect(hoursToSave("2")).toBe("2.00");
    expect(hoursToSave("2.5")).toBe("2.50");
    expect(hoursToSave(".75")).toBe("0.75");
    expect(hoursToSave("0")).toBe("0.00");
    expect(hoursToSave("1.")).toBe("1.00");
    expect(hoursToSave("")).toBeNull();
    expect(hoursToSave(".")).toBeNull();
    expect(hoursToSave("abc")).toBeNull();
    expect(hoursToSave("-1")).toBeNull();
    expect(hoursToSave("123456")).toBeNull();
  });
});
