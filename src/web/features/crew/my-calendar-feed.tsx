import { useState } from "react";
import type { CreatedMyCalendarFeed } from "../../../shared/my-flights.ts";
import { useMyCalendarFeed, useSaveMyCalendarFeed } from "../../data/get-my-flights.ts";
import { errorText } from "../../lib/api-client.ts";

const BUTTON =
  "min-h-12 rounded-lg border-2 border-gray-900 bg-white px-4 font-bold text-[17px] text-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60";

/** A new feed's address, shown once (only its hash is kept): a webcal link a phone's calendar opens, and the text. */
function NewAddress({ feed }: { feed: CreatedMyCalendarFeed }) {
  const https = `${window.location.origin}${feed.path}`;
  const webcal = https.replace(/^https?:/, "webcal:");
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border-2 border-gray-900 bg-amber-50 p-3 text-[16px]"
    >
      <p>
        Your feed's address is shown only now. Anyone with it can read your flights until you stop it or make
        a new one.
      </p>
      <a href={webcal} className={`${BUTTON} inline-flex items-center justify-center`}>
        Subscribe in my calendar
      </a>
      <label className="flex flex-col gap-1 font-semibold">
        Address to copy
        <input
          readOnly
          value={https}
          onFocus={(event) => event.target.select()}
          className="rounded border-2 border-gray-900 bg-white px-2 py-2 font-mono text-[13px]"
        />
      </label>
    </div>
  );
}

/**
 * The pilot's own calendar feed (issue 46 item 7): their flights in their phone's calendar, by a secret
 * address as the operator's feeds are (docs/decisions/030); made, replaced and stopped here.
 */
export function MyCalendarFeedSection() {
  const current = useMyCalendarFeed();
  const { make, stop } = useSaveMyCalendarFeed();
  const [made, setMade] = useState<CreatedMyCalendarFeed | null>(null);
  const [asking, setAsking] = useState(false);
  const feed = current.data?.feed ?? null;
  const failed = make.error ?? stop.error;
  return (
    <section aria-labelledby="my-calendar" className="flex flex-col gap-2">
      <h2 id="my-calendar" className="border-gray-900 border-b-2 py-2 font-black text-[20px]">
        My calendar feed
      </h2>
      {made && feed?.id === made.id ? (
        <NewAddress feed={made} />
      ) : feed ? (
        <p className="text-[17px]">{`Your flights are in a calendar feed made ${new Date(feed.createdAt).toLocaleDateString("en-GB")}.`}</p>
      ) : (
        <p className="text-[17px]">Your flights in your phone's calendar, kept up to date.</p>
      )}
      {failed && <p role="alert">{errorText(failed, "The calendar feed could not be changed")}</p>}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={make.isPending || current.data === undefined}
          onClick={() => make.mutate(undefined, { onSuccess: setMade })}
        >
          {feed ? "Make a new address" : "Make my calendar feed"}
        </button>
        {feed &&
          (asking ? (
            <>
              <button
                type="button"
                className={BUTTON}
                disabled={stop.isPending}
                onClick={() => stop.mutate(undefined, { onSuccess: () => setAsking(false) })}
              >
                Stop it
              </button>
              <button type="button" className={BUTTON} onClick={() => setAsking(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className={BUTTON} onClick={() => setAsking(true)}>
              Stop the feed
            </button>
          ))}
      </div>
    </section>
  );
}
