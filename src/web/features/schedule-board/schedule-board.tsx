import { format, parseISO } from "date-fns";
import { Maximize, Minimize, Moon, Sun } from "lucide-react";
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { useBookings } from "../../data/get-bookings.ts";
import { useLiveStatus } from "../../lib/live-status.ts";
import { Spinner } from "../../ui/spinner.tsx";
import {
  BOARD_PAGE_MS,
  type BoardDay,
  type BoardEntry,
  boardDays,
  boardWindow,
  pageOf,
} from "./board-days.ts";
import { CardEntry, HOURS_COLUMN, TIME_COLUMN, TodayEntry } from "./board-entry.tsx";
import { boardLayout, CARD_GRID_ROWS, type CardPlace } from "./board-layout.ts";
import { type BoardPalette, palettes, useBoardTheme } from "./board-theme.ts";
import { orderToday, type TodayEntry as TodayFlight } from "./today-order.ts";
import { useBoardFit } from "./use-board-fit.ts";
import { useClashes } from "./use-clashes.ts";
import { useFullscreen } from "./use-fullscreen.ts";
import { minutesOfDay, useNow } from "./use-now.ts";
import { useToday } from "./use-today.ts";

const MIN_HEIGHT = 480;
/** The clock the board follows: TODAY's order, and how long live updates have been stopped. */
const CLOCK_TICK_MS = 10_000;
/** Live updates stopped this long are worth a warning: a reconnect normally takes a few seconds. */
const STALE_AFTER_MS = 60_000;
/**
 * Narrow letters fit a flight's registration, customer and route on fewer lines at a size read from
 * across a hangar, the way departure boards do; the plain sans-serif where none is installed.
 */
const BOARD_FONT =
  '"Arial Narrow", "Roboto Condensed", "Liberation Sans Narrow", "DejaVu Sans Condensed", sans-serif';
/** A day: its title row, then its flights in the rest of its box. */
const LIST_BOX = "flex min-h-0 min-w-0 flex-col gap-y-[0.2em]";

/**
 * The '7 Day Schedule' tab (product §2, docs/decisions/027): a wall board read from across a hangar. TODAY on the
 * left, the six following days in cards; it reads only its seven days, refreshes live, rolls over at
 * midnight, and never scrolls: a day with more flights than fit pages through them every 10 s ('1/2').
 */
export function ScheduleBoard({ wall = false }: { wall?: boolean }) {
  const today = useToday();
  const now = useNow(CLOCK_TICK_MS);
  const minute = minutesOfDay(now);
  const bookings = useBookings(boardWindow(today), { keepPrevious: true });
  const statuses = useBookingStatuses();
  const clashes = useClashes(boardWindow(today));
  const days = useMemo(
    () => boardDays(today, bookings.data ?? [], statuses.data ?? []),
    [today, bookings.data, statuses.data],
  );
  const [todayDay, ...cards] = days;
  const todayEntries = useMemo(
    () => (todayDay ? orderToday(todayDay.entries, minute) : []),
    [todayDay, minute],
  );
  const layout = useMemo(
    () =>
      boardLayout(
        days[0]?.entries.length ?? 0,
        days.slice(1).map((day) => day.entries.length),
      ),
    [days],
  );
  const [dark, setDark] = useBoardTheme();
  const palette = palettes[dark ? "dark" : "light"];
  const boardRef = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(boardRef);
  const height = useFillViewport(boardRef, fullscreen.isFullscreen || wall);
  const fit = useBoardFit(
    boardRef,
    useMemo(() => [days, todayEntries, clashes, dark], [days, todayEntries, clashes, dark]),
  );

  const style = {
    backgroundColor: palette.background,
    color: palette.text,
    height,
    fontFamily: BOARD_FONT,
    "--board-scale": fit.scale,
  } as CSSProperties;

  return (
    <section
      ref={boardRef}
      aria-label="7 Day Schedule"
      className="flex flex-col gap-2 overflow-hidden p-3"
      style={style}
      data-theme={dark ? "dark" : "light"}
    >
      <header className="flex shrink-0 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 className="font-bold text-[22px] tracking-tight">
          {format(parseISO(today), "EEEE do MMMM yyyy")}
        </h2>
        <div className="flex flex-wrap items-center gap-3 text-[18px]">
          <LastUpdated
            updatedAt={bookings.dataUpdatedAt}
            failed={bookings.isError && bookings.data !== undefined}
            now={now}
            palette={palette}
          />
          <BoardButton palette={palette} onClick={() => setDark(!dark)}>
            {dark ? (
              <Sun className="size-4" aria-hidden="true" />
            ) : (
              <Moon className="size-4" aria-hidden="true" />
            )}
            {dark ? "Switch to light theme" : "Switch to dark theme"}
          </BoardButton>
          {fullscreen.supported && (
            <BoardButton palette={palette} onClick={fullscreen.toggle}>
              {fullscreen.isFullscreen ? (
                <Minimize className="size-4" aria-hidden="true" />
              ) : (
                <Maximize className="size-4" aria-hidden="true" />
              )}
              {fullscreen.isFullscreen ? "Exit full screen" : "Full screen"}
            </BoardButton>
          )}
        </div>
      </header>

      {bookings.data === undefined ? (
        <div className="flex flex-1 items-center justify-center text-[20px]">
          {bookings.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3">
              <p>The schedule could not be loaded.</p>
              <BoardButton palette={palette} onClick={() => void bookings.refetch()}>
                Try again
              </BoardButton>
            </div>
          ) : (
            <Spinner className="size-10" label="Loading the schedule" />
          )}
        </div>
      ) : (
        <div
          className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] gap-2"
          style={{ gridTemplateColumns: layout.columns }}
        >
          {todayDay && (
            <TodayPanel
              day={todayDay}
              entries={todayEntries}
              palette={palette}
              clashes={clashes}
              capacity={fit.capacities?.[todayDay.date]}
            />
          )}
          <div
            className="grid min-h-0 gap-2"
            style={{
              gridTemplateColumns: layout.cardColumns,
              gridTemplateRows: `repeat(${CARD_GRID_ROWS}, minmax(0, 1fr))`,
            }}
          >
            {cards.map((day, index) => (
              <DayCard
                key={day.date}
                day={day}
                palette={palette}
                clashes={clashes}
                place={layout.cards[index]}
                capacity={fit.capacities?.[day.date]}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

/** The day's title row: the labels over the time and hours columns, then the day's name and date. */
function ListHeading({ palette, children }: { palette: BoardPalette; children: ReactNode }) {
  return (
    <div className="flex shrink-0 items-baseline gap-x-[0.4em] px-[0.35em]">
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

function TodayPanel({
  day,
  entries,
  palette,
  clashes,
  capacity,
}: {
  day: BoardDay;
  entries: TodayFlight[];
  palette: BoardPalette;
  clashes: Set<string>;
  capacity: number | undefined;
}) {
  const { shown, pages, page } = usePages(entries, capacity);
  const flights = entries.length;
  return (
    <section
      aria-labelledby="board-today"
      className={`${LIST_BOX} rounded-xl border-2 p-[0.3em] text-[length:calc(28px*var(--board-scale))]`}
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
      <EntryList id={day.date}>
        {shown.map((entry) => (
          <TodayEntry
            key={entry.key}
            entry={entry}
            palette={palette}
            clash={clashes.has(`${entry.booking.id}:${day.date}`)}
          />
        ))}
        {flights === 0 && <Empty>No flights today</Empty>}
      </EntryList>
    </section>
  );
}

function DayCard({
  day,
  palette,
  clashes,
  place,
  capacity,
}: {
  day: BoardDay;
  palette: BoardPalette;
  clashes: Set<string>;
  place: CardPlace | undefined;
  capacity: number | undefined;
}) {
  const { shown, pages, page } = usePages(day.entries, capacity);
  const id = `board-day-${day.date}`;
  return (
    <section
      aria-labelledby={id}
      className={`${LIST_BOX} rounded-xl border p-[0.3em] text-[length:calc(22px*var(--board-scale))]`}
      style={{ borderColor: palette.border, backgroundColor: palette.todayPanel, ...place }}
      data-testid="day-card"
    >
      <ListHeading palette={palette}>
        <h3 id={id} className="font-bold text-[1.1em] leading-tight">
          {day.label}
        </h3>
        <span style={{ color: palette.muted }}>
          {day.ordinalDate}
          <PageMark page={page} pages={pages} />
        </span>
      </ListHeading>
      <EntryList id={day.date}>
        {shown.map((entry: BoardEntry) => (
          <CardEntry
            key={entry.key}
            entry={entry}
            palette={palette}
            clash={clashes.has(`${entry.booking.id}:${day.date}`)}
          />
        ))}
        {day.entries.length === 0 && <Empty>No bookings</Empty>}
      </EntryList>
    </section>
  );
}

/** A day's flights: never scrolls; the board's fit pages it when even the smallest type is too big. */
function EntryList({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ol data-board-list={id} className="flex min-h-0 flex-1 flex-col gap-y-[0.12em] overflow-hidden">
      {children}
    </ol>
  );
}

/** Which page of a busy day is showing ('1/2'), for a day with more flights than fit. */
function PageMark({ page, pages }: { page: number; pages: number }) {
  // The room is kept when there is one page, so the heading never reflows as pages come and go.
  return (
    <span
      className="ml-2 inline-block min-w-[3ch] font-bold tabular-nums"
      data-testid={pages > 1 ? "page-mark" : undefined}
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

/** The page of `entries` on show, moving on every 10 s while there is more than one. */
function usePages<T>(entries: T[], capacity: number | undefined) {
  const [page, setPage] = useState(0);
  const { shown, pages, page: current } = pageOf(entries, capacity ?? entries.length, page);
  useEffect(() => {
    if (pages < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), BOARD_PAGE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  return { shown, pages, page: current };
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <li className="flex flex-1 items-center justify-center py-[1em] text-center text-[1.1em] opacity-80">
      {children}
    </li>
  );
}

/**
 * When the board's data was last read, and a warning in words and colour once live updates have stopped
 * for more than a minute (the stream to the server is down, or the last read failed): a wall screen
 * that quietly shows an old schedule is worse than one that says so (docs/decisions/027).
 */
function LastUpdated({
  updatedAt,
  failed,
  now,
  palette,
}: {
  updatedAt: number;
  failed: boolean;
  now: number;
  palette: BoardPalette;
}) {
  const live = useLiveStatus();
  if (!updatedAt) return null;
  const stopped = failed || (!live.open && now - live.since > STALE_AFTER_MS);
  return (
    <>
      {stopped && (
        <span
          role="alert"
          className="rounded-md bg-amber-400 px-2 py-0.5 font-black text-black"
          data-testid="updates-stopped"
        >
          ⚠ Live updates stopped
        </span>
      )}
      <span className="tabular-nums" style={{ color: palette.muted }}>
        Last updated {format(updatedAt, "HH:mm:ss")}
      </span>
    </>
  );
}

function BoardButton({
  palette,
  onClick,
  children,
}: {
  palette: BoardPalette;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-9 items-center gap-2 rounded-md border px-3 font-medium text-[15px]"
      style={{ borderColor: palette.border, backgroundColor: palette.button, color: palette.text }}
    >
      {children}
    </button>
  );
}

/**
 * The board's height: the window below where the board starts, less the padding and borders of what
 * holds it, so the page never scrolls; the whole screen in full-screen mode. Measured again at every
 * resize, full-screen change and rotation, so it grows as well as shrinks (docs/decisions/027).
 */
function useFillViewport(ref: RefObject<HTMLElement | null>, isFullscreen: boolean): string | number {
  const [height, setHeight] = useState<string | number>("100dvh");
  useLayoutEffect(() => {
    if (isFullscreen) {
      setHeight("100dvh");
      return;
    }
    const update = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      // What the page puts below the board is its holders' bottom padding and borders: reading the
      // document's height instead would count the board's own old height, and it would never grow.
      let below = 0;
      for (
        let node = element.parentElement;
        node && node !== document.documentElement;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        below += Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth);
      }
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - below)));
    };
    update();
    const events = ["resize", "orientationchange", "fullscreenchange"] as const;
    for (const event of events) window.addEventListener(event, update);
    document.addEventListener("fullscreenchange", update);
    return () => {
      for (const event of events) window.removeEventListener(event, update);
      document.removeEventListener("fullscreenchange", update);
    };
  }, [ref, isFullscreen]);
  return height;
}
