/**
 * Space follows the flights (docs/decisions/027): the TODAY panel and the six day cards share the
 * board in proportion to what they hold, so a busy day is given the room an empty one does not need.
 * The cards stand in three columns of two (Tomorrow above the fourth day, and so on).
 */

/** Rows of the card grid one column's two cards share. */
export const CARD_GRID_ROWS = 24;

/** Rows a card keeps at least, so either card of a column can still show its heading and a flight. */
export const MIN_CARD_ROWS = 6;

/** An empty day still needs room for its heading and 'No bookings'. */
const EMPTY_DAY_WEIGHT = 1.5;

export interface CardPlace {
  gridColumn: string;
  gridRow: string;
  /** The upper or the lower card of its column. */
  half: "upper" | "lower";
  /** Rows of the column the upper card takes. */
  upperRows: number;
}

/** `grid-row` of a column's upper or lower card, when the upper one takes `upperRows` rows. */
export const cardGridRow = (half: CardPlace["half"], upperRows: number) =>
  half === "upper" ? `1 / span ${upperRows}` : `${upperRows + 1} / -1`;

export interface BoardLayout {
  /** `grid-template-columns` of TODAY beside the cards. */
  columns: string;
  /** `grid-template-columns` of the three card columns. */
  cardColumns: string;
  /** Where each of the six following days goes, in date order. */
  cards: CardPlace[];
}

const weight = (flights: number) => flights + EMPTY_DAY_WEIGHT;

export function boardLayout(todayFlights: number, following: number[]): BoardLayout {
  const counts = Array.from({ length: 6 }, (_, index) => following[index] ?? 0);
  const columnWeights = [0, 1, 2].map((column) => weight(counts[column]!) + weight(counts[column + 3]!));
  const cards = counts.map((_, index) => {
    const column = index % 3;
    const [top, bottom] = [weight(counts[column]!), weight(counts[column + 3]!)];
    // The upper card's share of the column, kept to at least a quarter for either card.
    const upperRows = Math.min(
      CARD_GRID_ROWS - MIN_CARD_ROWS,
      Math.max(MIN_CARD_ROWS, Math.round((CARD_GRID_ROWS * top) / (top + bottom))),
    );
    const half: CardPlace["half"] = index < 3 ? "upper" : "lower";
    return { gridColumn: String(column + 1), gridRow: cardGridRow(half, upperRows), half, upperRows };
  });
  // TODAY's type is larger and each of its flights says more, so a flight there weighs more than one
  // in a card; it keeps between a quarter and a half of the width.
  const busiestColumn = Math.max(...columnWeights);
  const today = Math.min(2, Math.max(2 / 3, (weight(todayFlights) * 1.3) / busiestColumn));
  return {
    columns: `minmax(0, ${today.toFixed(3)}fr) minmax(0, 2fr)`,
    // A quiet pair of days still keeps half a busy pair's width: its cards must read too.
    cardColumns: columnWeights
      .map((w) => `minmax(0, ${Math.max(w, busiestColumn / 2).toFixed(3)}fr)`)
      .join(" "),
    cards,
  };
}
