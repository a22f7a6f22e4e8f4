import { describe, expect, it } from "vitest";
import { editTypeBadge, wizardTypeBadge } from "./aircraft-type-badges.ts";

describe("wizardTypeBadge", () => {
  it("colours AW169 red, AW139 blue, EC135 green and others grey, whatever the case", () => {
    expect(wizardTypeBadge("AW169").colour).toBe("#EF4444");
    expect(wizardTypeBadge("Leonardo aw139 SAR").colour).toBe("#3B82F6");
    expect(wizardTypeBadge("EC135 T2").colour).toBe("#10B981");
    expect(wizardTypeBadge("H145").colour).toBe("#6B7280");
  });

  it("shows at most 6 characters of the title", () => {
    expect(wizardTypeBadge("AW139").text).toBe("AW139");
    expect(wizardTypeBadge("EC135 T2e").text).toBe("EC135 ");
    expect(wizardTypeBadge("Bell 429 GlobalRanger").text).toHaveLength(6);
  });
});

describe("editTypeBadge", () => {
  it("uses blue for AW139, orange for AW169 and dark grey with the plain title otherwise", () => {
    expect(editTypeBadge("AW139")).toEqual({ text: "AW139", colour: "#3B82F6", plain: false });
    expect(editTypeBadge("AW169")).toEqual({ text: "AW169", colour: "#F97316", plain: false });
    expect(editTypeBadge("EC135 T2e")).toEqual({ text: "EC135 T2e", colour: "#374151", plain: true });
  });
});
