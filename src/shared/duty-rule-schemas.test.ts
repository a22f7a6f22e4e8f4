import { describe, expect, it } from "vitest";
import { limitNumbersEdit, ruleSetSchema } from "./duty-rule-schemas.ts";
import {
  CASA_CAO_48_1_BASIC,
  OPERATOR_DEFINED,
  SHIPPED_RULE_SETS,
  US_135_267,
  withNumbers,
} from "./duty-rules.ts";

describe("rule set schemas (docs/decisions/053)", () => {
  it("accepts every shipped set as it is", () => {
    for (const set of SHIPPED_RULE_SETS) expect(ruleSetSchema.parse(set)).toEqual(set);
  });

  it("refuses a limit listed twice, a minimum longer than its window and a time that is not HH:MM", () => {
    const twice = { ...US_135_267, limits: [...US_135_267.limits, US_135_267.limits[0]!] };
    expect(ruleSetSchema.safeParse(twice).success).toBe(false);
    const longRest = CASA_CAO_48_1_BASIC.limits.map((limit) =>
      limit.kind === "long-rest" ? { ...limit, minHours: 200 } : limit,
    );
    expect(ruleSetSchema.safeParse({ ...CASA_CAO_48_1_BASIC, limits: longRest }).success).toBe(false);
    const badTime = { ...OPERATOR_DEFINED, night: { from: "24:00", to: "08:00", hours: 8 } };
    expect(ruleSetSchema.safeParse(badTime).success).toBe(false);
  });

  it("edits a set's numbers and leaves its table, citations and windows as they were", () => {
    const edit = limitNumbersEdit.parse({
      limits: [
        { id: "flight-24h-two-pilots", value: 9 },
        { id: "flight-year", value: null },
      ],
    });
    const edited = withNumbers(US_135_267, edit.limits);
    expect(edited.limits.find((limit) => limit.id === "flight-24h-two-pilots")).toMatchObject({
      maxHours: 9,
      citation: "14 CFR 135.267(b)(2)",
      window: { kind: "rolling", hours: 24 },
    });
    expect(edited.limits.find((limit) => limit.id === "flight-year")).toMatchObject({ maxHours: null });
    expect(edited.limits).toHaveLength(US_135_267.limits.length);
  });
});
