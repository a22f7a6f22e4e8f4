import { describe, expect, it } from "vitest";
import type { MaintenanceItemStatus } from "../../shared/maintenance.ts";
import { dueSentence, dueShort, flightDue } from "./maintenance-text.ts";

const item = (status: Partial<MaintenanceItemStatus>): MaintenanceItemStatus => ({
  id: 1,
  aircraftId: 1,
  templateId: null,
  name: "100-hour inspection",
  intervalHours: "100.00",
  intervalMonths: null,
  warningHours: "10.00",
  warningDays: 14,
  overrunHours: "10.00",
  dueHours: "1230.00",
  dueDate: null,
  remainingHours: 12.4,
  projectedDate: "2026-12-08",
  projectedBeyondDate: null,
  dueBy: "2026-12-08",
  remainingDays: 7,
  state: "soon",
  ...status,
});

describe("maintenance in words", () => {
  it("says the hours left and the day planned flights reach them, as the issue words it", () => {
    expect(dueSentence(item({}), "2026-12-01")).toBe(
      "100-hour inspection due in 12.4 h, about Tue 8 Dec at the planned rate",
    );
    expect(dueShort(item({}))).toBe("12.4 h · 7 d");
  });

  it("names an overrun, an overdue item and a dated one", () => {
    expect(dueSentence(item({ remainingHours: -2, state: "overrun" }), "2026-12-01")).toBe(
      "100-hour inspection 2.0 h into its 10.0 h overrun",
    );
    expect(dueSentence(item({ remainingHours: -12, state: "overdue" }), "2026-12-01")).toBe(
      "100-hour inspection overdue by 12.0 h",
    );
    const annual = item({
      name: "Annual inspection",
      dueHours: null,
      remainingHours: null,
      projectedDate: null,
      dueDate: "2027-01-31",
    });
    expect(dueSentence(annual, "2026-12-01")).toBe("Annual inspection due by Sun 31 Jan 2027, in 61 days");
    expect(dueSentence({ ...annual, dueDate: "2026-11-30" }, "2026-12-01")).toBe(
      "Annual inspection overdue since Mon 30 Nov",
    );
  });
});

describe("a flight against its aircraft's items", () => {
  const soon = item({ state: "soon", dueBy: "2026-12-08", projectedBeyondDate: "2026-12-10" });

  it("is amber up to the date due by, red from the date planned flights pass the overrun, nothing before today", () => {
    expect(flightDue([soon], "2026-11-30", "2026-12-01")).toBeNull();
    expect(flightDue([soon], "2026-12-08", "2026-12-01")?.state).toBe("soon");
    expect(flightDue([soon], "2026-12-09", "2026-12-01")).toBeNull();
    expect(flightDue([soon], "2026-12-10", "2026-12-01")?.state).toBe("overdue");
  });

  it("takes the worst of the aircraft's items", () => {
    const over = item({ id: 2, name: "50-hour check", state: "overrun", remainingHours: -1 });
    expect(flightDue([soon, over], "2026-12-02", "2026-12-01")).toEqual({ state: "overrun", item: over });
  });
});
