import { describe, expect, it } from "vitest";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import { flagOn } from "../../data/get-change-flags.ts";
import { BOARD_FLAG_MS, recentChange } from "./use-board-change.ts";

const at = Date.parse("2026-11-25T10:00:00Z");
const flag = (overrides: Partial<ChangeFlag> = {}): ChangeFlag => ({
  bookingId: 7,
  label: "Acme Offshore, AW139, 25/11/26",
  deleted: false,
  days: null,
  upTo: 3,
  count: 1,
  newest: {
    id: 3,
    at: new Date(at).toISOString(),
    user: { id: 2, username: "sam", name: "Sam Jones" },
    entity: "booking",
    entityId: 7,
    label: "Acme Offshore, AW139, 25/11/26",
    action: "created",
    changes: [],
    details: null,
  },
  ...overrides,
});

describe("change flags on a booking's day and on the board", () => {
  it("flags every day of a booking changed as a whole, only the named days otherwise, never a deleted one", () => {
    expect(flagOn([flag()], 7, "2026-11-26")).toBeDefined();
    const dayOnly = flag({ days: ["2026-11-25"] });
    expect(flagOn([dayOnly], 7, "2026-11-25")).toBe(dayOnly);
    expect(flagOn([dayOnly], 7, "2026-11-26")).toBeUndefined();
    expect(flagOn([dayOnly], 8, "2026-11-25")).toBeUndefined();
    expect(flagOn([flag({ deleted: true })], 7, "2026-11-25")).toBeUndefined();
  });

  it("shows a change on the board for an hour, then lets it fade", () => {
    expect(recentChange(flag(), at + BOARD_FLAG_MS)).toMatch(/^Sam Jones created it on /);
    expect(recentChange(flag(), at + BOARD_FLAG_MS + 1)).toBeNull();
    expect(recentChange(undefined, at)).toBeNull();
  });
});
