import { ArrowLeft, Plane } from "lucide-react";
import { lazy, Suspense } from "react";
import type { User } from "../../shared/auth.ts";
import { useLiveRefresh } from "../features/live-refresh/use-live-refresh.ts";
import { Spinner } from "../ui/spinner.tsx";
import { OTHER_PAGES, type OtherPagePath } from "./other-pages.ts";

const SettingsPage = lazy(() =>
  import("../features/settings/settings-page.tsx").then((m) => ({ default: m.SettingsPage })),
);
const ActivityPage = lazy(() =>
  import("../features/activity/activity-page.tsx").then((m) => ({ default: m.ActivityPage })),
);
const ReportsPage = lazy(() =>
  import("../features/reports/reports-page.tsx").then((m) => ({ default: m.ReportsPage })),
);

/** Settings, Activity (docs/decisions/016) and Reports (035): a page of their own under a plain header leading back to the scheduler. */
export function OtherPage({ path, user }: { path: OtherPagePath; user: User }) {
  // Lists here refresh live too (product §4).
  useLiveRefresh();
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-3 px-6">
          <div className="flex size-8 items-center justify-center rounded-md bg-slate-900 text-white">
            <Plane className="size-4" aria-hidden="true" />
          </div>
          <h1 className="text-[15px] font-semibold tracking-tight">{OTHER_PAGES[path]}</h1>
          <span className="h-5 w-px bg-slate-200" aria-hidden="true" />
          <span className="text-[13px] text-slate-600">{user.name}</span>
          <a
            href="/"
            className="ml-auto inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to scheduler
          </a>
        </div>
      </header>
      <main className="px-6 py-4">
        <Suspense
          fallback={
            <div className="flex h-64 items-center justify-center">
              <Spinner className="size-6" />
            </div>
          }
        >
          {path === "/settings" ? (
            <SettingsPage user={user} />
          ) : path === "/reports" ? (
            <ReportsPage />
          ) : (
            <ActivityPage user={user} />
          )}
        </Suspense>
      </main>
    </div>
  );
}
