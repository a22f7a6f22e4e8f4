import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../../shared/history.ts";
import { removedDaysRestorable, stillDeleted } from "./restorable.ts";

let nextId = 100;
const entry = (action: HistoryEntry["action"], entityId: number, details: HistoryEntry["details"] = null) =>
  ({
    id: nextId--,
    at: "2026-11-26T12:00:00Z",
    user: { id: 1, username: "admin", name: "Administrator" },
    entity: "booking",
    entityId,
    label: `booking ${entityId}`,
    action,
    changes: [],
    details,
  }) satisfies HistoryEntry;

describe("stillDeleted", () => {
  it("offers Restore for a delete nothing newer has undone", () => {
    const deleted = entry("deleted", 209);
    expect(stillDeleted([deleted], new Set())).toEqual(new Set([deleted.id]));
  });

  it("drops it once a newer entry restored the booking, under its id or another", () => {
    const restoredSame = entry("restored", 209, { previousId: 209 });
    const restoredOther = entry("restored", 311, { previousId: 210 });
    const deleted209 = entry("deleted", 209);
    const deleted210 = entry("deleted", 210);
    expect(stillDeleted([restoredSame, restoredOther, deleted209, deleted210], new Set())).toEqual(new Set());
  });

  it("keeps only the newest delete of a booking deleted, restored and deleted again", () => {
    const again = entry("deleted", 209);
    const restored = entry("restored", 209, { previousId: 209 });
    const first = entry("deleted", 209);
    expect(stillDeleted([again, restored, first], new Set())).toEqual(new Set([again.id]));
  });

  it("drops a booking restored on this page before the list has been read again", () => {
    expect(stillDeleted([entry("deleted", 209)], new Set([209]))).toEqual(new Set());
  });
});

describe("removedDaysRestorable", () => {
  it("offers Restore days on a change that removed days while it is the booking's newest entry", () => {
    const moved = entry("changed", 400, { removedDays: 2 });
    const plain = entry("changed", 401);
    expect(removedDaysRestorable([moved, plain])).toEqual(new Set([moved.id]));
  });

  it("not once the booking has a newer entry: the server would refuse to restore over it", () => {
    const later = entry("changed", 402);
    const moved = entry("changed", 402, { removedDays: 1 });
    expect(removedDaysRestorable([later, moved])).toEqual(new Set());
  });
});
