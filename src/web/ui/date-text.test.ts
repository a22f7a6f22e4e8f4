import { describe, expect, it } from "vitest";
import { dateText, isoWhenDone, isoWhileTyping } from "./date-text.ts";

describe("isoWhileTyping", () => {
  it("reads a whole day-first date, whatever separator", () => {
    expect(isoWhileTyping("10/12/2026")).toBe("2026-12-10");
    expect(isoWhileTyping("10.12.2026")).toBe("2026-12-10");
    expect(isoWhileTyping("10-12-2026")).toBe("2026-12-10");
    expect(isoWhileTyping(" 10/12/2026 ")).toBe("2026-12-10");
    expect(isoWhileTyping("2026-12-10")).toBe("2026-12-10");
  });

  it("reads an emptied field as no date", () => {
    expect(isoWhileTyping("")).toBe("");
  });

  it("means nothing at any keystroke on the way to 10/12/2026", () => {
    const typed = "10/12/2026";
    for (let length = 1; length < typed.length; length++) {
      expect(isoWhileTyping(typed.slice(0, length)), typed.slice(0, length)).toBeNull();
    }
  });

  it("waits for two digits of day and month while typing (1/12/2026 may become 10/12/2026)", () => {
    expect(isoWhileTyping("1/12/2026")).toBeNull();
    expect(isoWhileTyping("10/1/2026")).toBeNull();
  });

  it("refuses dates that do not exist and month-first dates past the 12th", () => {
    expect(isoWhileTyping("31/02/2026")).toBeNull();
    expect(isoWhileTyping("12/31/2026")).toBeNull();
    expect(isoWhileTyping("29/02/2028")).toBe("2028-02-29");
  });
});

describe("isoWhenDone", () => {
  it("also reads the short forms once the person has finished", () => {
    expect(isoWhenDone("1/12/2026")).toBe("2026-12-01");
    expect(isoWhenDone("1/2/26")).toBe("2026-02-01");
    expect(isoWhenDone("10.12.26")).toBe("2026-12-10");
  });

  it("is empty for an empty text and null for anything else that is not a date", () => {
    expect(isoWhenDone("  ")).toBe("");
    expect(isoWhenDone("10/12")).toBeNull();
    expect(isoWhenDone("10/12/202")).toBeNull();
    expect(isoWhenDone("tomorrow")).toBeNull();
    expect(isoWhenDone("30/02/26")).toBeNull();
  });
});

describe("dateText", () => {
  it("shows a date day first with the whole year", () => {
    expect(dateText("2026-12-10")).toBe("10/12/2026");
    expect(dateText("")).toBe("");
  });
});
