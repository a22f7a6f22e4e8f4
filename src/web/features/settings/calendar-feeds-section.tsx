import { useId, useState } from "react";
import type { CalendarFeed, CreatedCalendarFeed } from "../../../shared/calendar-feeds.ts";
import { errorText } from "../../lib/api-client.ts";
import { whenText } from "../../lib/history-text.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Input } from "../../ui/field.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useCalendarFeeds, useSaveCalendarFeed } from "./data/calendar-feeds.ts";
import { MakeFeedForm } from "./make-feed-form.tsx";

export const HOW_TO_SUBSCRIBE = [
  "Google Calendar: Other calendars, +, From URL, paste the https:// address.",
  "Outlook: Add calendar, Subscribe from web, paste the https:// address.",
  "Apple Calendar: File, New Calendar Subscription, paste the webcal:// address (or open it on an iPhone).",
];

function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <Field label={label} htmlFor={id}>
          <Input
            id={id}
            readOnly
            value={value}
            className="font-mono text-[12px]"
            onFocus={(e) => e.target.select()}
          />
        </Field>
      </div>
      <Button
        size="sm"
        className="mb-0.5"
        onClick={() =>
          navigator.clipboard.writeText(value).then(
            () => toastSuccess(`${label} copied`),
            () => toastError("Copying failed: select the address and copy it by hand"),
          )
        }
      >
        Copy
      </Button>
    </div>
  );
}

/** A new feed's address, shown once: only its hash is kept on the server. */
function NewFeedAddress({ feed, onDone }: { feed: CreatedCalendarFeed; onDone: () => void }) {
  const https = `${window.location.origin}${feed.path}`;
  const webcal = https.replace(/^https?:/, "webcal:");
  return (
    <div
      role="status"
      className="mx-3 mb-3 space-y-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-[13px]"
    >
      <p>
        Address of <strong>{feed.name}</strong>. It is shown only now: copy it before closing this note.
        Anyone with it can read this feed until it is revoked.
      </p>
      <CopyField label="https:// address" value={https} />
      <CopyField label="webcal:// address" value={webcal} />
      <ul className="list-disc pl-5 text-slate-700">
        {HOW_TO_SUBSCRIBE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button size="sm" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

function FeedRow({ feed }: { feed: CalendarFeed }) {
  const { revoke } = useSaveCalendarFeed();
  const [asking, setAsking] = useState(false);
  return (
    <tr className="h-10 border-b border-slate-100 text-[13px]">
      <td className="px-3">{feed.name}</td>
      <td className="px-3">{feed.scopeLabel}</td>
      <td className="px-3">{feed.includeCancelled ? "Included" : "Left out"}</td>
      <td className="px-3">{feed.createdBy}</td>
      <td className="px-3 tabular-nums text-slate-600">{whenText(feed.createdAt)}</td>
      <td className="px-3 text-right">
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setAsking(true)}>
          Revoke
        </Button>
        {asking ? (
          <ConfirmDialog
            title={`Revoke ${feed.name}?`}
            description="Calendars subscribed to it stop updating at once, and its address cannot be used again."
            confirm="Revoke"
            onConfirm={() =>
              revoke.mutate(feed.id, {
                onSuccess: () => toastSuccess(`Calendar feed ${feed.name} revoked`),
                onError: (error) => toastError(errorText(error, "Failed to revoke the calendar feed")),
              })
            }
            onClose={() => setAsking(false)}
          />
        ) : null}
      </td>
    </tr>
  );
}

/** Settings' calendar feeds (docs/decisions/030), for users who can edit. */
export function CalendarFeedsSection() {
  const feeds = useCalendarFeeds();
  const [made, setMade] = useState<CreatedCalendarFeed | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={headingId} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        Calendar feeds
      </h2>
      <p className="px-3 pt-3 text-[13px] text-slate-600">
        A feed puts flights in Google Calendar, Outlook or Apple Calendar and keeps them up to date.
      </p>
      <MakeFeedForm onMade={setMade} />
      {made ? <NewFeedAddress feed={made} onDone={() => setMade(null)} /> : null}
      <table aria-label="Calendar feeds" className="w-full text-left">
        <thead className="bg-slate-50 text-[12px] text-slate-500">
          <tr>
            <th className="px-3 py-1.5 font-medium">Name</th>
            <th className="px-3 py-1.5 font-medium">Lists</th>
            <th className="px-3 py-1.5 font-medium">Cancelled flights</th>
            <th className="px-3 py-1.5 font-medium">Made by</th>
            <th className="px-3 py-1.5 font-medium">Made</th>
            <th className="px-3 py-1.5">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(feeds.data ?? []).map((feed) => (
            <FeedRow key={feed.id} feed={feed} />
          ))}
        </tbody>
      </table>
      {feeds.data?.length === 0 ? (
        <p className="px-3 py-3 text-[13px] text-slate-500">No calendar feeds yet.</p>
      ) : null}
    </section>
  );
}
