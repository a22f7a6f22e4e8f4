import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../shared/history.ts";
import { changeText, createdAndChangedText, entryTitle } from "./history-text.ts";

const entry = (action: HistoryEntry["action"], name: string, at: string): HistoryEntry => ({
  id: 1,
  at,
  user: { id: 1, username: name.toLowerCase(), name },
  entity: "booking",
  entityId: 7,
  label: "Acme Offshore, AW139, 25/11/26",
  action,
  changes: [],
  details: null,
});

describe("history in plain words", () => {
  it("names a day's field with its date, and booking-level fields without", () => {
    expect(changeText({ field: "Remarks", date: "2026-11-25", from: "--", to: "Crew change" })).toBe(
      "Remarks on 25/11/26: '--' → 'Crew change'",
    );
    expect(changeText({ field: "Aircraft", date: null, from: "G-LDNA", to: null })).toBe(
      "Aircraft: 'G-LDNA' → none",
    );
    expect(changeText({ field: "Can edit", date: null, from: null, to: "yes" })).toBe("Can edit: 'yes'");
    expect(changeText({ field: "Password", date: null, from: null, to: "reset" })).toBe("Password reset");
    expect(
      changeText({ field: "Day removed", date: "2026-12-17", from: "17/12/26 0900, 1.00 h", to: null }),
    ).toBe("Day removed: 17/12/26 0900, 1.00 h");
  });

  it("shows recorded dates as the table does, not as ISO dates (docs/decisions/043)", () => {
    expect(changeText({ field: "Start date", date: null, from: "2026-12-03", to: "2026-12-05" })).toBe(
      "Start date: '03/12/26' → '05/12/26'",
    );
    const archived: HistoryEntry = {
      ...entry("archived", "Pat", "2026-11-25T09:05:00"),
      entity: "history",
      entityId: null,
      label: "before 2025-11-25",
    };
    expect(entryTitle(archived)).toBe("Pat archived history before 25/11/25");
  });

  it("says an import once: 'imported a CSV file', not 'imported import'", () => {
    const imported: HistoryEntry = {
      ...entry("imported", "Pat", "2026-11-25T09:05:00"),
      entity: "import",
      entityId: null,
    };
    expect(entryTitle({ ...imported, label: "3 bookings imported" })).toBe(
      "Pat imported a CSV file: 3 bookings imported",
    );
    expect(entryTitle(entry("changed", "Sam", "2026-11-25T09:05:00"))).toBe(
      "Sam changed booking Acme Offshore, AW139, 25/11/26",
    );
  });

  it("says who created and who last changed a booking", () => {
    const created = entry("created", "Pat", "2026-11-25T09:05:00");
    const changed = entry("changed", "Sam", "2026-11-26T14:30:00");
    expect(createdAndChangedText([changed, created])).toBe(
      "Created by Pat on 25/11/26 09:05, last changed by Sam on 26/11/26 14:30",
    );
    expect(createdAndChangedText([created])).toBe("Created by Pat on 25/11/26 09:05");
    expect(createdAndChangedText([])).toBeNull();
  });
});
