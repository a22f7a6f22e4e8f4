import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
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
import { lazyModule, useLoadedModule } from "../lib/lazy-module.ts";
import { monthWindow } from "../lib/month.ts";
import { initialisePreferences, probablySignedIn } from "../lib/preferences.ts";
import { FullPageSpinner } from "../ui/spinner.tsx";
import { OTHER_PAGES, type OtherPagePath } from "./other-pages.ts";
import { PageNotLoaded } from "./page-not-loaded.tsx";
import { rememberedMonth, SchedulerShell } from "./scheduler-shell.tsx";

const CrewRoute = lazy(() => import("./crew-route.tsx").then((m) => ({ default: m.CrewRoute })));
const WallPage = lazy(() => import("./wall-page.tsx").then((m) => ({ default: m.WallPage })));
/** The scheduler's code and the other pages' frame, each rendered as soon as it is here (useLoadedModule). */
const schedulerPage = lazyModule(() => import("./scheduler-page.tsx"));
const otherPage = lazyModule(() => import("./other-page.tsx"));

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
  if (probablySignedIn() && opensScheduler(window.location.pathname)) prefetchScheduler(queryClient);
}

/**
 * Whether a page may show the scheduler next without a page load. A phone on /crew never opens the
 * desk (docs/decisions/032), and Settings, Activity and Reports lead back to it by a link that loads
 * the page anew: the month fetched for it there was thrown away, and slowed their own first rows.
 */
const opensScheduler = (pathname: string) => pathname !== "/crew" && !(pathname in OTHER_PAGES);

/**
 * Once someone is signed in: the first visit of a user resets the month and filters (product §3), then
 * the scheduler's code and data are started if they were not already.
 */
function usePrefetchScheduler(user: User | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    initialisePreferences(user.username);
    if (opensScheduler(window.location.pathname)) prefetchScheduler(queryClient);
  }, [user, queryClient]);
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
  // A phone on /crew is not sent the desk's code and month, nor takes the desk's first visit (032).
  usePrefetchScheduler(crew ? undefined : user);
  const scheduler = useLoadedModule(schedulerPage, Boolean(user) && !wall && !page && !crew);
  const other = useLoadedModule(otherPage, Boolean(page));
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
    if (other.failed) return <PageNotLoaded onRetry={other.retry} />;
    return other.loaded ? <other.loaded.OtherPage path={page} user={user} /> : <FullPageSpinner />;
  }
  if (!scheduler.loaded) {
    return <SchedulerShell userName={user.name} onRetry={scheduler.failed ? scheduler.retry : undefined} />;
  }
  return <scheduler.loaded.SchedulerPage user={user} />;
}
