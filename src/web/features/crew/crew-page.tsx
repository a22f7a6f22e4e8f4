import { type ReactNode, useMemo, useState } from "react";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { useAircraftUnavailability } from "../../data/get-aircraft-unavailability.ts";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { useBookings } from "../../data/get-bookings.ts";
import { useCustomers } from "../../data/get-customers.ts";
import { useLocations } from "../../data/get-locations.ts";
import { useMyCrewMember } from "../../data/get-my-flights.ts";
import { useOperatorTimeZone } from "../../data/get-operator-time-zone.ts";
import { useClashes } from "../../data/use-clashes.ts";
import { placeNames } from "../../lib/day-legs.ts";
import { operatorMinutes } from "../../lib/operator-clock.ts";
import { useNow } from "../../lib/use-now.ts";
import { useToday } from "../../lib/use-today.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { CrewDaySection } from "./crew-day.tsx";
import { crewDays, crewWindow } from "./crew-days.ts";
import { CrewFilters } from "./crew-filters.tsx";
import { CrewStatus } from "./crew-status.tsx";
import { MyFlightsView } from "./my-flights.tsx";
import { useCrewFilter } from "./use-crew-filter.ts";
import { useInstallable } from "./use-installable.ts";
import { useLastRead } from "./use-last-read.ts";
import { useOnline } from "./use-online.ts";
import { useOpenAtNext } from "./use-open-at-next.ts";

/** How often the departed and next marks look at the clock: as often as the wall board's. */
const CLOCK_TICK_MS = 10_000;

/**
 * `/crew` (docs/decisions/032): today and the next 7 days on the operator's clock as a list
 * by day for a phone, read-only, filtered by aircraft and customer. The app shell keeps it live and
 * gives it its `actions` (Settings, Sign out), shown after the list.
 */
export function CrewPage({ actions }: { actions?: ReactNode }) {
  const operatorZone = useOperatorTimeZone();
  const zone = operatorZone.data?.timeZone;
  const today = useToday(zone);
  const nowMinutes = operatorMinutes(new Date(useNow(CLOCK_TICK_MS)), zone);
  const dates = crewWindow(today);
  const bookings = useBookings(dates, { keepPrevious: true });
  const statuses = useBookingStatuses();
  const periods = useAircraftUnavailability(dates);
  const fleet = useAircraftTypesWithAircraft();
  const customers = useCustomers();
  // Names the legs of a day of several (docs/decisions/049); kept offline like every read here.
  const locations = useLocations();
  const names = useMemo(() => placeNames(locations.data), [locations.data]);
  const clashes = useClashes(dates);
  const online = useOnline();
  const lastRead = useLastRead(bookings.dataUpdatedAt, online);
  useInstallable();
  const [filter, setFilter] = useCrewFilter();
  // "My flights" for a user linked to a crew member (issue 46 item 7); nobody else sees the choice.
  const me = useMyCrewMember();
  const [mine, setMine] = useState(false);
  const showMine = mine && me.data != null;
  const registrations = useMemo(
    () => new Map((fleet.data ?? []).flatMap((type) => type.aircraft.map((a) => [a.id, a.registration]))),
    [fleet.data],
  );
  const days = useMemo(
    () =>
      crewDays({
        today,
        nowMinutes,
        bookings: bookings.data ?? [],
        statuses: statuses.data ?? [],
        periods: periods.data ?? [],
        registrations,
        filter,
        names,
      }),
    [today, nowMinutes, bookings.data, statuses.data, periods.data, registrations, filter, names],
  );
  // Which flight is next is known with the operator's clock; the flights' order and heights, once
  // their statuses and the fleet are.
  useOpenAtNext(
    !operatorZone.isPending &&
      bookings.data !== undefined &&
      statuses.data !== undefined &&
      fleet.data !== undefined,
  );

  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-3 bg-gray-50 px-3 pb-6 text-black">
      {/* Stays at the top while the list scrolls (it opens at the next flight), so whether what is shown
          is current or offline stays in view (docs/decisions/043). */}
      <header
        data-crew-header
        className="sticky top-0 z-10 -mx-3 flex flex-wrap items-center justify-between gap-2 bg-gray-50 px-3 pt-3 pb-2"
      >
        <h1 className="font-black text-[24px]">Crew schedule</h1>
        <CrewStatus at={lastRead} online={online} failed={bookings.isError} />
      </header>
      {me.data && <ViewChoice mine={showMine} onChange={setMine} />}
      {showMine && me.data ? (
        <MyFlightsView member={me.data} today={today} />
      ) : (
        <>
          <CrewFilters
            filter={filter}
            onChange={setFilter}
            fleet={fleet.data ?? []}
            customers={customers.data ?? []}
          />
          <ScheduleList bookings={bookings} days={days} clashes={clashes} />
        </>
      )}
      {/* Below the list: the filters and the flights are what a pilot opens the page for. */}
      <footer className="mt-3">{actions}</footer>
    </main>
  );
}

const CHOICE =
  "min-h-12 flex-1 rounded-lg border-2 border-gray-900 px-4 font-bold text-[17px] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The whole schedule or the signed-in pilot's own flights: two buttons, the chosen one pressed. */
function ViewChoice({ mine, onChange }: { mine: boolean; onChange: (mine: boolean) => void }) {
  return (
    <fieldset aria-label="Show" className="flex gap-2">
      <button
        type="button"
        aria-pressed={!mine}
        className={`${CHOICE} ${mine ? "bg-white text-black" : "bg-gray-900 text-white"}`}
        onClick={() => onChange(false)}
      >
        Schedule
      </button>
      <button
        type="button"
        aria-pressed={mine}
        className={`${CHOICE} ${mine ? "bg-gray-900 text-white" : "bg-white text-black"}`}
        onClick={() => onChange(true)}
      >
        My flights
      </button>
    </fieldset>
  );
}

function ScheduleList({
  bookings,
  days,
  clashes,
}: {
  bookings: ReturnType<typeof useBookings>;
  days: ReturnType<typeof crewDays>;
  clashes: ReturnType<typeof useClashes>;
}) {
  return bookings.data === undefined ? (
    <CrewLoading failed={bookings.isError} retry={() => void bookings.refetch()} />
  ) : (
    days.map((day) => <CrewDaySection key={day.date} day={day} clashes={clashes} />)
  );
}

function CrewLoading({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <Spinner className="mx-auto mt-10 size-10" label="Loading the schedule" />;
  return (
    <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-[18px]">
      <p>The schedule could not be loaded.</p>
      <button
        type="button"
        className="min-h-12 rounded-lg border-2 border-gray-900 bg-white px-5 font-bold focus-visible:outline-3 focus-visible:outline-blue-700"
        onClick={retry}
      >
        Try again
      </button>
    </div>
  );
}
