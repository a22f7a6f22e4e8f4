import { format, parseISO } from "date-fns";
import { Maximize, Minimize, Moon, Sun } from "lucide-react";
import type { ReactNode } from "react";
import { useOperatorTimeZone } from "../../data/get-operator-time-zone.ts";
import { useLiveStatus } from "../../lib/live-status.ts";
import { operatorClockTime } from "../../lib/operator-time.ts";
import type { BoardPalette } from "./board-theme.ts";

/** Live updates stopped this long are worth a warning: a reconnect normally takes a few seconds. */
const STALE_AFTER_MS = 60_000;
/**
 * The header's type follows the screen as the flights' does: the date as large as a day card's flights at
 * the type's floor (22 px on 1920x1080, 44 px on 3840x2160), 'Last updated' and the buttons in proportion
 * (18 and 15 px on 1920x1080), never smaller than those. It does not grow with a quiet week's type: the
 * remarks band beside it keeps its width.
 */
const HEADER_TYPE = "text-[length:max(22px,calc(22px*var(--board-floor)))]";

/**
 * The board's header row: the date, the remarks band (`band`), when the data was last read, and the
 * theme and full-screen buttons. It never wraps, so its height does not change under the board's fit.
 */
export function BoardHeader({
  today,
  band,
  updated,
  dark,
  setDark,
  fullscreen,
  palette,
}: {
  today: string;
  band: ReactNode;
  updated: { at: number; failed: boolean; now: number };
  dark: boolean;
  setDark: (dark: boolean) => void;
  fullscreen: { supported: boolean; isFullscreen: boolean; toggle: () => void };
  palette: BoardPalette;
}) {
  return (
    <header className={`flex shrink-0 items-center gap-x-[0.7em] ${HEADER_TYPE}`}>
      <h2 className="shrink-0 font-bold text-[1em] tracking-tight">
        {format(parseISO(today), "EEEE do MMMM yyyy")}
      </h2>
      {band}
      <div className="flex shrink-0 items-center gap-[0.65em] text-[0.82em]">
        <LastUpdated {...updated} palette={palette} />
        <BoardButton palette={palette} onClick={() => setDark(!dark)}>
          {dark ? (
            <Sun className="size-[1.1em]" aria-hidden="true" />
          ) : (
            <Moon className="size-[1.1em]" aria-hidden="true" />
          )}
          {dark ? "Switch to light theme" : "Switch to dark theme"}
        </BoardButton>
        {fullscreen.supported && (
          <BoardButton palette={palette} onClick={fullscreen.toggle}>
            {fullscreen.isFullscreen ? (
              <Minimize className="size-[1.1em]" aria-hidden="true" />
            ) : (
              <Maximize className="size-[1.1em]" aria-hidden="true" />
            )}
            {fullscreen.isFullscreen ? "Exit full screen" : "Full screen"}
          </BoardButton>
        )}
      </div>
    </header>
  );
}

/**
 * When the board's data was last read, and a warning in words and colour once live updates have stopped
 * for more than a minute (the stream to the server is down, or the last read failed): a wall screen
 * that quietly shows an old schedule is worse than one that says so (docs/decisions/027).
 */
function LastUpdated({
  at,
  failed,
  now,
  palette,
}: {
  at: number;
  failed: boolean;
  now: number;
  palette: BoardPalette;
}) {
  const live = useLiveStatus();
  const zone = useOperatorTimeZone().data?.timeZone;
  if (!at) return null;
  const stopped = failed || (!live.open && now - live.since > STALE_AFTER_MS);
  return (
    <>
      {stopped && (
        <span
          role="alert"
          className="rounded-md bg-amber-400 px-[0.45em] py-[0.1em] font-black text-black"
          data-testid="updates-stopped"
        >
          ⚠ Live updates stopped
        </span>
      )}
      <span className="whitespace-nowrap tabular-nums" style={{ color: palette.muted }}>
        Last updated {operatorClockTime(at, zone, { seconds: true })}
      </span>
    </>
  );
}

/** A button on the board, its size in proportion to the type around it (the header's, or the board's). */
export function BoardButton({
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
      className="inline-flex h-[2.15em] items-center gap-[0.5em] whitespace-nowrap rounded-md border px-[0.8em] font-medium text-[0.83em]"
      style={{ borderColor: palette.border, backgroundColor: palette.button, color: palette.text }}
    >
      {children}
    </button>
  );
}
