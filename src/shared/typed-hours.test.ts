import { describe, expect, it } from "vitest";
import {
  isHoursTyping,
  largeHoursQuestion,
  parseTypedHours,
  readTypedHours,
  typedHoursForPayload,
  whyNotHours,
} from "./typed-hours.ts";

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
      "2:",
      "2:20",
      "2:75",
      "abc",
      "123456",
      "1e3",
      "3 ,5",
    ]) {
      expect(parseTypedHours(text), text).toBeNull();
    }
  });

  it("accepts every keystroke on the way to a valid value, and no other", () => {
    for (const text of [
      "",
      "3",
      "3,",
      "3,5",
      "3.",
      ".",
      ",",
      "12345",
      "1,25",
      "1,234",
      "2:",
      "2:3",
      "2h",
      "2h30",
    ])
      expect(isHoursTyping(text), text).toBe(true);
    for (const text of ["3,5,", "3.,", "a", "-", "123456", "3 ", "2:300", ":30", "2::"])
      expect(isHoursTyping(text), text).toBe(false);
  });

  it("reads hours and minutes as hours on every path: 2:30 and 2h30 are 2.50, never 230 (docs/decisions/042)", () => {
    expect(parseTypedHours("2:30")).toBe("2.50");
    expect(parseTypedHours("2h30")).toBe("2.50");
    expect(parseTypedHours("2H30")).toBe("2.50");
    expect(parseTypedHours("2h")).toBe("2.00");
    expect(parseTypedHours("0:45")).toBe("0.75");
    expect(parseTypedHours("1:06")).toBe("1.10");
    expect(typedHoursForPayload("2:30")).toBe("2.50");
  });

  it("says why what cannot be read is refused, naming the text", () => {
    expect(readTypedHours("1.234")).toEqual({
      error: '"1.234" has more than 2 decimals: hours are kept to 2 decimals (0.01 h)',
    });
    expect(readTypedHours("2:20")).toEqual({
      error: '"2:20" is 2.333… hours: hours are kept to 2 decimals, so type them as a decimal',
    });
    expect(readTypedHours("2:75")).toEqual({ error: '"2:75": minutes must be 0 to 59' });
    expect(whyNotHours("abc")).toBe(
      '"abc" is not a number of hours: type 2.5, 2,5 or 2:30 (at most 5 digits before the decimals)',
    );
    expect(whyNotHours("2,5")).toBeNull();
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
