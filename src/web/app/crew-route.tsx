import { lazy, Suspense } from "react";
import { useLiveRefresh } from "../features/live-refresh/use-live-refresh.ts";
import { FullPageSpinner } from "../ui/spinner.tsx";

const CrewPage = lazy(() => import("../features/crew/crew-page.tsx").then((m) => ({ default: m.CrewPage })));

/**
 * `/crew`: the crew's phone view (docs/decisions/032), its code downloaded only here so the desk's first
 * screen does not grow; kept up to date by the same live refresh as the board.
 */
export function CrewRoute() {
  useLiveRefresh();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <CrewPage />
    </Suspense>
  );
}
