import { CARD_GRID_ROWS, cardGridRow, MIN_CARD_ROWS } from "./board-layout.ts";

/**
 * When a card still overflows at the type's floor, the card below or above it in its column gives it
 * rows first (docs/decisions/027): `board-layout.ts` splits a column's height by counting flights, but
 * a customer or route that wraps to a third line takes more room than its count says. Moving height
 * within a column rewraps nothing, so, unlike a wider column, it cannot make another card overflow
 * but its partner, which is measured after every step.
 */

/** Rows of its column the upper card takes, by column; absent: the layout's split. */
export type FittedCardRows = Record<number, number>;

const MAX_STEPS = 6;

const overflows = (list: HTMLElement | null) => list !== null && list.scrollHeight > list.clientHeight + 1;

function pairs(board: HTMLElement) {
  return [0, 1, 2].flatMap((column) => {
    const [upper, lower] = ["upper", "lower"].map((half) =>
      board.querySelector<HTMLElement>(`[data-card-column="${column}"][data-card-half="${half}"]`),
    );
    const rows = Number(upper?.dataset.baseRows);
    return upper && lower && rows ? [{ column, upper, lower, rows }] : [];
  });
}

/** Puts every card back to the layout's split, before the type's fit measures. */
export function resetCardRows(board: HTMLElement) {
  for (const { upper, lower, rows } of pairs(board)) place(upper, lower, rows);
}

function place(upper: HTMLElement, lower: HTMLElement, rows: number) {
  upper.style.gridRow = cardGridRow("upper", rows);
  lower.style.gridRow = cardGridRow("lower", rows);
}

/** Moves rows to the overflowing card of each column while its partner keeps every entry. */
export function balanceCardRows(board: HTMLElement): FittedCardRows | null {
  const fitted: FittedCardRows = {};
  for (const { column, upper, lower, rows: base } of pairs(board)) {
    const [upperList, lowerList] = [upper, lower].map((card) =>
      card.querySelector<HTMLElement>("[data-board-list]"),
    ) as [HTMLElement | null, HTMLElement | null];
    let rows = base;
    for (let step = 0; step < MAX_STEPS; step++) {
      const towards = overflows(upperList) && !overflows(lowerList) ? 1 : 0;
      const away = overflows(lowerList) && !overflows(upperList) ? -1 : 0;
      const move = towards || away;
      const next = rows + move;
      if (!move || next < MIN_CARD_ROWS || next > CARD_GRID_ROWS - MIN_CARD_ROWS) break;
      place(upper, lower, next);
      // The partner must still show all it showed: otherwise this row stays where it was.
      if (overflows(move > 0 ? lowerList : upperList)) {
        place(upper, lower, rows);
        break;
      }
      rows = next;
    }
    if (rows !== base) fitted[column] = rows;
  }
  return Object.keys(fitted).length ? fitted : null;
}
