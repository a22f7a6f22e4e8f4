import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../shared/history.ts";
import { changesCountText, flagLines, flagRecordText } from "./change-flag-text.ts";

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  at: new Date(2026, 10, 25, 14, 3).toISOString(),
  user: { id: 2, username: "sam", name: "Sam Jones" },
  entity: "booking",
  entityId: 7,
  label: "Acme Offshore, AW139, 25/11/26",
  action: "changed",
  changes: [],
  details: null,
  ...overrides,
});

describe("change flag text", () => {
  it("counts changes in plain English", () => {
    expect(changesCountText(1)).toBe("1 change");
    expect(changesCountText(5)).toBe("5 changes");
  });

  it("names who changed what, and when", () => {
    const remarks = { field: "Remarks", date: "2026-11-25", from: "--", to: "Crew change" };
    expect(flagRecordText(entry({ changes: [remarks] }))).toBe(
      "Sam Jones changed it on 25/11/26 14:03: Remarks on 25/11/26: '--' → 'Crew change'",
    );
    expect(flagRecordText(entry({ action: "deleted" }))).toBe("Sam Jones deleted it on 25/11/26 14:03");
  });

  it("tells how many earlier changes the newest one follows", () => {
    const newest = entry({ action: "created" });
    const flag = { bookingId: 7, label: newest.label, deleted: false, days: null, upTo: 1, newest };
    expect(flagLines({ ...flag, count: 1 })).toEqual(["Sam Jones created it on 25/11/26 14:03"]);
    expect(flagLines({ ...flag, count: 3 })).toEqual([
      "Sam Jones created it on 25/11/26 14:03",
      "and 2 earlier changes",
    ]);
  });
});
