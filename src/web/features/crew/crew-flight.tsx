import { readableOn, safeColour } from "../../lib/colour.ts";
import type { CrewFlight } from "./crew-days.ts";

/** A cancelled flight's card: a light grey that keeps every text on it at AA contrast. */
const CANCELLED_BACKGROUND = "#f3f4f6";

/** A flight in a conflict (docs/decisions/015): black on yellow with a warning sign, so it reads without colour. */
function ClashTag() {
  return (
    <span className="rounded bg-yellow-300 px-1.5 py-0.5 font-bold text-[15px] text-black">
      <span aria-hidden="true">⚠ </span>
      Clash
    </span>
  );
}

/**
 * One flight, large enough to read in a hangar's daylight: time and hours first, then aircraft, customer,
 * route, remarks; the status colours the card's left edge and (darkened to AA contrast) its name.
 * A cancelled flight stays, greyed and struck through, after the day's others.
 */
export function CrewFlightItem({ flight, clash }: { flight: CrewFlight; clash: boolean }) {
  const colour = safeColour(flight.status.colour);
  const background = flight.cancelled ? CANCELLED_BACKGROUND : "#ffffff";
  return (
    <li
      className="flex flex-col gap-1 rounded-lg border border-gray-300 border-l-8 px-3 py-2.5 text-black"
      style={{ borderLeftColor: colour, backgroundColor: background }}
      data-testid="crew-flight"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-black text-[22px] tabular-nums">{flight.time}</span>
        <span className="text-[17px] tabular-nums">
          {flight.hours}
          <span className="sr-only"> expected hours</span>
          <span aria-hidden="true"> h</span>
        </span>
        <span className="ml-auto font-bold text-[16px]" style={{ color: readableOn(colour, background) }}>
          {flight.status.text}
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
      {flight.remarks && <p className="text-[16px] text-gray-800 italic">{flight.remarks}</p>}
    </li>
  );
}
