import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { BOARD_PAGE_MS, pageOf } from "./board-days.ts";
import { HOURS_COLUMN, TIME_COLUMN } from "./board-entry.tsx";
import type { BoardPalette } from "./board-theme.ts";
import { fitRemarks } from "./fit-remarks.ts";

/** A day: its title row, then its flights in the rest of its box. */
export const LIST_BOX = "flex min-h-0 min-w-0 flex-col gap-y-[0.2em]";

/** The day's title row: the labels over the time and hours columns, then the day's name and date. */
export function ListHeading({ palette, children }: { palette: BoardPalette; children: ReactNode }) {
  return (
    <div className="flex shrink-0 items-baseline gap-x-[0.35em] px-[0.35em]">
      <span aria-hidden="true" className={TIME_COLUMN} style={{ color: palette.muted }}>
        Dep
      </span>
      <span aria-hidden="true" className={HOURS_COLUMN} style={{ color: palette.muted }}>
        Hrs
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-[0.5em]">
        {children}
      </div>
    </div>
  );
}

/** A day's flights: never scrolls; the board's fit pages it when even the smallest type is too big. */
export function EntryList({
  id,
  listRef,
  children,
}: {
  id: string;
  listRef?: RefObject<HTMLOListElement | null>;
  children: ReactNode;
}) {
  return (
    <ol
      ref={listRef}
      data-board-list={id}
      className="flex min-h-0 flex-1 flex-col gap-y-[0.06em] overflow-hidden"
    >
      {children}
    </ol>
  );
}

/** Which page of a busy day is showing ('1/2'), for a day with more flights than fit. */
export function PageMark({ page, pages }: { page: number; pages: number }) {
  // The room is kept when there is one page, so the heading never reflows as pages come and go.
  return (
    <span
      className="ml-2 inline-block min-w-[3ch] font-bold tabular-nums"
      data-testid={pages > 1 ? "page-mark" : undefined}
      data-pages={pages}
    >
      {pages > 1 ? (
        <>
          <span aria-hidden="true">{`${page + 1}/${pages}`}</span>
          <span className="sr-only">{`Page ${page + 1} of ${pages}`}</span>
        </>
      ) : null}
    </span>
  );
}

/**
 * The page of `entries` on show, moving on every 10 s while there is more than one; a new page's
 * remarks are given their room as it shows (the board's fit did the first page).
 */
export function usePages<T>(entries: T[], capacity: number | undefined) {
  const [page, setPage] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);
  const { shown, pages, page: current } = pageOf(entries, capacity ?? entries.length, page);
  useEffect(() => {
    if (pages < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), BOARD_PAGE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page shows new entries to measure.
  useLayoutEffect(() => {
    if (pages > 1 && listRef.current) fitRemarks(listRef.current);
  }, [current, pages]);
  return { shown, pages, page: current, listRef };
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <li className="flex flex-1 items-center justify-center py-[1em] text-center text-[1.1em] opacity-80">
      {children}
    </li>
  );
}
