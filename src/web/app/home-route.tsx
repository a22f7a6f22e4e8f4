import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import type { User } from "../../shared/auth.ts";
import { WALL_DISPLAY_USERNAME } from "../../shared/session-rules.ts";
import { aircraftTypesQueryOptions } from "../data/get-aircraft-types.ts";
import { aircraftTypesWithAircraftQueryOptions } from "../data/get-aircraft-types-with-aircraft.ts";
import { bookingStatusesQueryOptions } from "../data/get-booking-statuses.ts";
import { bookingsQueryOptions } from "../data/get-bookings.ts";
import { locationsQueryOptions } from "../data/get-locations.ts";
import { ME_PATH, useMe } from "../data/get-me.ts";
import { monthWindow } from "../features/bookings-table/month.ts";
import { LoginScreen } from "../features/session/login-screen.tsx";
import { expireSession } from "../features/session/session.ts";
import { useInactivityLogout } from "../features/session/use-inactivity-logout.ts";
import { ApiError, api } from "../lib/api-client.ts";
import { initialisePreferences, probablySignedIn } from "../lib/preferences.ts";
import { FullPageSpinner } from "../ui/spinner.tsx";
import type { OtherPagePath } from "./other-pages.ts";
import { rememberedMonth, SchedulerShell } from "./scheduler-shell.tsx";

const OtherPage = lazy(() => import("./other-page.tsx").then((m) => ({ default: m.OtherPage })));
const WallPage = lazy(() => import("./wall-page.tsx").then((m) => ({ default: m.WallPage })));
const loadSchedulerPage = () => import("./scheduler-page.tsx");
const SchedulerPage = lazy(() => loadSchedulerPage().then((m) => ({ default: m.SchedulerPage })));

/**
 * Called before the first render: a browser signed in last time starts the scheduler's code with the
 * page rather than after React's first render (it is a second download behind the first).
 */
export function startSchedulerCodeEarly() {
  if (probablySignedIn()) void loadSchedulerPage();
}

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
    void loadSchedulerPage();
    void queryClient.prefetchQuery(bookingsQueryOptions(monthWindow(rememberedMonth())));
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

/**
 * '/': while the session check runs, the scheduler's frame if this browser was signed in last time
 * (else a spinner), then the login screen or the scheduler (product §2).
 * `/board` (and the wall-display account anywhere) shows the wall board alone.
 */
export function HomeRoute({ wall = false, page }: { wall?: boolean; page?: OtherPagePath }) {
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

  if (me.isPending) return wall || !probablySignedIn() ? <FullPageSpinner /> : <SchedulerShell />;
  if (!user) return <LoginScreen />;
  if (wall || user.username === WALL_DISPLAY_USERNAME) {
    // The wall PC's address becomes /board, so a reload or power cycle comes back to the board.
    if (window.location.pathname !== "/board")
      window.history.replaceState(null, "", `/board${window.location.search}`);
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <WallPage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={page ? <FullPageSpinner /> : <SchedulerShell userName={user.name} />}>
      {page ? <OtherPage path={page} user={user} /> : <SchedulerPage user={user} />}
    </Suspense>
  );
}
