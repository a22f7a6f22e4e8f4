import { useRef, useState } from "react";
import type { User } from "../../../shared/auth.ts";
import type { HistoryEntry } from "../../../shared/history.ts";
import { type HistoryFilters, useHistory } from "../../data/get-history.ts";
import { useRestoreBooking } from "../../data/restore-booking.ts";
import { useRestoreRemovedDays } from "../../data/restore-removed-days.ts";
import { errorText } from "../../lib/api-client.ts";
import { changeText, entryTitle, whenText } from "../../lib/history-text.ts";
import { preferenceKeys, writePreference } from "../../lib/preferences.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { type RowProps, useVirtualRows } from "../../ui/virtual-rows.ts";
import { ActivityFilters } from "./activity-filters.tsx";
import { removedDaysRestorable, stillDeleted } from "./restorable.ts";

/** Opens the scheduler on the booking's month (the table reads the month it shows from this preference). */
function openMonth(startDate: string) {
  writePreference(preferenceKeys.month, startDate.slice(0, 7));
}

function Entry({
  entry,
  canRestore,
  onRestore,
  canRestoreDays,
  onRestoreDays,
  rowProps,
}: {
  entry: HistoryEntry;
  /** Its place among the rows in view, once the feed is long (ui/virtual-rows.ts). */
  rowProps: RowProps;
  /** A deleted booking's entry, for an editor, while the booking is still deleted. */
  canRestore: boolean;
  onRestore: (bookingId: number) => void;
  /** A change that removed days, for an editor, while it is the booking's newest entry. */
  canRestoreDays: boolean;
  onRestoreDays: (bookingId: number, recordId: number) => void;
}) {
  const startDate = typeof entry.details?.startDate === "string" ? entry.details.startDate : null;
  return (
    <li {...rowProps} className="border-b border-slate-100 px-3 py-2 text-[13px]">
      <div className="flex items-center gap-3">
        {/* One line, room for a named zone ("29/11/26 01:19 GMT"): the list's rows keep their height. */}
        <span className="w-36 shrink-0 whitespace-nowrap tabular-nums text-slate-500">
          {whenText(entry.at)}
        </span>
        <span className="min-w-0 flex-1">{entryTitle(entry)}</span>
        {entry.entity === "booking" && startDate && entry.action !== "deleted" ? (
          <a href="/" onClick={() => openMonth(startDate)} className="text-blue-700 hover:underline">
            Open month
          </a>
        ) : null}
        {canRestore && entry.entityId !== null ? (
          <Button size="sm" onClick={() => onRestore(entry.entityId!)}>
            Restore
          </Button>
        ) : null}
        {canRestoreDays && entry.entityId !== null ? (
          <Button size="sm" onClick={() => onRestoreDays(entry.entityId!, entry.id)}>
            Restore days
          </Button>
        ) : null}
      </div>
      {entry.changes.length > 0 ? (
        <ul className="mt-1 ml-[9.75rem] list-disc space-y-0.5 pl-5 text-slate-700">
          {entry.changes.map((change) => (
            <li key={`${change.field}-${change.date ?? ""}`}>{changeText(change)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Activity (docs/decisions/016): recent changes across the system, newest first, filterable by user, kind and
 * day; a booking's entry opens its month, a deleted booking's entry offers Restore to editors, and a
 * change that removed days offers Restore days (docs/decisions/043).
 */
export function ActivityPage({ user }: { user: User }) {
  const [filters, setFilters] = useState<HistoryFilters>({});
  const history = useHistory(filters);
  // Restored from here: their Restore goes at once, before the list is read again.
  const [restoredHere, setRestoredHere] = useState<ReadonlySet<number>>(new Set());
  const restore = useRestoreBooking({
    onSuccess: (answer) => {
      setRestoredHere((ids) => new Set(ids).add(answer.previousId));
      toastSuccess("Booking restored");
    },
    onError: (error) => toastError(errorText(error, "Failed to restore booking")),
  });
  const restoreDays = useRestoreRemovedDays({
    onSuccess: () => toastSuccess("Days restored"),
    onError: (error) => toastError(errorText(error, "Failed to restore days")),
  });
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  const restorable = user.can_edit ? stillDeleted(entries, restoredHere) : new Set<number>();
  const daysRestorable = user.can_edit ? removedDaysRestorable(entries) : new Set<number>();
  // The people seen so far, for the user filter (the users list itself is for managers only).
  const [people, setPeople] = useState(new Map<number, string>());
  const unseen = entries.filter((e) => e.user.id !== null && !people.has(e.user.id));
  if (unseen.length > 0) {
    const next = new Map(people);
    for (const e of unseen) next.set(e.user.id!, e.user.name);
    setPeople(next);
  }
  const set = (change: Partial<HistoryFilters>) => setFilters({ ...filters, ...change });
  // Page after page of older changes renders only the entries in view (docs/decisions/034).
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useVirtualRows({ count: entries.length, scrollRef, estimate: 37 });

  return (
    <section aria-label="Activity" className="rounded-lg border border-slate-200 bg-white">
      <ActivityFilters filters={filters} people={people} onChange={set} />
      {history.isError ? (
        <p role="alert" className="px-3 py-3 text-[13px] text-red-600">
          {errorText(history.error, "The activity could not be loaded.")}
        </p>
      ) : history.isPending ? null : entries.length === 0 ? (
        <p className="px-3 py-3 text-[13px] text-slate-500">Nothing recorded matches these filters.</p>
      ) : (
        <div ref={scrollRef} className="max-h-[calc(100vh-14rem)] overflow-y-auto">
          <ol aria-label="Changes" style={virtual.containerStyle}>
            {virtual.rows.map(({ index, props }) => {
              const entry = entries[index]!;
              return (
                <Entry
                  key={entry.id}
                  entry={entry}
                  canRestore={restorable.has(entry.id)}
                  onRestore={(id) => restore.restore(id)}
                  canRestoreDays={daysRestorable.has(entry.id)}
                  onRestoreDays={(bookingId, recordId) => restoreDays.restore({ bookingId, recordId })}
                  rowProps={props}
                />
              );
            })}
          </ol>
        </div>
      )}
      {history.hasNextPage ? (
        <div className="px-3 py-2">
          <Button
            size="sm"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Show older
          </Button>
        </div>
      ) : null}
    </section>
  );
}
