import { lazy, Suspense } from "react";
import { useLiveRefresh } from "../features/live-refresh/use-live-refresh.ts";
import { forgetOfflineSchedule } from "../lib/offline-schedule.ts";
import { FullPageSpinner } from "../ui/spinner.tsx";

const CrewPage = lazy(() => import("../features/crew/crew-page.tsx").then((m) => ({ default: m.CrewPage })));

/** Large enough to touch with a gloved thumb (at least 44 px, WCAG 2.5.5), and plainly readable in daylight. */
const ACTION =
  "inline-flex min-h-12 flex-1 items-center justify-center rounded-lg border-2 border-gray-900 bg-white px-4 font-bold text-[17px] text-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** What signs this phone out: the app shell's Sign Out, passed in so this chunk shares no session code. */
export interface SignOut {
  isPending: boolean;
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
}

/** Settings (where a kept sign-in is ended, docs/decisions/032) and Sign out, below the list. */
function CrewActions({ signOut }: { signOut: SignOut }) {
  return (
    <nav aria-label="Account" className="flex gap-3">
      <a href="/settings" className={ACTION}>
        Settings
      </a>
      <button
        type="button"
        className={ACTION}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: forgetOfflineSchedule })}
      >
        Sign out
      </button>
    </nav>
  );
}

/**
 * `/crew`: the crew's phone view (docs/decisions/032), its code downloaded only here so the desk's first
 * screen does not grow; kept up to date by the same live refresh as the board.
 */
export function CrewRoute({ signOut }: { signOut: SignOut }) {
  useLiveRefresh();
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <CrewPage actions={<CrewActions signOut={signOut} />} />
    </Suspense>
  );
}
