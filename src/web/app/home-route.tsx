import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import type { User } from "../../shared/auth.ts";
import { WALL_DISPLAY_USERNAME } from "../../shared/session-rules.ts";
import { aircraftTypesQueryOptions } from "../data/get-aircraft-types.ts";
import { aircraftTypesWithAircraftQueryOptions } from "../data/get-aircraft-types-with-aircraft.ts";
import { bookingStatusesQueryOptions } from "../data/get-booking-statuses.ts";
import { bookingsQueryOptions } from "../data/get-bookings.ts";
import { locationsQueryOptions } from "../data/get-locations.ts";
import { ME_PATH, useMe } from "../data/get-me.ts";
import { LoginScreen } from "../features/session/login-screen.tsx";
import { expireSession, useSignOut } from "../features/session/session.ts";
import { useInactivityLogout } from "../features/session/use-inactivity-logout.ts";
import { ApiError, api } from "../lib/api-client.ts";
import { lazyModule, useLazyModule } from "../lib/lazy-module.ts";
import { monthWindow } from "../lib/month.ts";
import { initialisePreferences, probablySignedIn } from "../lib/preferences.ts";
import { FullPageSpinner } from "../ui/spinner.tsx";
import type { OtherPagePath } from "./other-pages.ts";
import { rememberedMonth, SchedulerShell } from "./scheduler-shell.tsx";

const OtherPage = lazy(() => import("./other-page.tsx").then((m) => ({ default: m.OtherPage })));
const CrewRoute = lazy(() => import("./crew-route.tsx").then((m) => ({ default: m.CrewRoute })));
const WallPage = lazy(() => import("./wall-page.tsx").then((m) => ({ default: m.WallPage })));
/**
 * The scheduler's code, rendered without a Suspense round once it is here: React holds back a Suspense
 * boundary's content for up to 300 ms after its fallback showed, which held the first rows back too.
 */
const schedulerPage = lazyModule(() => import("./scheduler-page.tsx"));

/** Starts the scheduler's code and the data the table opens with; a query already fetched is left alone. */
function prefetchScheduler(queryClient: QueryClient) {
  void schedulerPage.load().catch(() => undefined);
  void queryClient.prefetchQuery(bookingsQueryOptions(monthWindow(rememberedMonth()), { withFlags: true }));
  for (const options of [
    aircraftTypesQueryOptions(),
    bookingStatusesQueryOptions(),
    locationsQueryOptions(),
    aircraftTypesWithAircraftQueryOptions(),
  ]) {
    void queryClient.prefetchQuery(options as Parameters<typeof queryClient.prefetchQuery>[0]);
  }
}

/**
 * Called before the first render: a browser signed in last time starts the scheduler's code and the
 * month's data with the page, while the session check runs, rather than after React's first render.
 */
export function startSchedulerEarly(queryClient: QueryClient) {
  // A phone on /crew never opens the desk (docs/decisions/032).
  if (probablySignedIn() && window.location.pathname !== "/crew") prefetchScheduler(queryClient);
}

/**
 * Once someone is signed in: the first visit of a user resets the month and filters (product §3), then
 * the scheduler's code and data are started if they were not already.
 */
function usePrefetchScheduler(user: User | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    initialisePreferences(user.username);
    prefetchScheduler(queryClient);
  }, [user, queryClient]);
}

/** The scheduler page's component once its code is here; a failed download can be tried again. */
function useSchedulerPage(wanted: boolean) {
  const loaded = useLazyModule(schedulerPage);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (wanted && !loaded && !failed) schedulerPage.load().catch(() => setFailed(true));
  }, [wanted, loaded, failed]);
  return { SchedulerPage: loaded?.SchedulerPage, failed, retry: () => setFailed(false) };
}

/**
 * '/': while the session check runs, the scheduler's frame if this browser was signed in last time
 * (else a spinner), then the login screen or the scheduler (product §2).
 * `/board` (and the wall-display account anywhere) shows the wall board alone; `/crew` the crew's phone view.
 */
export function HomeRoute({
  wall = false,
  crew = false,
  page,
}: {
  wall?: boolean;
  crew?: boolean;
  page?: OtherPagePath;
}) {
  const me = useMe();
  const queryClient = useQueryClient();
  const user = me.data;
  const signOut = useSignOut();
  // A phone on /crew is not sent the desk's code and month (docs/decisions/032).
  usePrefetchScheduler(crew ? undefined : user);
  const scheduler = useSchedulerPage(Boolean(user) && !wall && !page && !crew);
  useInactivityLogout(user, {
    onTimeout: () => expireSession(queryClient),
    keepAlive: () => {
      api.get(ME_PATH).catch((error) => {
        if (error instanceof ApiError && error.status === 401) expireSession(queryClient);
      });
    },
  });

  if (me.isPending) return wall || crew || !probablySignedIn() ? <FullPageSpinner /> : <SchedulerShell />;
  if (!user) return <LoginScreen offerKeep={crew} />;
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
  if (crew) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <CrewRoute signOut={signOut} />
      </Suspense>
    );
  }
  if (page) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <OtherPage path={page} user={user} />
      </Suspense>
    );
  }
  if (!scheduler.SchedulerPage) {
    return <SchedulerShell userName={user.name} onRetry={scheduler.failed ? scheduler.retry : undefined} />;
  }
  return <scheduler.SchedulerPage user={user} />;
}
