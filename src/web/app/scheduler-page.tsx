import { Suspense, useCallback, useEffect, useState } from "react";
import type { User } from "../../shared/auth.ts";
import type { Booking } from "../../shared/bookings.ts";
import { canUseAssistant, WALL_DISPLAY_USERNAME } from "../../shared/session-rules.ts";
import { useOperatorToday } from "../data/get-operator-time-zone.ts";
import { BookingsTab } from "../features/bookings-table/bookings-tab.tsx";
import { useLiveRefresh } from "../features/live-refresh/use-live-refresh.ts";
import type { NewBookingPrefill } from "../features/timeline/timeline-tab.tsx";
import {
  isTimelineSearch,
  searchOfView,
  searchWithoutView,
  viewFromSearch,
} from "../features/timeline/timeline-view.ts";
import { useBookingLink } from "../lib/booking-link.ts";
import { lazyComponent } from "../lib/lazy-module.ts";
import { useOpenBookingRequest } from "../lib/open-booking.ts";
import { cn } from "../ui/cn.ts";
import { Spinner } from "../ui/spinner.tsx";
import { Tabs } from "../ui/tabs.tsx";
import { TooltipProvider } from "../ui/tooltip.tsx";
import { type DialogName, SchedulerHeader } from "./scheduler-header.tsx";
import { TABS } from "./scheduler-shell.tsx";
import { usePrefetchWhenIdle } from "./use-prefetch-when-idle.ts";

// Dialogs and the board load when first wanted, or when the browser is idle after the first rows,
// keeping them out of the table's first download (docs/decisions/018).
const ScheduleBoard = lazyComponent(() =>
  import("../features/schedule-board/schedule-board.tsx").then((m) => m.ScheduleBoard),
);
const FleetTab = lazyComponent(() => import("../features/fleet/fleet-tab.tsx").then((m) => m.FleetTab));
const TimelineTab = lazyComponent(() =>
  import("../features/timeline/timeline-tab.tsx").then((m) => m.TimelineTab),
);
const CreateBookingDialog = lazyComponent(() =>
  import("../features/booking-forms/wizard/create-booking-dialog.tsx").then((m) => m.CreateBookingDialog),
);
const EditBookingDialog = lazyComponent(() =>
  import("../features/booking-forms/edit/edit-booking-dialog.tsx").then((m) => m.EditBookingDialog),
);
const ImportCsvDialog = lazyComponent(() =>
  import("../features/csv-import/import-csv-dialog.tsx").then((m) => m.ImportCsvDialog),
);
const AssistantDialog = lazyComponent(() =>
  import("../features/assistant/assistant-dialog.tsx").then((m) => m.AssistantDialog),
);

/** A dialog is mounted from its first opening on, so closing it can animate and keep its state. */
function useDialogs() {
  const [open, setOpen] = useState<DialogName | null>(null);
  const [mounted, setMounted] = useState<Set<DialogName>>(new Set());
  const show = useCallback((name: DialogName) => {
    setMounted((current) => (current.has(name) ? current : new Set(current).add(name)));
    setOpen(name);
  }, []);
  const props = (name: DialogName) => ({
    open: open === name,
    onOpenChange: (next: boolean) => setOpen(next ? name : null),
  });
  return { show, props, mounted };
}

const tabTrigger = cn(
  "relative -mb-px h-10 border-b-2 border-transparent px-1 text-sm font-medium text-slate-500 hover:text-slate-800",
  "data-[state=active]:border-slate-900 data-[state=active]:text-slate-900",
);

/**
 * The four views: Booking Details, the 7 Day Schedule, the Fleet tab and the Timeline (the last three
 * load when first shown). The Timeline's date and zoom live in the address while it is open, so its
 * view can be shared (docs/decisions/052).
 */
function SchedulerTabs({
  tab,
  onTab,
  canEdit,
  onCreateBooking,
  onEditBooking,
}: {
  tab: string;
  onTab: (tab: string) => void;
  canEdit: boolean;
  onCreateBooking: (prefill?: NewBookingPrefill) => void;
  onEditBooking: (booking: Booking) => void;
}) {
  const [view, setView] = useState(() => viewFromSearch(window.location.search));
  const today = useOperatorToday();
  useEffect(() => {
    const { pathname, search } = window.location;
    const next = tab === "timeline" ? searchOfView(search, view, today) : searchWithoutView(search);
    if (next !== search) window.history.replaceState(null, "", `${pathname}${next}`);
  }, [tab, view, today]);
  return (
    <Tabs.Root value={tab} onValueChange={onTab}>
      <Tabs.List aria-label="Views" className="flex gap-6 border-b border-slate-200 bg-white px-6">
        <Tabs.Trigger value="bookings" className={tabTrigger}>
          {TABS.bookings}
        </Tabs.Trigger>
        <Tabs.Trigger value="board" className={tabTrigger}>
          {TABS.board}
        </Tabs.Trigger>
        <Tabs.Trigger value="fleet" className={tabTrigger}>
          {TABS.fleet}
        </Tabs.Trigger>
        <Tabs.Trigger value="timeline" className={tabTrigger}>
          {TABS.timeline}
        </Tabs.Trigger>
      </Tabs.List>
      <main className="px-6 py-4">
        <Tabs.Content value="bookings" className="outline-none">
          <BookingsTab
            canEdit={canEdit}
            onCreateBooking={() => onCreateBooking()}
            onEditBooking={onEditBooking}
          />
        </Tabs.Content>
        <Tabs.Content value="board" className="outline-none">
          <Suspense
            fallback={
              <div className="flex h-64 items-center justify-center">
                <Spinner className="size-6" />
              </div>
            }
          >
            <ScheduleBoard />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="fleet" className="outline-none">
          <Suspense fallback={<Spinner className="size-6" />}>
            <FleetTab canEdit={canEdit} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="timeline" className="outline-none">
          <Suspense fallback={<Spinner className="size-6" />}>
            <TimelineTab
              canEdit={canEdit}
              view={view}
              onView={setView}
              onEditBooking={onEditBooking}
              onCreateBooking={onCreateBooking}
            />
          </Suspense>
        </Tabs.Content>
      </main>
    </Tabs.Root>
  );
}

/** Product §2 scheduler: the header, the two tabs, and the dialogs they open. */
export function SchedulerPage({ user }: { user: User }) {
  // Product §4: other people's changes reach every open list while signed in.
  useLiveRefresh();
  usePrefetchWhenIdle();
  useBookingLink();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Booking | null>(null);
  const [editMounted, setEditMounted] = useState(false);
  // The wall-display account opens on the board; an address naming the Timeline on it; everyone else on the table.
  const [tab, setTab] = useState<string>(() =>
    user.username === WALL_DISPLAY_USERNAME
      ? "board"
      : isTimelineSearch(window.location.search)
        ? "timeline"
        : "bookings",
  );
  // What a new booking starts with when made from a Timeline gap; none from New Booking.
  const [prefill, setPrefill] = useState<NewBookingPrefill | undefined>();

  const onEditBooking = useCallback((booking: Booking) => {
    setEditMounted(true);
    setEditing(booking);
  }, []);
  const onCreateBooking = useCallback(
    (from?: NewBookingPrefill) => {
      setPrefill(from);
      dialogs.show("create");
    },
    [dialogs.show],
  );
  const onOpenDialog = useCallback(
    (name: DialogName) => (name === "create" ? onCreateBooking() : dialogs.show(name)),
    [onCreateBooking, dialogs.show],
  );
  // A booking opened from a toast (docs/decisions/021) is shown in the table, whichever tab is open.
  const openRequest = useOpenBookingRequest();
  useEffect(() => {
    if (openRequest) setTab("bookings");
  }, [openRequest]);

  return (
    <TooltipProvider delayDuration={300}>
      <div className="min-h-screen">
        <SchedulerHeader user={user} onOpen={onOpenDialog} />
        <SchedulerTabs
          tab={tab}
          onTab={setTab}
          canEdit={user.can_edit}
          onCreateBooking={onCreateBooking}
          onEditBooking={onEditBooking}
        />

        <Suspense fallback={null}>
          {dialogs.mounted.has("create") ? (
            <CreateBookingDialog {...dialogs.props("create")} prefill={prefill} />
          ) : null}
          {dialogs.mounted.has("import") ? <ImportCsvDialog {...dialogs.props("import")} /> : null}
          {dialogs.mounted.has("assistant") && canUseAssistant(user) ? (
            <AssistantDialog {...dialogs.props("assistant")} />
          ) : null}
          {editMounted ? (
            <EditBookingDialog
              booking={editing}
              open={editing !== null}
              onOpenChange={(open) => {
                if (!open) setEditing(null);
              }}
            />
          ) : null}
        </Suspense>
      </div>
    </TooltipProvider>
  );
}
