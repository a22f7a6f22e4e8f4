import type { BoardDay } from "./board-days.ts";
import { type CardPlace, cardGridRow } from "./board-layout.ts";
import { Empty, EntryList, LIST_BOX, ListHeading, PageMark, usePages } from "./board-list.tsx";
import type { BoardPalette } from "./board-theme.ts";
import { CardEntry } from "./card-entry.tsx";

/** One of the six following days, in the place `board-layout.ts` gives it. */
export function DayCard({
  day,
  palette,
  clashes,
  place,
  fittedRows,
  capacity,
  dwell,
}: {
  day: BoardDay;
  palette: BoardPalette;
  clashes: Set<string>;
  place: CardPlace | undefined;
  /** Rows of its column the upper card takes, when the board's fit moved them from the layout's. */
  fittedRows: number | undefined;
  capacity: number | undefined;
  dwell: string | null;
}) {
  const { shown, pages, page, listRef } = usePages(day.entries, capacity);
  const id = `board-day-${day.date}`;
  return (
    <section
      aria-labelledby={id}
      className={`${LIST_BOX} rounded-xl border p-[0.2em] text-[length:calc(22px*var(--board-scale))]`}
      style={{
        borderColor: palette.border,
        backgroundColor: palette.todayPanel,
        gridColumn: place?.gridColumn,
        gridRow: fittedRows === undefined || !place ? place?.gridRow : cardGridRow(place.half, fittedRows),
      }}
      data-testid="day-card"
      data-card-column={place ? Number(place.gridColumn) - 1 : undefined}
      data-card-half={place?.half}
      data-base-rows={place?.upperRows}
    >
      <ListHeading palette={palette}>
        <h3 id={id} className="font-bold text-[1.1em] leading-none">
          {day.label}
        </h3>
        <span style={{ color: palette.muted }}>
          {day.ordinalDate}
          <PageMark page={page} pages={pages} />
        </span>
      </ListHeading>
      <EntryList id={day.date} listRef={listRef}>
        {shown.map((entry) => (
          <CardEntry
            key={entry.key}
            entry={entry}
            palette={palette}
            clash={clashes.has(`${entry.booking.id}:${day.date}`)}
            dwell={entry.key === dwell}
          />
        ))}
        {day.entries.length === 0 && <Empty>No bookings</Empty>}
      </EntryList>
    </section>
  );
}
