import { describe, expect, it } from "vitest";
import { customerColumns, hasPositioning, trendColumns, withPositioning } from "./report-columns.tsx";

describe("positioning hours in the reports (docs/decisions/049)", () => {
  it("adds 'Positioning hours' after 'Planned hours' only for a period with legs flown empty", () => {
    const labels = (shown: boolean) =>
      withPositioning(customerColumns("2031-05"), shown).map((column) => column.label);
    expect(labels(false)).toEqual([
      "Customer",
      "Flights",
      "Cancelled",
      "Planned hours",
      "Flown hours",
      "Flights with flown hours",
      "Completed without flown hours",
    ]);
    expect(labels(true)).toEqual([
      "Customer",
      "Flights",
      "Cancelled",
      "Planned hours",
      "Positioning hours",
      "Flown hours",
      "Flights with flown hours",
      "Completed without flown hours",
    ]);
    const trend = withPositioning(
      trendColumns(
        (row) => row.start,
        (row) => row.start.slice(0, 7),
      ),
      true,
    );
    const week = { start: "2031-05-05", flights: 3, planned: 4.5, positioning: 1.25, flown: 0 };
    expect(trend.map((column) => [column.label, column.value(week)])).toEqual([
      ["From", "2031-05-05"],
      ["Flights", 3],
      ["Planned hours", "4.50"],
      ["Positioning hours", "1.25"],
      ["Flown hours", "0.00"],
    ]);
    expect(hasPositioning({ customers: [{ positioning: 0 }, { positioning: 0.5 }] })).toBe(true);
    expect(hasPositioning({ customers: [{ positioning: 0 }] })).toBe(false);
  });
});
