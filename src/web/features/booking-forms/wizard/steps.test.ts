import { describe, expect, it } from "vitest";
import { canGoNext, missingOnStep, stepShowing } from "./steps.ts";
import { EMPTY_WIZARD_VALUES } from "./wizard-defaults.ts";

const empty = EMPTY_WIZARD_VALUES;

const stepOne = { startDate: "2025-03-10", endDate: "2025-03-10", customerId: "1", bookingStatusId: "2" };
const stepTwo = { departureId: "3", destinationId: "4", aircraftTypeId: "5" };

describe("step rules", () => {
  it("step 1 needs both dates, a customer and a status, and nothing from step 2", () => {
    expect(canGoNext(1, empty)).toBe(false);
    expect(missingOnStep(1, empty)).toEqual(["startDate", "endDate", "customerId", "bookingStatusId"]);
    expect(canGoNext(1, { ...empty, ...stepOne })).toBe(true);
    for (const field of Object.keys(stepOne) as Array<keyof typeof stepOne>) {
      expect(canGoNext(1, { ...empty, ...stepOne, [field]: "" })).toBe(false);
      expect(missingOnStep(1, { ...empty, ...stepOne, [field]: "" })).toEqual([field]);
    }
  });

  it("step 2 needs departure, destination and aircraft type, and nothing from step 1", () => {
    expect(missingOnStep(2, empty)).toEqual(["departureId", "destinationId", "aircraftTypeId"]);
    expect(canGoNext(2, { ...empty, ...stepTwo })).toBe(true);
    for (const field of Object.keys(stepTwo) as Array<keyof typeof stepTwo>) {
      expect(canGoNext(2, { ...empty, ...stepTwo, [field]: "" })).toBe(false);
    }
  });

  it("the specific aircraft is optional", () => {
    expect(canGoNext(2, { ...empty, ...stepTwo, allocatedAircraftId: "" })).toBe(true);
  });

  it("step 3 always passes", () => {
    expect(canGoNext(3, empty)).toBe(true);
    expect(missingOnStep(3, empty)).toEqual([]);
  });

  it("treats blank text as missing", () => {
    expect(canGoNext(1, { ...stepOne, customerId: "  " })).toBe(false);
  });
});

describe("stepShowing", () => {
  it("finds the first step that shows one of the fields", () => {
    expect(stepShowing(["remarks", "customerId"])).toBe(1);
    expect(stepShowing(["allocatedAircraftId"])).toBe(2);
    expect(stepShowing(["expectedHours"])).toBe(3);
    expect(stepShowing([])).toBeUndefined();
  });
});
