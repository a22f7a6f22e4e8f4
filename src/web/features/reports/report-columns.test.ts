import { describe, expect, it } from "vitest";
import {
  aircraftColumns,
  customerColumns,
  hasPositioning,
  trendColumns,
  withMaintenance,
  withPositioning,
} from "./report-columns.tsx";

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

describe("maintenance beside the aircraft's hours (docs/decisions/051)", () => {
  const row = {
    aircraftId: 7,
    registration: "G-HLDA",
    aircraftTypeId: 1,
    type: "AW139",
    flights: 3,
    planned: 9,
    positioning: 0,
    flown: 8.5,
    daysFlown: 3,
    daysAvailable: 30,
    firstDate: null,
  };
  const maintenance = (hours: string | null, items: object[]) =>
    ({
      today: "2031-05-01",
      templates: [],
      aircraft: [{ aircraftId: 7, hours, items }],
    }) as never;

  it("adds the airframe hours, the next due item and the hours to it once an aircraft has any", () => {
    const columns = (answer: never) => withMaintenance(aircraftColumns("2031-05"), answer);
    expect(columns(maintenance(null, []))).toHaveLength(aircraftColumns("2031-05").length);
    const shown = columns(maintenance("1217.60", [{ name: "100-hour inspection", remainingHours: 12.4 }]));
    expect(shown.slice(-3).map((column) => [column.label, column.value(row as never)])).toEqual([
      ["Airframe hours", 1217.6],
      ["Next due", "100-hour inspection"],
      ["Hours to next due", "12.40"],
    ]);
  });
});
