import { expect, it } from "vitest";
import { typeAheadMatch } from "./select-keys.ts";

const STATUSES = ["Pending", "Provisional", "Confirmed", "Cancelled", "Completed"];

it("moves to the first option starting with what was typed, from the current one on", () => {
  expect(typeAheadMatch(STATUSES, 0, "conf")).toBe(2);
  expect(typeAheadMatch(STATUSES, 0, "com")).toBe(4);
  expect(typeAheadMatch(STATUSES, 3, "pr")).toBe(1);
  expect(typeAheadMatch(STATUSES, 0, "x")).toBe(-1);
});

it("steps through the options starting with a letter typed again and again, round to the first", () => {
  expect(typeAheadMatch(STATUSES, 0, "c")).toBe(2);
  expect(typeAheadMatch(STATUSES, 2, "cc")).toBe(3);
  expect(typeAheadMatch(STATUSES, 3, "ccc")).toBe(4);
  expect(typeAheadMatch(STATUSES, 4, "cccc")).toBe(2);
  // From nowhere (the list itself has focus) it starts at the top.
  expect(typeAheadMatch(STATUSES, -1, "p")).toBe(0);
});
