import { format, parseISO } from "date-fns";
import type { CrewMember } from "../../../shared/crew.ts";
import { addDays } from "../../../shared/dates.ts";
import { departureHHmm } from "../../../shared/departure-time.ts";
import type { CrewStanding, LimitFigureAnswer } from "../../../shared/duty-standing.ts";
import type { MyDuty, MyLeg } from "../../../shared/my-flights.ts";
import { useCrewStanding } from "../../data/get-crew-standing.ts";
import { useMyFlights } from "../../data/get-my-flights.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { MyCalendarFeedSection } from "./my-calendar-feed.tsx";

/** A week back (what was flown counts) to four weeks ahead (the roster a pilot checks). */
export const MY_DAYS_BACK = 7;
export const MY_DAYS_AHEAD = 28;

const dayText = (date: string) => format(parseISO(date), "EEE d MMM");

const STATE_WORDS: Record<CrewStanding["state"], string> = {
  ok: "Within limits",
  amber: "Near a limit",
  red: "Past a limit",
};
const STATE_STYLE: Record<CrewStanding["state"], string> = {
  ok: "bg-white",
  amber: "bg-amber-200",
  red: "bg-red-700 text-white",
};

/** A figure without the person's name the API puts first ("Capt. Hughes: 2.0 h flight time in 24 h, …"). */
const ownText = (fact: LimitFigureAnswer) => {
  const at = fact.text.indexOf(": ");
  return at < 0 ? fact.text : fact.text.slice(at + 2);
};

function StateTag({ state }: { state: CrewStanding["state"] }) {
  return (
    <span className={`rounded border-2 border-gray-900 px-1.5 font-bold text-[15px] ${STATE_STYLE[state]}`}>
      {STATE_WORDS[state]}
    </span>
  );
}

/** The member's figure against each limit of the rule set in use, and when rest is next due. */
function MyTotals({ member, zone }: { member: CrewMember; zone: string | undefined }) {
  const standing = useCrewStanding(member.id);
  const data = standing.data;
  return (
    <section aria-labelledby="my-totals" className="flex flex-col gap-2" data-testid="my-totals">
      <h2
        id="my-totals"
        className="flex flex-wrap items-baseline justify-between gap-2 border-gray-900 border-b-2 py-2 font-black text-[20px]"
      >
        My totals
        {data && <StateTag state={data.state} />}
      </h2>
      {data === undefined ? (
        standing.isError ? (
          <p role="alert">Your totals could not be loaded.</p>
        ) : (
          <Spinner className="mx-auto size-8" label="Loading your totals" />
        )
      ) : data.now.length === 0 ? (
        <p className="text-[17px] text-gray-700">No limits apply to your role.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Totals against each limit">
          {data.now.map((fact) => (
            <li
              key={fact.limitId}
              className="flex flex-wrap items-baseline justify-between gap-x-2 rounded-lg border-2 border-gray-900 bg-white px-3 py-2 text-[17px]"
            >
              <span>{ownText(fact)}</span>
              {fact.state !== "ok" && <StateTag state={fact.state} />}
            </li>
          ))}
          {data.ahead.map((fact) => (
            <li
              key={`ahead-${fact.limitId}`}
              className="flex flex-wrap items-baseline justify-between gap-x-2 rounded-lg border-2 border-gray-900 border-dashed bg-white px-3 py-2 text-[17px]"
            >
              <span>{`Ahead (${dayText(fact.windowEnd.slice(0, 10))}): ${ownText(fact)}`}</span>
              <StateTag state={fact.state} />
            </li>
          ))}
        </ul>
      )}
      {data?.nextRestDue && (
        <p className="text-[17px]">
          <span className="font-bold">Rest due by </span>
          {new Intl.DateTimeFormat("en-GB", {
            timeZone: zone,
            weekday: "short",
            day: "numeric",
            month: "short",
            hour: "2-digit",
            minute: "2-digit",
            hourCycle: "h23",
          }).format(new Date(data.nextRestDue.at))}
          <span className="text-gray-700">{` (${data.nextRestDue.citation})`}</span>
        </p>
      )}
    </section>
  );
}

function MyLegItem({ leg }: { leg: MyLeg }) {
  return (
    <li
      className="flex flex-col gap-0.5 rounded-lg border-2 border-gray-900 bg-white px-3 py-2 text-[17px]"
      data-testid="my-leg"
    >
      <span className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-black tabular-nums">
          {departureHHmm(leg.departureTime) || leg.departureTime}
        </span>
        <span className="font-bold">{`${leg.from} → ${leg.to}`}</span>
      </span>
      <span className="flex flex-wrap gap-x-3">
        <span>{leg.registration ? `${leg.aircraftType} ${leg.registration}` : leg.aircraftType}</span>
        <span className="font-semibold">{leg.seatLabel}</span>
        <span className="text-gray-800">{`${leg.expectedHours} h`}</span>
        <span className="text-gray-800">{leg.customer}</span>
      </span>
    </li>
  );
}

/** A duty period: its report and off-duty times as the heading, its legs under it. */
function MyDutyItem({ duty }: { duty: MyDuty }) {
  const nextDay = duty.offDuty.date !== duty.report.date;
  return (
    <section
      className="flex flex-col gap-2"
      data-testid="my-duty"
      aria-label={`Duty ${dayText(duty.report.date)}`}
    >
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 border-gray-400 border-b py-1">
        <span className="font-black text-[19px]">{dayText(duty.report.date)}</span>
        <span className="text-[17px]">
          <span className="font-bold">Report </span>
          <span className="tabular-nums">{duty.report.time}</span>
          <span className="font-bold"> · Off duty </span>
          <span className="tabular-nums">{duty.offDuty.time}</span>
          {nextDay && <span>{` (${dayText(duty.offDuty.date)})`}</span>}
        </span>
      </h3>
      <ol className="flex flex-col gap-2" aria-label="Legs">
        {duty.legs.map((leg) => (
          <MyLegItem key={leg.legId} leg={leg} />
        ))}
      </ol>
    </section>
  );
}

/**
 * "My flights" (issue 46 item 7, docs/decisions/055): the signed-in pilot's own legs from a week back to
 * four weeks ahead, each duty period's report and off-duty times, and their totals against each limit.
 */
export function MyFlightsView({ member, today }: { member: CrewMember; today: string }) {
  const dates = { from: addDays(today, -MY_DAYS_BACK), to: addDays(today, MY_DAYS_AHEAD) };
  const flights = useMyFlights(dates);
  const upcoming = (flights.data?.duties ?? []).filter((duty) => duty.offDuty.date >= today);
  const past = (flights.data?.duties ?? []).filter((duty) => duty.offDuty.date < today);
  return (
    <div className="flex flex-col gap-4" data-testid="my-flights">
      <section aria-labelledby="my-duties" className="flex flex-col gap-3">
        <h2 id="my-duties" className="border-gray-900 border-b-2 py-2 font-black text-[20px]">
          My flights
        </h2>
        {flights.data === undefined ? (
          flights.isError ? (
            <p role="alert">Your flights could not be loaded.</p>
          ) : (
            <Spinner className="mx-auto size-8" label="Loading your flights" />
          )
        ) : upcoming.length === 0 && flights.data.unplaced.length === 0 ? (
          <p className="text-[17px] text-gray-700">{`No flights in the next ${MY_DAYS_AHEAD} days`}</p>
        ) : (
          upcoming.map((duty) => <MyDutyItem key={duty.report.at} duty={duty} />)
        )}
        {flights.data && flights.data.unplaced.length > 0 && (
          <section className="flex flex-col gap-2" aria-label="Time to be confirmed">
            <h3 className="border-gray-400 border-b py-1 font-black text-[19px]">Time to be confirmed</h3>
            <ol className="flex flex-col gap-2">
              {flights.data.unplaced.map((leg) => (
                <li key={leg.legId} className="flex flex-col gap-1">
                  <span className="font-bold">{dayText(leg.date)}</span>
                  <ol>
                    <MyLegItem leg={leg} />
                  </ol>
                </li>
              ))}
            </ol>
          </section>
        )}
        {past.length > 0 && (
          <details className="rounded-lg border-2 border-gray-900 bg-white px-3 py-2">
            <summary className="min-h-10 font-bold text-[17px]">{`Flown in the last ${MY_DAYS_BACK} days (${past.length})`}</summary>
            <div className="mt-2 flex flex-col gap-3">
              {past.map((duty) => (
                <MyDutyItem key={duty.report.at} duty={duty} />
              ))}
            </div>
          </details>
        )}
      </section>
      <MyTotals member={member} zone={flights.data?.zone} />
      <MyCalendarFeedSection />
    </div>
  );
}
