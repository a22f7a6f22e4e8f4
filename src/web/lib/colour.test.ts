import { describe, expect, it } from "vitest";
import { contrast, readableOn, safeColour, textOn } from "./colour.ts";

describe("colour", () => {
  it("keeps a readable colour and darkens a light one until it reads on white", () => {
    expect(readableOn("#1D4ED8")).toBe("#1d4ed8");
    for (const colour of ["#F59E0B", "#10B981", "#6B7280", "#FFFF00", "#FFFFFF"]) {
      expect(contrast(readableOn(colour), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("picks dark or light text for a badge", () => {
    expect(textOn("#FDE047")).toBe("#0f172a");
    expect(textOn("#1E3A8A")).toBe("#ffffff");
    expect(safeColour("red")).toBe("#6B7280");
  });
});
