import { Plane } from "lucide-react";
import { currentMonth, isMonth, monthLabel } from "../lib/month.ts";
import { preferenceKeys, readPreference } from "../lib/preferences.ts";
import { Button } from "../ui/button.tsx";
import { Spinner } from "../ui/spinner.tsx";

/** The scheduler's tabs, named once for the page and the shell that stands in for it. */
export const TABS = {
  bookings: "Booking Details",
  board: "7 Day Schedule",
  fleet: "Fleet",
  timeline: "Timeline",
} as const;

/** The month the table will open on: the one remembered (product §3), else this one. */
export function rememberedMonth(): string {
  const stored = readPreference(preferenceKeys.month);
  return isMonth(stored) ? stored : currentMonth();
}

/**
 * The scheduler's frame (header, tabs, month) painted from the first download while the session check,
 * the page's code and the month's data are on their way, instead of a bare spinner
 * (docs/decisions/018). Nothing in it can be pressed, so no click or key is lost to it; only when the
 * page's code failed to download does it offer Try again.
 */
export function SchedulerShell({ userName, onRetry }: { userName?: string; onRetry?: () => void }) {
  return (
    <div className="min-h-screen" aria-busy={onRetry ? undefined : true}>
      <header className="border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-3 px-6">
          <div className="flex size-8 items-center justify-center rounded-md bg-slate-900 text-white">
            <Plane className="size-4" aria-hidden="true" />
          </div>
          <h1 className="text-[15px] font-semibold tracking-tight">Flight Scheduling</h1>
          <span className="h-5 w-px bg-slate-200" aria-hidden="true" />
          <span className="text-[13px] text-slate-600">{userName}</span>
        </div>
      </header>
      <div className="flex gap-6 border-b border-slate-200 bg-white px-6" aria-hidden="true">
        <span className="relative -mb-px flex h-10 items-center border-b-2 border-slate-900 px-1 text-sm font-medium text-slate-900">
          {TABS.bookings}
        </span>
        <span className="relative -mb-px flex h-10 items-center border-b-2 border-transparent px-1 text-sm font-medium text-slate-500">
          {TABS.board}
        </span>
        <span className="relative -mb-px flex h-10 items-center border-b-2 border-transparent px-1 text-sm font-medium text-slate-500">
          {TABS.fleet}
        </span>
        <span className="relative -mb-px flex h-10 items-center border-b-2 border-transparent px-1 text-sm font-medium text-slate-500">
          {TABS.timeline}
        </span>
      </div>
      <main className="flex flex-col gap-3 px-6 py-4">
        <div className="flex h-8 items-center pl-9">
          <h2 className="min-w-[9.5rem] text-center text-lg font-semibold tracking-tight tabular-nums">
            {monthLabel(rememberedMonth())}
          </h2>
        </div>
        {onRetry ? (
          <div
            role="alert"
            className="flex h-40 flex-col items-center justify-center gap-3 text-sm text-slate-600"
          >
            <p>The scheduler could not be loaded. Check the connection to the server.</p>
            <Button size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="flex h-40 items-center justify-center">
            <Spinner className="size-6" label="Loading bookings" />
          </div>
        )}
      </main>
    </div>
  );
}
