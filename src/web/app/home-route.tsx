import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import type { User } from "../../shared/auth.ts";
import { aircraftTypesQueryOptions } from "../data/get-aircraft-types.ts";
import { aircraftTypesWithAircraftQueryOptions } from "../data/get-aircraft-types-with-aircraft.ts";
import { bookingStatusesQueryOptions } from "../data/get-booking-statuses.ts";
import { bookingsQueryOptions } from "../data/get-bookings.ts";
import { locationsQueryOptions } from "../data/get-locations.ts";
import { ME_PATH, useMe } from "../data/get-me.ts";
import { currentMonth, isMonth, monthWindow } from "../features/bookings-table/month.ts";
import { LoginScreen } from "../features/session/login-screen.tsx";
import { expireSession } from "../features/session/session.ts";
import { useInactivityLogout } from "../features/session/use-inactivity-logout.ts";
import { ApiError, api } from "../lib/api-client.ts";
import {
  initialisePreferences,
  preferenceKeys,
  probablySignedIn,
  readPreference,
} from "../lib/preferences.ts";
import { FullPageSpinner } from "../ui/spinner.tsx";

const SchedulerPage = lazy(() => import("./scheduler-page.tsx").then((m) => ({ default: m.SchedulerPage })));

/**
 * Starts the scheduler's code and the data the table needs as early as possible: at once when this
 * browser was signed in last time (while the session check runs), else as soon as someone signs in.
 * The first visit of a user resets the month and filters first (product §3).
 */
function usePrefetchScheduler(user: User | null | undefined, checking: boolean) {
  const queryClient = useQueryClient();
  const early = checking && probablySignedIn();
  useEffect(() => {
    if (!user && !early) return;
    if (user) initialisePreferences(user.username);
    void import("./scheduler-page.tsx");
    const stored = readPreference(preferenceKeys.month);
    const month = isMonth(stored) ? stored : currentMonth();
    void queryClient.prefetchQuery(bookingsQueryOptions(monthWindow(month)));
    for (const options of [
      aircraftTypesQueryOptions(),
      bookingStatusesQueryOptions(),
      locationsQueryOptions(),
      aircraftTypesWithAircraftQueryOptions(),
    ]) {
      void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
    }
  }, [user, early, queryClient]);
}

/** '/': a spinner while the session check runs, then the login screen or the scheduler (product §2). */
export function HomeRoute() {
  const me = useMe();
  const queryClient = useQueryClient();
  const user = me.data;
  usePrefetchScheduler(user, me.isPending);
  useInactivityLogout(user, {
    onTimeout: () => expireSession(queryClient),
    keepAlive: () => {
      api.get(ME_PATH).catch((error) => {
        if (error instanceof ApiError && error.status === 401) expireSession(queryClient);
      });
    },
  });

  if (me.isPending) return <FullPageSpinner />;
  if (!user) return <LoginScreen />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <SchedulerPage user={user} />
    </Suspense>
  );
}
