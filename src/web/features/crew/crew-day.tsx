import type { CrewDay } from "./crew-days.ts";
import { CrewFlightItem } from "./crew-flight.tsx";

/** A day of the list: its name and date as a heading, aircraft that cannot fly, then its flights. */
export function CrewDaySection({ day, clashes }: { day: CrewDay; clashes: Set<string> }) {
  const headingId = `crew-day-${day.date}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="crew-day">
      <h2
        id={headingId}
        className="sticky top-0 z-10 flex items-baseline justify-between border-gray-900 border-b-2 bg-gray-50 py-2 font-black text-[20px]"
      >
        {day.label}
        <span className="font-semibold text-[17px]">{day.ordinalDate}</span>
      </h2>
      {day.unavailable.length > 0 && (
        <ul className="flex flex-col gap-1">
          {day.unavailable.map((line) => (
            <li
              key={line}
              className="rounded-lg border-2 border-gray-900 border-dashed bg-white px-3 py-2 font-semibold text-[16px]"
            >
              {line}
            </li>
          ))}
        </ul>
      )}
      {day.flights.length === 0 ? (
        <p className="px-1 py-2 text-[17px] text-gray-700">No flights</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={`Flights ${day.label}`}>
          {day.flights.map((flight) => (
            <CrewFlightItem key={flight.key} flight={flight} clash={clashes.has(flight.key)} />
          ))}
        </ol>
      )}
    </section>
  );
}
