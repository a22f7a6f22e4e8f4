import { type RefObject, useLayoutEffect, useState } from "react";
import { balanceCardRows, type FittedCardRows, resetCardRows } from "./fit-card-rows.ts";
import { type FittedColumns, resetColumns, widenFullColumns } from "./fit-columns.ts";
import { fitRemarks, hideRemarks } from "./fit-remarks.ts";

/** The screen the board's type sizes are set for (scale 1): the hangar's 1920x1080. */
const WALL_WIDTH = 1920;
const WALL_HEIGHT = 1080;
/** A quiet week reads from further away: the type grows up to this much above its floor. */
const MAX_GROWTH = 1.6;
/** Steps at most of the search for a type that fits (each a layout of the board, a few ms). */
const SEARCH_STEPS = 4;

/**
 * The type's floor on this screen: scale 1 (card text 22 px, TODAY 28 px) on a 1920x1080 screen, in
 * proportion on a smaller or larger one, whether the board fills the screen or sits in its tab.
 */
export const floorScale = () => Math.min(window.innerWidth / WALL_WIDTH, window.innerHeight / WALL_HEIGHT);

export interface BoardFit {
  /** The `--board-scale` every size on the board is multiplied by. */
  scale: number;
  /** The type's floor on this screen (`floorScale`), which the header's type follows. */
  floor: number;
  /** How many entries a day list shows a page, for the lists that page; absent: all of them. */
  capacities: Record<string, number> | null;
  /** The entries (keys) whose remarks are shortened or left out: the remarks band shows them whole. */
  cutRemarks: string[];
  /** Wider columns for days that overflow at the floor; null: the layout's share by flights. */
  columns: FittedColumns | null;
  /** A column's height split otherwise, for a card that overflows at the floor; null: the layout's. */
  cardRows: FittedCardRows | null;
}

interface Fitted extends BoardFit {
  size: string;
  content: unknown;
  fonts: number;
}

/**
 * Fits the board's type to its screen and flights (docs/decisions/027): a scale at which no day list
 * (`[data-board-list]`) overflows, from `MAX_GROWTH` above the floor down to the floor; only
 * lists that overflow at the floor page, showing as many entries as fit. The search sets the CSS variable
 * directly and measures in the same layout pass, so a resize or new data settles before the next paint
 * (one more render when pages have to go back to showing every entry first).
 */
export function useBoardFit(ref: RefObject<HTMLElement | null>, content: unknown): BoardFit {
  const [size, setSize] = useState("");
  const [fitted, setFitted] = useState<Fitted>({
    scale: 1,
    floor: 1,
    capacities: null,
    cutRemarks: [],
    columns: null,
    cardRows: null,
    size: "",
    content: null,
    fonts: 0,
  });
  // A face that finishes loading after the fit (the warning sign's fallback, a condensed face) changes
  // every line's width: the fit measures again then.
  const [fonts, setFonts] = useState(0);
  useLayoutEffect(() => {
    if (typeof document === "undefined" || !document.fonts) return;
    const loaded = () => setFonts((count) => count + 1);
    document.fonts.addEventListener("loadingdone", loaded);
    return () => document.fonts.removeEventListener("loadingdone", loaded);
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    // jsdom (the component tests) has no layout: the board keeps its wall size.
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setSize(`${element.clientWidth}x${element.clientHeight}/${window.innerWidth}x${window.innerHeight}`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useLayoutEffect(() => {
    const board = ref.current;
    if (!board || !size || (fitted.size === size && fitted.content === content && fitted.fonts === fonts)) {
      return;
    }
    if (fitted.capacities) {
      // Measured with every entry in its list: show them all again, then fit.
      setFitted({ ...fitted, capacities: null, size: "", content: null, fonts: -1 });
      return;
    }
    const lists = Array.from(board.querySelectorAll<HTMLElement>("[data-board-list]"));
    hideRemarks(board);
    resetColumns(board);
    resetCardRows(board);
    /** How much the fullest list overflows (over 1) or has room to spare (under 1). */
    const fullness = () =>
      Math.max(0, ...lists.map((list) => list.scrollHeight / Math.max(1, list.clientHeight)));
    const apply = (scale: number) => board.style.setProperty("--board-scale", String(scale));
    const floor = Math.floor(floorScale() * 100) / 100;
    const top = Math.floor(floor * MAX_GROWTH * 100) / 100;
    const clamp = (scale: number) => Math.min(top, Math.max(floor, Math.floor(scale * 100) / 100));
    // From the scale on show: after a small change (a minute passing, one more flight) one layout
    // confirms it. A list's height follows its type almost in proportion (lines rewrap a little), so
    // scaling by the overflow or the room to spare lands at or just below the fit in a step or two.
    let scale = clamp(fitted.scale);
    apply(scale);
    let full = fullness();
    if (full < 0.97 && scale < top) {
      const larger = clamp((scale / full) * 0.99);
      apply(larger);
      const fullAtLarger = fullness();
      if (fullAtLarger <= 1.002) [scale, full] = [larger, fullAtLarger];
      else apply(scale);
    }
    for (let step = 0; step < SEARCH_STEPS && full > 1.002 && scale > floor; step++) {
      scale = clamp((scale / full) * 0.99);
      apply(scale);
      full = fullness();
    }
    // At the floor and still too full: before any day pages, give it height from the other card of
    // its column, then width.
    const cardRows = full > 1.002 ? balanceCardRows(board) : null;
    const columns = full > 1.002 && fullness() > 1.002 ? widenFullColumns(board, lists) : null;
    let capacities: Record<string, number> | null = null;
    for (const list of lists) {
      if (list.scrollHeight <= list.clientHeight + 1) continue;
      const bottom = list.getBoundingClientRect().top + list.clientHeight + 1;
      const fit = Array.from(list.children).filter((entry) => entry.getBoundingClientRect().bottom <= bottom);
      capacities = { ...(capacities ?? {}), [list.dataset.boardList ?? ""]: Math.max(1, fit.length) };
    }
    // The remarks last, in the room the fitted type leaves (they never add a line).
    const cutRemarks = fitRemarks(board);
    setFitted({ scale, floor, capacities, cutRemarks, columns, cardRows, size, content, fonts });
  });

  const { scale, floor, capacities, cutRemarks, columns, cardRows } = fitted;
  return { scale, floor, capacities, cutRemarks, columns, cardRows };
}
