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
import { Spinner } from "../../ui/spinner.tsx";
import {
  BOARD_PAGE_MS,
  type BoardDay,
  type BoardEntry,
  boardDays,
  boardWindow,
  pageOf,
} from "./board-days.ts";
import { CardEntry, TodayEntry } from "./board-entry.tsx";
import { type BoardPalette, palettes, useBoardTheme } from "./board-theme.ts";
import { useBoardScale } from "./use-board-scale.ts";
import { useClashes } from "./use-clashes.ts";
import { useFit } from "./use-fit.ts";
import { useFullscreen } from "./use-fullscreen.ts";
import { useToday } from "./use-today.ts";

const MIN_HEIGHT = 480;

/**
 * The '7 Day Schedule' tab (product §2, issue 6): a wall board read from across a hangar. TODAY on the
 * left, the six following days in cards; it reads only its seven days, refreshes live, rolls over at
 * midnight, and never scrolls: a day with more flights than fit pages through them every 10 s ('1/2').
 */
export function ScheduleBoard({ wall = false }: { wall?: boolean }) {
  const today = useToday();
  const bookings = useBookings(boardWindow(today), { keepPrevious: true });
  const statuses = useBookingStatuses();
  const clashes = useClashes(boardWindow(today));
  const days = useMemo(
    () => boardDays(today, bookings.data ?? [], statuses.data ?? []),
    [today, bookings.data, statuses.data],
  );
  const [dark, setDark] = useBoardTheme();
  const palette = palettes[dark ? "dark" : "light"];
  const boardRef = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(boardRef);
  const height = useFillViewport(boardRef, fullscreen.isFullscreen || wall);
  const scale = useBoardScale(boardRef);

  const style = {
    backgroundColor: palette.background,
    color: palette.text,
    height,
    "--board-scale": scale,
  } as CSSProperties;
  const [todayPanel, ...cards] = days;

  return (
    <section
      ref={boardRef}
      aria-label="7 Day Schedule"
      className="flex flex-col gap-2 overflow-hidden p-3"
      style={style}
      data-theme={dark ? "dark" : "light"}
    >
      <header className="flex shrink-0 items-center justify-between gap-4">
        <h2 className="font-bold text-[22px] tracking-tight">
          {format(parseISO(today), "EEEE do MMMM yyyy")}
        </h2>
        <div className="flex items-center gap-3 text-[16px]">
          <LastUpdated
            updatedAt={bookings.dataUpdatedAt}
            failed={bookings.isError && bookings.data !== undefined}
            palette={palette}
          />
          <BoardButton palette={palette} onClick={() => setDark(!dark)} pressed={dark}>
            {dark ? (
              <Sun className="size-4" aria-hidden="true" />
            ) : (
              <Moon className="size-4" aria-hidden="true" />
            )}
            Dark theme
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
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_minmax(0,2fr)] grid-rows-[minmax(0,1fr)] gap-3">
          {todayPanel && <TodayPanel day={todayPanel} palette={palette} clashes={clashes} />}
          <div className="grid min-h-0 grid-cols-3 grid-rows-2 gap-3">
            {cards.map((day) => (
              <DayCard key={day.date} day={day} palette={palette} clashes={clashes} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function TodayPanel({
  day,
  palette,
  clashes,
}: {
  day: BoardDay;
  palette: BoardPalette;
  clashes: Set<string>;
}) {
  // Clash tags change entry heights, so they start the fit again like new entries do.
  const fit = useFit<HTMLOListElement>(useMemo(() => [day.entries, clashes], [day.entries, clashes]));
  const { shown, pages, page } = usePages(day.entries, fit.capacity);
  const flights = day.entries.length;
  return (
    <section
      aria-labelledby="board-today"
      className="flex min-h-0 flex-col gap-2 rounded-xl border-2 p-3"
      style={{ borderColor: palette.text, backgroundColor: palette.todayPanel }}
      data-testid="today-panel"
    >
      <div className="flex shrink-0 items-baseline justify-between gap-3">
        <h3
          id="board-today"
          className="font-black text-[length:calc(40px*var(--board-scale))] leading-none tracking-wide"
        >
          {day.label}
        </h3>
        <span className="text-[length:calc(24px*var(--board-scale))]" style={{ color: palette.muted }}>
          {day.ordinalDate}
          {flights > 0 && ` · ${flights} ${flights === 1 ? "flight" : "flights"}`}
          <PageMark page={page} pages={pages} />
        </span>
      </div>
      <EntryList fit={fit} gap="gap-1.5">
        {shown.map((entry) => (
          <TodayEntry
            key={entry.key}
            entry={entry}
            palette={palette}
            clash={clashes.has(`${entry.booking.id}:${day.date}`)}
          />
        ))}
        {flights === 0 && (
          <Empty className="text-[length:calc(30px*var(--board-scale))]">No flights today</Empty>
        )}
      </EntryList>
    </section>
  );
}

function DayCard({ day, palette, clashes }: { day: BoardDay; palette: BoardPalette; clashes: Set<string> }) {
  // Clash tags change entry heights, so they start the fit again like new entries do.
  const fit = useFit<HTMLOListElement>(useMemo(() => [day.entries, clashes], [day.entries, clashes]));
  const { shown, pages, page } = usePages(day.entries, fit.capacity);
  const id = `board-day-${day.date}`;
  return (
    <section
      aria-labelledby={id}
      className="flex min-h-0 flex-col gap-2 rounded-xl border p-3"
      style={{ borderColor: palette.border, backgroundColor: palette.todayPanel }}
      data-testid="day-card"
    >
      <div className="flex shrink-0 items-baseline justify-between gap-2">
        <h3 id={id} className="font-bold text-[length:calc(22px*var(--board-scale))] leading-tight">
          {day.label}
        </h3>
        <span className="text-[length:calc(18px*var(--board-scale))]" style={{ color: palette.muted }}>
          {day.ordinalDate}
          <PageMark page={page} pages={pages} />
        </span>
      </div>
      <EntryList fit={fit} gap="gap-1.5">
        {shown.map((entry: BoardEntry) => (
          <CardEntry
            key={entry.key}
            entry={entry}
            palette={palette}
            clash={clashes.has(`${entry.booking.id}:${day.date}`)}
          />
        ))}
        {day.entries.length === 0 && (
          <Empty className="text-[length:calc(20px*var(--board-scale))]">No bookings</Empty>
        )}
      </EntryList>
    </section>
  );
}

function EntryList({
  fit,
  gap,
  children,
}: {
  fit: ReturnType<typeof useFit<HTMLOListElement>>;
  gap: string;
  children: ReactNode;
}) {
  return (
    <ol ref={fit.ref} className={`flex min-h-0 flex-1 flex-col overflow-hidden ${gap}`}>
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
function usePages<T>(entries: T[], capacity: number) {
  const [page, setPage] = useState(0);
  const { shown, pages, page: current } = pageOf(entries, capacity, page);
  useEffect(() => {
    if (pages < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), BOARD_PAGE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  return { shown, pages, page: current };
}

function Empty({ className, children }: { className: string; children: ReactNode }) {
  return (
    <li className={`flex flex-1 items-center justify-center text-center opacity-80 ${className}`}>
      {children}
    </li>
  );
}

function LastUpdated({
  updatedAt,
  failed,
  palette,
}: {
  updatedAt: number;
  failed: boolean;
  palette: BoardPalette;
}) {
  if (!updatedAt) return null;
  return (
    <span className="tabular-nums" style={{ color: palette.muted }} aria-live="polite">
      {failed && <span className="mr-2 font-semibold text-amber-500">Update failed ·</span>}
      Last updated {format(updatedAt, "HH:mm:ss")}
    </span>
  );
}

function BoardButton({
  palette,
  onClick,
  pressed,
  children,
}: {
  palette: BoardPalette;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
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
 * resize, full-screen change and rotation, so it grows as well as shrinks (issue 13).
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
