import { type CSSProperties, useMemo, useRef } from "react";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { useBookings } from "../../data/get-bookings.ts";
import { useLocations } from "../../data/get-locations.ts";
import { useMaintenance } from "../../data/get-maintenance.ts";
import { useOperatorTimeZone } from "../../data/get-operator-time-zone.ts";
import { useClashes } from "../../data/use-clashes.ts";
import { useDisconnects } from "../../data/use-disconnects.ts";
import { placeNames } from "../../lib/day-legs.ts";
import { operatorMinutes } from "../../lib/operator-clock.ts";
import { useNow } from "../../lib/use-now.ts";
import { useToday } from "../../lib/use-today.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { type BoardDay, boardDays, boardWeight, boardWindow, departureHHMM } from "./board-days.ts";
import { BoardDisconnects } from "./board-disconnects.tsx";
import { BoardButton, BoardHeader } from "./board-header.tsx";
import { boardLayout, CARD_GRID_ROWS } from "./board-layout.ts";
import { BoardMaintenance, useBoardMaintenance } from "./board-maintenance.tsx";
import { type BoardPalette, palettes, useBoardTheme } from "./board-theme.ts";
import { DayCard } from "./day-card.tsx";
import { type CutRemark, RemarksBand, useDwell } from "./remarks-band.tsx";
import { orderToday, type TodayEntry } from "./today-order.ts";
import { TodayPanel } from "./today-panel.tsx";
import { type BoardFit, useBoardFit } from "./use-board-fit.ts";
import { useFillViewport } from "./use-fill-viewport.ts";
import { useFullscreen } from "./use-fullscreen.ts";

/** The clock the board follows: TODAY's order, and how long live updates have been stopped. */
const CLOCK_TICK_MS = 10_000;
/**
 * Narrow letters fit a flight's registration, customer and route on fewer lines at a size read from
 * across a hangar, the way departure boards do; the plain sans-serif where none is installed.
 */
const BOARD_FONT =
  '"Arial Narrow", "Roboto Condensed", "Liberation Sans Narrow", "DejaVu Sans Condensed", sans-serif';

/** The remarks the fit shortened, in board order, with where their entries are. */
function cutRemarks(days: BoardDay[], keys: string[]): CutRemark[] {
  const cut = new Set(keys);
  return days.flatMap((day) =>
    day.entries
      .filter((entry) => cut.has(entry.key))
      .map((entry) => ({
        key: entry.key,
        where: `${day.label} ${departureHHMM(entry.day.departureTime)} ${entry.aircraft}`,
        remarks: entry.remarks,
      })),
  );
}

/**
 * The '7 Day Schedule' tab (product §2, docs/decisions/027): a wall board read from across a hangar. TODAY on the
 * left, the six following days in cards; it reads only its seven days, refreshes live, rolls over at
 * midnight, and never scrolls: a day with more flights than fit pages through them every 10 s ('1/2').
 */
export function ScheduleBoard({ wall = false }: { wall?: boolean }) {
  const zone = useOperatorTimeZone().data?.timeZone;
  const today = useToday(zone);
  const now = useNow(CLOCK_TICK_MS);
  const minute = operatorMinutes(new Date(now), zone);
  const bookings = useBookings(boardWindow(today), { keepPrevious: true, withFlags: true });
  const statuses = useBookingStatuses();
  const clashes = useClashes(boardWindow(today));
  const disconnectsOf = useDisconnects(bookings.data);
  const dueOf = useBoardMaintenance(useMaintenance().data);
  // Names the legs of a day of several (docs/decisions/049).
  const locations = useLocations();
  const names = useMemo(() => placeNames(locations.data), [locations.data]);
  const days = useMemo(
    () => boardDays(today, bookings.data ?? [], statuses.data ?? [], names),
    [today, bookings.data, statuses.data, names],
  );
  const todayEntries = useMemo(() => (days[0] ? orderToday(days[0].entries, minute) : []), [days, minute]);
  const [dark, setDark] = useBoardTheme();
  const palette = palettes[dark ? "dark" : "light"];
  const boardRef = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(boardRef);
  const height = useFillViewport(boardRef, fullscreen.isFullscreen || wall);
  const fit = useBoardFit(
    boardRef,
    useMemo(
      () => [days, todayEntries, clashes, disconnectsOf, dark],
      [days, todayEntries, clashes, disconnectsOf, dark],
    ),
  );
  const remarks = useMemo(() => cutRemarks(days, fit.cutRemarks), [days, fit.cutRemarks]);
  const dwell = useDwell(remarks);
  const style = {
    backgroundColor: palette.background,
    color: palette.text,
    height,
    fontFamily: BOARD_FONT,
    "--board-scale": fit.scale,
    "--board-floor": fit.floor,
  } as CSSProperties;

  return (
    <section
      ref={boardRef}
      aria-label="7 Day Schedule"
      className="flex flex-col gap-1.5 overflow-hidden p-2"
      style={style}
      data-theme={dark ? "dark" : "light"}
    >
      <BoardHeader
        today={today}
        band={<RemarksBand remark={dwell.current} hold={dwell.hold} palette={palette} />}
        updated={{ at: bookings.dataUpdatedAt, failed: bookings.isError && bookings.data !== undefined, now }}
        dark={dark}
        setDark={setDark}
        fullscreen={fullscreen}
        palette={palette}
      />
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
        <BoardDisconnects value={disconnectsOf}>
          <BoardMaintenance value={dueOf}>
            <BoardGrid
              days={days}
              todayEntries={todayEntries}
              palette={palette}
              clashes={clashes}
              fit={fit}
              dwell={dwell.current?.key ?? null}
            />
          </BoardMaintenance>
        </BoardDisconnects>
      )}
    </section>
  );
}

/** TODAY beside the six day cards, each given room by its flights (`board-layout.ts`). */
function BoardGrid({
  days,
  todayEntries,
  palette,
  clashes,
  fit,
  dwell,
}: {
  days: BoardDay[];
  todayEntries: TodayEntry[];
  palette: BoardPalette;
  clashes: Set<string>;
  fit: BoardFit;
  dwell: string | null;
}) {
  const [todayDay, ...cards] = days;
  const layout = useMemo(
    () =>
      boardLayout(
        boardWeight(days[0]?.entries ?? []),
        days.slice(1).map((day) => boardWeight(day.entries)),
      ),
    [days],
  );
  return (
    <div
      className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] gap-1.5"
      style={{ gridTemplateColumns: fit.columns?.board ?? layout.columns }}
      data-board-grid=""
      data-base-columns={layout.columns}
    >
      {todayDay && (
        <TodayPanel
          day={todayDay}
          entries={todayEntries}
          palette={palette}
          clashes={clashes}
          capacity={fit.capacities?.[todayDay.date]}
          dwell={dwell}
        />
      )}
      <div
        className="grid min-h-0 gap-1.5"
        style={{
          gridTemplateColumns: fit.columns?.cards ?? layout.cardColumns,
          gridTemplateRows: `repeat(${CARD_GRID_ROWS}, minmax(0, 1fr))`,
        }}
        data-card-grid=""
        data-base-columns={layout.cardColumns}
      >
        {cards.map((day, index) => (
          <DayCard
            key={day.date}
            day={day}
            palette={palette}
            clashes={clashes}
            place={layout.cards[index]}
            fittedRows={fit.cardRows?.[index % 3]}
            capacity={fit.capacities?.[day.date]}
            dwell={dwell}
          />
        ))}
      </div>
    </div>
  );
}
