import { useState } from "react";
import { readPreference, writePreference } from "../../lib/preferences.ts";
import type { CrewFilter } from "./crew-days.ts";

const KEY = "crew.filter";

function remembered(): CrewFilter {
  try {
    const saved = JSON.parse(readPreference(KEY) ?? "{}") as Partial<CrewFilter>;
    const id = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : null);
    return { aircraftId: id(saved.aircraftId), customerId: id(saved.customerId) };
  } catch {
    return { aircraftId: null, customerId: null };
  }
}

/**
 * The list's aircraft and customer filter, remembered on this phone: a pilot who follows one aircraft
 * finds it chosen again after a reload or a night in a pocket.
 */
export function useCrewFilter(): [CrewFilter, (next: CrewFilter) => void] {
  const [filter, setFilter] = useState(remembered);
  const update = (next: CrewFilter) => {
    writePreference(KEY, JSON.stringify(next));
    setFilter(next);
  };
  return [filter, update];
}
