import { ArrowLeft, Plane } from "lucide-react";
import type { ComponentType } from "react";
import type { User } from "../../shared/auth.ts";
import { useLiveRefresh } from "../features/live-refresh/use-live-refresh.ts";
import { type LazyModule, lazyModule, useLoadedModule } from "../lib/lazy-module.ts";
import { Spinner } from "../ui/spinner.tsx";
import { OTHER_PAGES, type OtherPagePath } from "./other-pages.ts";
import { PageNotLoaded } from "./page-not-loaded.tsx";

/** Each page's component, its code loaded when the page is opened. */
const PAGES: Record<OtherPagePath, LazyModule<ComponentType<{ user: User }>>> = {
  "/settings": lazyModule(() => import("../features/settings/settings-page.tsx").then((m) => m.SettingsPage)),
  "/activity": lazyModule(() => import("../features/activity/activity-page.tsx").then((m) => m.ActivityPage)),
  "/reports": lazyModule(() => import("../features/reports/reports-page.tsx").then((m) => m.ReportsPage)),
};

/** The page at `path` as soon as its code is here (useLoadedModule: no Suspense round holding it back). */
function Page({ path, user }: { path: OtherPagePath; user: User }) {
  const page = useLoadedModule(PAGES[path]);
  if (page.failed) return <PageNotLoaded onRetry={page.retry} />;
  if (page.loaded) return <page.loaded user={user} />;
  return (
    <div className="flex h-64 items-center justify-center">
      <Spinner className="size-6" />
    </div>
  );
}

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
        <Page path={path} user={user} />
      </main>
    </div>
  );
}
