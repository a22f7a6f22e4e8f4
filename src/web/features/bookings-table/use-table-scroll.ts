import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { TableRow } from "./rows.ts";

/**
 * A newly shown month opens at its top, or at today's rows when today is in it, never at the scroll
 * position of the month before (which could hide its first week). The first rows of a busy month start
 * at today's, so the table is put there again when the rest arrive, unless it was moved meanwhile: by
 * the wheel, a touch, a key or a click in it, or to a booking found (`moved`). The scroll position
 * cannot tell, as the browser's scroll anchoring moves it when the rows above today arrive.
 */
export function useOpeningScroll(
  area: React.RefObject<HTMLElement | null>,
  {
    label,
    today,
    todayRowShown,
    complete,
  }: { label: string; today: string; todayRowShown: boolean; complete: boolean },
): { moved: () => void } {
  const placedFor = useRef<string | null>(null);
  const movedSincePlaced = useRef(false);
  const moved = useCallback(() => {
    movedSincePlaced.current = true;
  }, []);
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const events = ["wheel", "touchmove", "keydown", "pointerdown"] as const;
    for (const name of events) element.addEventListener(name, moved, { passive: true });
    return () => {
      for (const name of events) element.removeEventListener(name, moved);
    };
  }, [area, moved]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the month (its label) changes or its rows complete, not on every edit.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    if (placedFor.current === label && movedSincePlaced.current) return;
    const todayRow = element.querySelector<HTMLElement>(`tbody tr[data-date="${today}"]`);
    const header = element.querySelector("thead")?.getBoundingClientRect().height ?? 0;
    element.scrollTop = todayRow ? Math.max(0, todayRow.offsetTop - header) : 0;
    placedFor.current = label;
    movedSincePlaced.current = false;
  }, [label, todayRowShown, complete]);
  return { moved };
}

/** A booking found by search; `pick` changes on every choice, so choosing it again scrolls again. */
export interface FoundBooking {
  bookingId: number;
  date: string;
  pick: number;
}

/**
 * Brings the found booking's row for the day found into the middle of the scroll area, once per pick,
 * as soon as that row is rendered (a busy month renders its rows in two goes).
 */
export function useScrollToFound(
  area: React.RefObject<HTMLElement | null>,
  found: FoundBooking | null,
  {
    shownRows,
    rowsInPlace,
    onScrolled,
  }: { shownRows: TableRow[]; rowsInPlace: boolean; onScrolled: () => void },
) {
  const scrolledFor = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever other rows are in place, as the row may be among them.
  useLayoutEffect(() => {
    if (!found || scrolledFor.current === found.pick || !area.current) return;
    const target = area.current.querySelector<HTMLElement>(
      `tbody tr[data-booking-id="${found.bookingId}"][data-date="${found.date}"]`,
    );
    if (!target) return;
    scrolledFor.current = found.pick;
    target.scrollIntoView({ block: "center" });
    onScrolled();
  }, [area, found, shownRows, rowsInPlace]);
}
