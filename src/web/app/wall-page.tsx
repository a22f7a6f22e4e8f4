import { lazy, Suspense } from "react";
import { useLiveRefresh } from "../features/live-refresh/use-live-refresh.ts";
import { FullPageSpinner } from "../ui/spinner.tsx";

const ScheduleBoard = lazy(() =>
  import("../features/schedule-board/schedule-board.tsx").then((m) => ({ default: m.ScheduleBoard })),
);

/**
 * `/board`: the 7 Day Schedule alone, filling the window, for a hangar screen (docs/decisions/027): no header,
 * tabs or Sign Out to touch, the board's theme over the whole page (`?theme=dark`), kept up to date
 * by live refresh, and where the wall-display account lands.
 */
export function WallPage() {
  useLiveRefresh();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ScheduleBoard wall />
    </Suspense>
  );
}
