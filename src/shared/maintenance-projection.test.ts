import { describe, expect, it } from "vitest";
import { dueStatus, hoursTrack, pastDue } from "./maintenance-projection.ts";

const rule = { dueHours: 10_000, dueDate: null, warningHours: 1_000, warningDays: 14, overrunHours: 1_000 };

describe("the maintenance projection", () => {
  it("adds a date's bookings in turn, and counts a past day with nothing recorded at once", () => {
    // 90 h entered; the 2nd was flown (2 h); the 3rd is past and unrecorded (5 h); two bookings on the 10th.
    const track = hoursTrack(9_000, {
      dates: ["2026-12-02", "2026-12-03", "2026-12-10", "2026-12-10", "2026-12-20"],
      flown: [200, 0, 0, 0, 0],
      planned: [0, 500, 200, 300, 2_000],
    });
    expect(track).toEqual({
      recorded: 9_200,
      dates: ["2026-12-03", "2026-12-10", "2026-12-10", "2026-12-20"],
      reached: [9_700, 9_900, 10_200, 12_200],
    });
    expect(dueStatus(track, rule, "2026-12-05")).toEqual({
      remainingHours: 800,
      projectedDate: "2026-12-10",
      projectedBeyondDate: "2026-12-20",
      dueBy: "2026-12-10",
      remainingDays: 5,
      state: "soon",
    });
    // Reached by the past day's hours: due today, not on a date gone by.
    expect(dueStatus(track, { ...rule, dueHours: 9_600 }, "2026-12-05").projectedDate).toBe("2026-12-05");
  });

  it("reads overrun within the allowance and overdue past it or past the due date", () => {
    const track = hoursTrack(10_500, undefined);
    expect(dueStatus(track, rule, "2026-12-05").state).toBe("overrun");
    expect(dueStatus(track, { ...rule, overrunHours: 0 }, "2026-12-05").state).toBe("overdue");
    expect(
      dueStatus(hoursTrack(0, undefined), { ...rule, dueHours: null, dueDate: "2026-12-04" }, "2026-12-05"),
    ).toMatchObject({
      state: "overdue",
      remainingDays: -1,
    });
    // Planned flights that never reach the due hours give no projected date; the due date still counts.
    expect(
      dueStatus(hoursTrack(0, undefined), { ...rule, dueDate: "2027-06-01" }, "2026-12-05"),
    ).toMatchObject({
      projectedDate: null,
      dueBy: "2027-06-01",
      state: "ok",
    });
  });

  it("measures how far planned flights go past the due hours and overrun, and past the due date", () => {
    const track = hoursTrack(10_500, {
      dates: ["2026-12-10", "2026-12-20"],
      flown: [0, 0],
      planned: [400, 300],
    });
    // Due at 100 h with 10 h of overrun: 112 h planned is 2 h past it, from the 20th.
    expect(pastDue(track, rule, "2026-12-05")).toEqual({
      hours: 200,
      hoursDate: "2026-12-20",
      byDate: 0,
      byDateDate: null,
    });
    // Once the recorded hours are past it, every hour planned is past it.
    expect(pastDue(track, { ...rule, overrunHours: 0 }, "2026-12-05").hours).toBe(700);
    expect(pastDue(track, { ...rule, dueHours: null, dueDate: "2026-12-15" }, "2026-12-05")).toEqual({
      hours: 0,
      hoursDate: null,
      byDate: 300,
      byDateDate: "2026-12-20",
    });
  });
});
