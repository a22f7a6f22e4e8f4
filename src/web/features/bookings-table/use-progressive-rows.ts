import { startTransition, useEffect, useState } from "react";
import type { TableRow } from "./rows.ts";

/** A row's height in the body (34 px and its 1 px border), to count how many rows fill the window. */
const ROW_HEIGHT = 35;

/**
 * A busy month has hundreds of rows, most of them out of view. When a month opens, the rows that fill
 * the window render first, from today's first row when today is in the month (where the table opens)
 * else from the top; the rest follow once those are painted, in a transition that input can interrupt.
 */
export function useProgressiveRows(
  rows: TableRow[],
  { today, month, showing }: { today: string; month: string; showing: boolean },
): { shown: TableRow[]; complete: boolean } {
  const [completeFor, setCompleteFor] = useState<string | null>(null);
  const complete = completeFor === month;
  useEffect(() => {
    // Not while the month is loading (the table shows a spinner, not its rows).
    if (complete || !showing) return;
    // After the next paint: a render started by data arriving runs its effects before the browser
    // paints, and the rest of the rows would otherwise hold the first ones off the screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCompleteFor(month)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete, showing, month]);
  const count = Math.max(20, Math.ceil(window.innerHeight / ROW_HEIGHT));
  if (complete || rows.length <= count) return { shown: rows, complete: true };
  const start = Math.max(
    0,
    rows.findIndex((row) => row.date === today),
  );
  return { shown: rows.slice(start, start + count), complete: false };
}
