import { TriangleAlert, Unlink } from "lucide-react";
import { memo } from "react";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import type { Conflict } from "../../../shared/fleet.ts";
import { clockText } from "../../../shared/leg-rules.ts";
import type { ShownDisconnect } from "../../data/use-disconnects.ts";
import { flagLines } from "../../lib/change-flag-text.ts";
import { safeColour, textOn } from "../../lib/colour.ts";
import { cn } from "../../ui/cn.ts";
import type { TimelineBar as Bar } from "./timeline-rows.ts";
import { DAY_MINUTES } from "./timeline-view.ts";

export const LANE_HEIGHT = 30;

/** Where a bar is being taken: minutes later, hours more, and rows down (or the row under the pointer). */
export interface BarOffset {
  minutes: number;
  hours: number;
  rows: number;
  rowKey?: string;
}

export const hoursText = (hours: number) => hours.toFixed(1).replace(/\.0$/, "");

/** "09:35, 1.6 h, to G-LDNB (AW139)": where a move takes a bar. */
export function movedText(bar: Bar, offset: BarOffset, target: string | null): string {
  const minutes = bar.minutes + Math.round(offset.hours * 60);
  const time = clockText((((bar.start + offset.minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES);
  return `${time}, ${hoursText(minutes / 60)} h${target ? `, to ${target}` : ""}`;
}

/** "Acme Oil 09:00 Humberside → Leman Alpha, 1.5 h": a leg as its bar's label and tooltip say it. */
export function barText(bar: Bar, placeName: (id: number) => string): string {
  const time = bar.untimed ? "TBC" : clockText(bar.start % DAY_MINUTES);
  const route = `${placeName(bar.leg.fromId)} → ${placeName(bar.leg.toId)}`;
  return `${bar.booking.customer.name} ${time} ${route}, ${hoursText(Number(bar.leg.expectedHours))} h`;
}

/** A positioning leg's stripes: dark under white words, light under dark ones, so the words stay readable. */
const hatching = (colour: string) => {
  const stripe = textOn(colour) === "#ffffff" ? "rgba(0,0,0,0.3)" : "rgba(255,255,255,0.55)";
  return `repeating-linear-gradient(135deg, ${stripe} 0 4px, transparent 4px 8px)`;
};

export interface TimelineBarProps {
  bar: Bar;
  /** Pixels a minute. */
  scale: number;
  conflicts: Conflict[];
  disconnects: ShownDisconnect[];
  flag: ChangeFlag | undefined;
  placeName: (id: number) => string;
  crewName: (id: number) => string;
  canEdit: boolean;
  /** A keyboard move under way, with the words of where it goes. */
  moving?: { offset: BarOffset; text: string };
}

/** Everything a bar says: its label, then what marks it (positioning, status, conflicts, disconnects, a change). */
export function barWords(
  props: Pick<TimelineBarProps, "bar" | "conflicts" | "disconnects" | "flag" | "placeName" | "crewName">,
) {
  const { bar, conflicts, disconnects, flag, placeName, crewName } = props;
  const crew = bar.leg.crew;
  const crewNames = crew
    ? [crew.captainId, crew.firstOfficerId, ...crew.otherIds].flatMap((id) =>
        id === null ? [] : [crewName(id)],
      )
    : [];
  return [
    barText(bar, placeName),
    ...(crewNames.length > 0 ? [`Crew: ${crewNames.join(", ")}`] : []),
    ...(bar.leg.positioning ? ["positioning, flown empty"] : []),
    ...(bar.notFlying ? [bar.notFlying] : []),
    ...conflicts.map((c) => `Conflict: ${c.detail}`),
    ...disconnects.map((d) => `Schedule disconnect: ${d.text}`),
    ...(flag ? [`Changed: ${flagLines(flag).join("; ")}`] : []),
  ].join(". ");
}

/**
 * One leg on the Timeline: a bar from its departure for its hours in the customer's colour, labelled with
 * the customer and route (the whole text in the grid's tip, on hover and on focus). Positioning legs are
 * hatched; a day that will not fly is struck through; a conflict, a disconnect and a change flag are
 * marked by shape and in words, as on the other screens. It holds no state and no handlers, and is one
 * element with its text, contained: 1,400 of them paint at once, and the grid moves them
 * (use-bar-moves.ts).
 */
export const TimelineBar = memo(function TimelineBar(props: TimelineBarProps) {
  const { bar, scale, conflicts, disconnects, flag, placeName, canEdit, moving } = props;
  const offset = moving?.offset;
  const minutes = bar.minutes + Math.round((offset?.hours ?? 0) * 60);
  const colour = safeColour(bar.booking.customer.color);
  const text = barText(bar, placeName);
  const words = barWords(props);
  const clash = conflicts.length > 0;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a bar is dragged and moved by keys (the grid listens); a button element would take a drag as a click.
    <div
      role="button"
      tabIndex={0}
      aria-label={moving ? `${words}. Moving to ${moving.text}` : words}
      aria-roledescription="flight leg"
      data-bar={bar.key}
      className={cn(
        // Its size is its own: nothing inside changes the layout or painting of anything else.
        "absolute h-6 truncate rounded-sm border px-1 text-[11px] leading-[22px] outline-none select-none [contain:strict]",
        "focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1",
        canEdit && "cursor-grab touch-none active:cursor-grabbing",
        clash ? "border-red-600 ring-1 ring-red-600" : "border-black/20",
        bar.untimed && "border-dashed border-slate-700",
        bar.notFlying && "line-through",
        moving && "z-20 shadow-lg ring-2 ring-blue-600",
      )}
      style={{
        left: (bar.start + (offset?.minutes ?? 0)) * scale,
        width: Math.max(minutes * scale, 6),
        top: 4 + bar.lane * LANE_HEIGHT,
        // A day that will not fly is pale with its customer's colour at its edge: dimmed by opacity,
        // its words would fall below a readable contrast.
        backgroundColor: bar.notFlying ? "#f1f5f9" : colour,
        borderLeft: bar.notFlying ? `4px solid ${colour}` : undefined,
        color: bar.notFlying ? "#334155" : textOn(colour),
        backgroundImage: bar.leg.positioning ? hatching(colour) : undefined,
      }}
    >
      {flag ? (
        <span
          className="mr-1 inline-block size-2 rounded-full bg-blue-600 align-middle ring-1 ring-white"
          aria-hidden="true"
        />
      ) : null}
      {clash ? <TriangleAlert className="mr-0.5 inline size-3 align-[-2px]" aria-hidden="true" /> : null}
      {disconnects.length > 0 ? (
        <Unlink className="mr-0.5 inline size-3 align-[-2px]" aria-hidden="true" />
      ) : null}
      {moving?.text ?? (bar.untimed ? `TBC ${text}` : text)}
    </div>
  );
});

/**
 * A hovered or focused bar's whole text, under it: a bar is often too short for its label. One tip for
 * the grid, rather than a title on each of 1,400 bars.
 */
export function BarTip({ bar, scale, words }: { bar: Bar; scale: number; words: string }) {
  return (
    <div
      role="tooltip"
      className="pointer-events-none absolute z-30 w-max max-w-96 rounded bg-slate-900 px-2 py-1 text-[11px] leading-snug text-white shadow-lg"
      style={{ left: bar.start * scale, top: 4 + (bar.lane + 1) * LANE_HEIGHT }}
    >
      {words}
    </div>
  );
}
