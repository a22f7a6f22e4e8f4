import { createContext, useContext, useMemo } from "react";
import type { MaintenanceAnswer } from "../../../shared/maintenance.ts";
import { dueSentence, flightDue } from "../../lib/maintenance-text.ts";
import type { BoardEntry } from "./board-days.ts";

type DueOf = (aircraftId: number | null, date: string) => { tag: string; text: string; past: boolean } | null;

/** The board's flights against their aircraft's maintenance items (docs/decisions/051), by flight. */
export const BoardMaintenance = createContext<DueOf>(() => null);

/** Looks a flight up in the maintenance answer: the worst of its aircraft's items on its date. */
export function useBoardMaintenance(answer: MaintenanceAnswer | undefined): DueOf {
  return useMemo(() => {
    const itemsOf = new Map(answer?.aircraft.map((row) => [row.aircraftId, row.items]));
    return (aircraftId, date) => {
      const items = aircraftId === null ? undefined : itemsOf.get(aircraftId);
      const due = items && answer ? flightDue(items, date, answer.today) : null;
      if (!due) return null;
      const past = due.state !== "soon";
      return { tag: past ? "Past due" : "Due soon", text: dueSentence(due.item, answer!.today), past };
    };
  }, [answer]);
}

/**
 * A flight whose aircraft is within an item's margin ('Due soon', amber) or past its due point ('Past
 * due', red): a one-line tag like the clash tag, the item's sentence in the tooltip and for screen readers.
 */
export function DueTag({ entry }: { entry: BoardEntry }) {
  const due = useContext(BoardMaintenance)(entry.booking.allocatedAircraftId, entry.day.date);
  if (!due) return null;
  return (
    <span
      className={`mr-[0.3em] inline-block h-[1em] overflow-hidden whitespace-nowrap rounded px-[0.15em] align-top font-black leading-none ${due.past ? "bg-red-600 text-white" : "bg-amber-300 text-black"}`}
      data-testid="due-tag"
      title={due.text}
    >
      {due.tag}
      <span className="sr-only">: {due.text}</span>
    </span>
  );
}
