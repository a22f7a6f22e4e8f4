import type { BoardDay } from "./board-days.ts";
import { Empty, EntryList, LIST_BOX, ListHeading, PageMark, usePages } from "./board-list.tsx";
import type { BoardPalette } from "./board-theme.ts";
import { TodayEntry } from "./today-entry.tsx";
import type { TodayEntry as TodayFlight } from "./today-order.ts";

/** TODAY: the day's flights in the order of decision 027 (still to leave, then departed), largest type. */
export function TodayPanel({
  day,
  entries,
  palette,
  clashes,
  capacity,
  dwell,
}: {
  day: BoardDay;
  entries: TodayFlight[];
  palette: BoardPalette;
  clashes: Set<string>;
  capacity: number | undefined;
  dwell: string | null;
}) {
  const { shown, pages, page, listRef } = usePages(entries, capacity);
  const flights = entries.length;
  return (
    <section
      aria-labelledby="board-today"
      className={`${LIST_BOX} rounded-xl border-2 p-[0.2em] text-[length:calc(28px*var(--board-scale))]`}
      style={{ borderColor: palette.text, backgroundColor: palette.todayPanel }}
      data-testid="today-panel"
    >
      <ListHeading palette={palette}>
        <h3 id="board-today" className="font-black text-[1.45em] leading-none tracking-wide">
          {day.label}
        </h3>
        <span style={{ color: palette.muted }}>
          {day.ordinalDate}
          {flights > 0 && ` · ${flights} ${flights === 1 ? "flight" : "flights"}`}
          <PageMark page={page} pages={pages} />
        </span>
      </ListHeading>
      <EntryList id={day.date} listRef={listRef}>
        {shown.map((entry) => (
          <TodayEntry
            key={entry.key}
            entry={entry}
            palette={palette}
            clash={clashes.has(`${entry.booking.id}:${day.date}`)}
            dwell={entry.key === dwell}
          />
        ))}
        {flights === 0 && <Empty>No flights today</Empty>}
      </EntryList>
    </section>
  );
}
