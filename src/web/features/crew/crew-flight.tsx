import { readableOn, safeColour } from "../../lib/colour.ts";
import type { CrewFlight, CrewLeg } from "./crew-days.ts";

/**
 * A cancelled or departed flight's card: a light grey that keeps every text on it at AA contrast (the
 * board's dimming by opacity would not).
 */
const PAST_BACKGROUND = "#f3f4f6";

/** A flight in a conflict (docs/decisions/015): black on yellow with a warning sign, so it reads without colour. */
function ClashTag() {
  return (
    <span className="rounded bg-yellow-300 px-1.5 py-0.5 font-bold text-[15px] text-black">
      <span aria-hidden="true">⚠ </span>
      Clash
    </span>
  );
}

/** 'Next' or 'Departed' as the board writes them: a word in a box of its own, so it reads without colour. */
function Mark({ next }: { next: boolean }) {
  return (
    <span
      className={`rounded border-2 border-gray-900 px-1 font-black text-[14px] uppercase ${next ? "bg-gray-900 text-white" : ""}`}
    >
      {next ? "Next" : "Departed"}
    </span>
  );
}

/**
 * A day of several legs (docs/decisions/049): each leg's time, hours and route on a line of its own, with
 * its passengers and 'Positioning' for a leg flown empty.
 */
function Legs({ legs, struck }: { legs: CrewLeg[]; struck: boolean }) {
  return (
    <ol
      className={`flex flex-col gap-1 text-[17px] ${struck ? "line-through" : ""}`}
      aria-label={`${legs.length} legs`}
    >
      {legs.map((leg) => (
        <li key={leg.key} className="flex flex-wrap items-baseline gap-x-3" data-testid="crew-leg">
          <span className="font-bold tabular-nums">{leg.time}</span>
          <span className="tabular-nums">
            {leg.hours}
            <span className="sr-only"> expected hours</span>
            <span aria-hidden="true"> h</span>
          </span>
          <span>{leg.route}</span>
          {leg.passengers !== null && <span className="text-gray-800">{`${leg.passengers} pax`}</span>}
          {leg.positioning && <span className="font-semibold text-gray-800 italic">Positioning</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * One flight, large enough to read in a hangar's daylight: time and hours first, then aircraft, customer,
 * route (a day of several legs: how many, then each leg), remarks; the status colours the card's left
 * edge and (darkened to AA contrast) its name.
 * A cancelled flight stays, greyed and struck through, after the day's others. Today, as on the wall
 * board, a flight gone is greyed and marked 'Departed', keeping its place in the day's order, and the
 * next to leave is framed and marked 'Next' (the page opens at it).
 */
export function CrewFlightItem({ flight, clash }: { flight: CrewFlight; clash: boolean }) {
  const colour = safeColour(flight.status.colour);
  const background = flight.cancelled || flight.departed ? PAST_BACKGROUND : "#ffffff";
  return (
    <li
      className={`flex scroll-mt-16 flex-col gap-1 rounded-lg border-l-8 px-3 py-2.5 ${
        flight.next ? "border-4 border-gray-900" : "border border-gray-300"
      } ${flight.departed ? "text-gray-700" : "text-black"}`}
      style={{ borderLeftColor: colour, backgroundColor: background }}
      data-testid="crew-flight"
      data-next={flight.next || undefined}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-black text-[22px] tabular-nums">{flight.time}</span>
        <span className="text-[17px] tabular-nums">
          {flight.hours}
          <span className="sr-only"> expected hours</span>
          <span aria-hidden="true"> h</span>
        </span>
        <span className="ml-auto flex items-baseline gap-2">
          {(flight.next || flight.departed) && <Mark next={flight.next} />}
          <span className="font-bold text-[16px]" style={{ color: readableOn(colour, background) }}>
            {flight.status.text}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[19px]">
        <span className="font-black">{flight.aircraft}</span>
        {clash && <ClashTag />}
      </div>
      <div className="text-[17px]">
        <span aria-hidden="true" style={{ color: safeColour(flight.customer.color) }}>
          ●
        </span>
        <span className="font-semibold">{`\u00a0${flight.customer.name}`}</span>
      </div>
      <div className={flight.cancelled ? "text-[17px] line-through" : "text-[17px]"}>{flight.route}</div>
      {flight.legs.length > 0 && <Legs legs={flight.legs} struck={flight.cancelled} />}
      {flight.remarks && <p className="text-[16px] text-gray-800 italic">{flight.remarks}</p>}
    </li>
  );
}
