/**
 * When a day still overflows at the type's floor, its column is widened before anything pages
 * (docs/decisions/027): `board-layout.ts` shares the width by counting flights, but a flight with a
 * clash tag or a long name takes more room than its count says. Each step widens the columns whose
 * lists overflow and measures again; the best share found is kept.
 */

/** Column widths the fit chose over the layout's, as `grid-template-columns` values. */
export interface FittedColumns {
  /** TODAY beside the cards. */
  board: string;
  /** The three card columns. */
  cards: string;
}

const STEPS = 4;
/** How much an overflowing column grows a step, against the others. */
const GROW = 1.18;

const weights = (columns: string) => Array.from(columns.matchAll(/([\d.]+)fr/g), (match) => Number(match[1]));
const template = (frs: number[]) => frs.map((fr) => `minmax(0, ${fr.toFixed(3)}fr)`).join(" ");
/** Pixels the lists overflow by, all together. */
const overflow = (lists: HTMLElement[]) =>
  lists.reduce((sum, list) => sum + Math.max(0, list.scrollHeight - list.clientHeight - 1), 0);

function grids(board: HTMLElement) {
  const outer = board.querySelector<HTMLElement>("[data-board-grid]");
  const inner = board.querySelector<HTMLElement>("[data-card-grid]");
  return outer && inner ? { outer, inner } : null;
}

/** Puts the columns back to the layout's share, before the type's fit measures. */
export function resetColumns(board: HTMLElement) {
  const found = grids(board);
  if (!found) return;
  for (const grid of [found.outer, found.inner]) {
    grid.style.gridTemplateColumns = grid.dataset.baseColumns ?? "";
  }
}

/** Widens the overflowing columns; the columns chosen, or null when the layout's share is kept. */
export function widenFullColumns(board: HTMLElement, lists: HTMLElement[]): FittedColumns | null {
  const found = grids(board);
  if (!found) return null;
  const apply = (outer: number[], inner: number[]) => {
    found.outer.style.gridTemplateColumns = template(outer);
    found.inner.style.gridTemplateColumns = template(inner);
  };
  let outer = weights(found.outer.style.gridTemplateColumns);
  let inner = weights(found.inner.style.gridTemplateColumns);
  let best = { over: overflow(lists), outer, inner, changed: false };
  for (let step = 0; step < STEPS && best.over > 0; step++) {
    [outer, inner] = [[...outer], [...inner]];
    for (const list of lists) {
      if (list.scrollHeight <= list.clientHeight + 1) continue;
      const column = list.closest<HTMLElement>("[data-card-column]")?.dataset.cardColumn;
      if (column === undefined) outer[0] = (outer[0] ?? 1) * GROW;
      else inner[Number(column)] = (inner[Number(column)] ?? 1) * GROW;
    }
    apply(outer, inner);
    const over = overflow(lists);
    if (over < best.over) best = { over, outer, inner, changed: true };
  }
  apply(best.outer, best.inner);
  return best.changed ? { board: template(best.outer), cards: template(best.inner) } : null;
}
