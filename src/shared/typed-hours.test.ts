import { describe, expect, it } from "vitest";
import { isHoursTyping, largeHoursQuestion, parseTypedHours, typedHoursForPayload } from "./typed-hours.ts";

describe("typed hours", () => {
  it("reads a comma as the decimal separator, like a point", () => {
    expect(parseTypedHours("3,5")).toBe("3.50");
    expect(parseTypedHours("3.5")).toBe("3.50");
    expect(parseTypedHours("2,25")).toBe("2.25");
    expect(parseTypedHours(",75")).toBe("0.75");
    expect(parseTypedHours("1,")).toBe("1.00");
    expect(parseTypedHours(" 4 ")).toBe("4.00");
    expect(parseTypedHours("0")).toBe("0.00");
    expect(parseTypedHours("007")).toBe("7.00");
    expect(parseTypedHours("99999,99")).toBe("99999.99");
  });

  it("refuses what is not a number of hours, rather than guess", () => {
    for (const text of [
      "",
      ",",
      ".",
      "1,234",
      "1.234",
      "1.234,5",
      "3,5,",
      "-1",
      "2h",
      "123456",
      "1e3",
      "3 ,5",
    ]) {
      expect(parseTypedHours(text), text).toBeNull();
    }
  });

  it("accepts every keystroke on the way to a valid value, and no other", () => {
    for (const text of ["", "3", "3,", "3,5", "3.", ".", ",", "12345", "1,25"])
      expect(isHoursTyping(text), text).toBe(true);
    for (const text of ["3,5,", "3.,", "a", "-", "123456", "1,234", "3 "])
      expect(isHoursTyping(text), text).toBe(false);
  });

  it("passes blank and unreadable text on for the payload schema to default or name", () => {
    expect(typedHoursForPayload("2,5")).toBe("2.50");
    expect(typedHoursForPayload("")).toBe("");
    expect(typedHoursForPayload("abc")).toBe("abc");
    expect(typedHoursForPayload("1,234")).toBe("1.234");
  });

  it("asks about a day above 12 hours only", () => {
    expect(largeHoursQuestion("12.5")).toBe("12.50 hours on one day?");
    expect(largeHoursQuestion("12.00")).toBeNull();
    expect(largeHoursQuestion("0")).toBeNull();
    expect(largeHoursQuestion("")).toBeNull();
  });
});
