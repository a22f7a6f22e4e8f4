import { describe, expect, it } from "vitest";
import type { Leg } from "../../shared/bookings.ts";
import {
  legDrafts,
  legsCount,
  legsDiffer,
  legsOfDay,
  legTimingNotes,
  readLegDrafts,
  routeText,
  withLegAdded,
  withLegMoved,
  withLegRemoved,
} from "./leg-drafts.ts";

const HUMBERSIDE = 1;
const LEMAN = 2;
const RAVENSPURN = 3;
const names = new Map([
  [HUMBERSIDE, "Humberside"],
  [LEMAN, "Leman Alpha"],
  [RAVENSPURN, "Ravenspurn North"],
]);
const nameOf = (id: number) => names.get(id) ?? "?";

const leg = (
  id: number,
  fromId: number,
  toId: number,
  departureTime: string,
  expectedHours: string,
): Leg => ({
  id,
  departureTime,
  fromId,
  toId,
  expectedHours,
  passengers: null,
  positioning: false,
});
const out = leg(11, HUMBERSIDE, LEMAN, "0900", "1.50");
const onward = leg(12, LEMAN, RAVENSPURN, "11:00", "0.50");

describe("a day's legs in the editors", () => {
  it("'Add leg' leaves from the last leg's 'to' at its landing plus the turnaround, back to base", () => {
    const added = withLegAdded(legDrafts([out]), { turnaroundMinutes: 30, homeId: String(HUMBERSIDE) });
    expect(added).toHaveLength(2);
    expect(added[1]).toMatchObject({
      departureTime: "11:00",
      fromId: String(LEMAN),
      toId: String(HUMBERSIDE),
      hours: "",
      passengers: "",
      positioning: false,
    });
    expect(added[1]!.id).toBeUndefined();
    // Already back at base: where next is for the desk to choose.
    const home = withLegAdded(legDrafts([leg(11, LEMAN, HUMBERSIDE, "0900", "1")]), {
      turnaroundMinutes: 15,
      homeId: String(HUMBERSIDE),
    });
    expect(home[1]).toMatchObject({ departureTime: "10:15", fromId: String(HUMBERSIDE), toId: "" });
  });

  it("moves and removes legs, keeping at least one", () => {
    const drafts = legDrafts([out, onward]);
    expect(withLegMoved(drafts, 1, -1).map((d) => d.id)).toEqual([12, 11]);
    expect(withLegMoved(drafts, 0, -1).map((d) => d.id)).toEqual([11, 12]);
    expect(withLegRemoved(drafts, 0).map((d) => d.id)).toEqual([12]);
    expect(withLegRemoved(withLegRemoved(drafts, 0), 0).map((d) => d.id)).toEqual([12]);
  });

  it("reads the legs as the API takes them: kept legs by id, '2:30' as 2.50, blanks as their defaults", () => {
    const drafts = withLegAdded(legDrafts([out]), { turnaroundMinutes: 30, homeId: String(HUMBERSIDE) });
    drafts[1] = { ...drafts[1]!, hours: "2:30", passengers: "12", positioning: true };
    expect(readLegDrafts(drafts)).toEqual({
      legs: [
        {
          id: 11,
          departureTime: "0900",
          fromId: HUMBERSIDE,
          toId: LEMAN,
          expectedHours: "1.50",
          passengers: null,
          positioning: false,
        },
        {
          departureTime: "11:00",
          fromId: LEMAN,
          toId: HUMBERSIDE,
          expectedHours: "2.50",
          passengers: 12,
          positioning: true,
        },
      ],
    });
    drafts[1] = { ...drafts[1]!, departureTime: " ", hours: "" };
    const read = readLegDrafts(drafts);
    expect("legs" in read && read.legs[1]).toMatchObject({ departureTime: "TBC", expectedHours: "0.00" });
  });

  it("names what cannot be saved, by leg", () => {
    const drafts = legDrafts([out, onward]);
    drafts[1] = { ...drafts[1]!, toId: "", hours: "1.234", passengers: "1000" };
    expect(readLegDrafts(drafts)).toEqual({
      errors: {
        [drafts[1]!.key]: {
          toId: "Please select where the leg flies to",
          hours: '"1.234" has more than 2 decimals: hours are kept to 2 decimals (0.01 h)',
          passengers: "Passengers must be a whole number from 0 to 999",
        },
      },
    });
  });

  it("tells a change from the legs as stored, order included", () => {
    const read = (drafts: ReturnType<typeof legDrafts>) => {
      const result = readLegDrafts(drafts);
      if (!("legs" in result)) throw new Error("unreadable");
      return result.legs;
    };
    expect(legsDiffer([out, onward], read(legDrafts([out, onward])))).toBe(false);
    expect(legsDiffer([out, onward], read(legDrafts([onward, out])))).toBe(true);
    expect(legsDiffer([out], read(legDrafts([{ ...out, expectedHours: "1.5" }])))).toBe(false);
    expect(legsDiffer([out], read(legDrafts([{ ...out, positioning: true }])))).toBe(true);
  });

  it("summarises a day: '3 legs' and its route, a leg from elsewhere starting a new run", () => {
    const back = leg(13, RAVENSPURN, HUMBERSIDE, "12:00", "1");
    expect(legsCount(3)).toBe("3 legs");
    expect(legsCount(1)).toBe("1 leg");
    expect(routeText([out, onward, back], nameOf)).toBe(
      "Humberside → Leman Alpha → Ravenspurn North → Humberside",
    );
    expect(routeText([out, leg(14, RAVENSPURN, HUMBERSIDE, "12:00", "1")], nameOf)).toBe(
      "Humberside → Leman Alpha, Ravenspurn North → Humberside",
    );
  });

  it("stands a day read without legs in for one leg of its own fields", () => {
    const day = { departureTime: "0800", destinationId: LEMAN, expectedAircraftHours: "2.00", legs: [] };
    expect(legsOfDay(day, HUMBERSIDE)).toEqual([
      {
        departureTime: "0800",
        fromId: HUMBERSIDE,
        toId: LEMAN,
        expectedHours: "2.00",
        passengers: null,
        positioning: false,
      },
    ]);
    expect(legsOfDay({ ...day, legs: [out, onward] }, HUMBERSIDE)).toEqual([out, onward]);
  });

  it("warns of a leg leaving before the one before has landed and turned round", () => {
    const early = legDrafts([out, leg(12, LEMAN, HUMBERSIDE, "10:00", "1")]);
    expect(legTimingNotes(early, 30)).toEqual(["Leg 2 leaves at 10:00, before leg 1 lands (10:30)"]);
    const tight = legDrafts([out, leg(12, LEMAN, HUMBERSIDE, "10:45", "1")]);
    expect(legTimingNotes(tight, 30)).toEqual([
      "Leg 2 leaves at 10:45, 15 minutes after leg 1 lands: less than the 30-minute turnaround",
    ]);
    expect(legTimingNotes(legDrafts([out, onward]), 30)).toEqual([]);
  });
});
