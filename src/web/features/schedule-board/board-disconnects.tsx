import { createContext, useContext } from "react";
import type { ShownDisconnect } from "../../data/use-disconnects.ts";
import type { BoardEntry } from "./board-days.ts";

const NONE: ShownDisconnect[] = [];

/** The board's schedule disconnects (docs/decisions/049), looked up by flight. */
export const BoardDisconnects = createContext<(bookingId: number, date: string) => ShownDisconnect[]>(
  () => NONE,
);

/**
 * A flight that departs from where its aircraft did not land: a one-line 'Disconnect' tag like the
 * clash tag (so a tagged line is no taller), its words in the tooltip and for screen readers.
 */
export function DisconnectTag({ entry }: { entry: BoardEntry }) {
  const disconnects = useContext(BoardDisconnects)(entry.booking.id, entry.day.date);
  if (disconnects.length === 0) return null;
  const text = disconnects.map((d) => d.text).join("; ");
  return (
    <span
      className="mr-[0.3em] inline-block h-[1em] overflow-hidden whitespace-nowrap rounded bg-orange-300 px-[0.15em] align-top font-black text-black leading-none"
      data-testid="disconnect-tag"
      title={text}
    >
      Disconnect
      <span className="sr-only">: {text}</span>
    </span>
  );
}
