import { useBookingHistory } from "../../../data/get-booking-history.ts";
import { changeText, createdAndChangedText, whenText } from "../../../lib/history-text.ts";

/**
 * The Edit Booking dialog's History (docs/decisions/016): who created and last changed the booking, then every
 * save, newest first, each with the fields it changed in plain words.
 */
export function BookingHistory({ bookingId }: { bookingId: number }) {
  const history = useBookingHistory(bookingId);
  if (history.isPending) return null;
  if (history.isError) {
    return <p className="mt-4 text-[13px] text-slate-500">The booking's history could not be loaded.</p>;
  }
  const entries = history.data;
  const summary = createdAndChangedText(entries);
  return (
    <section aria-labelledby="booking-history-title" className="mt-5 border-t border-slate-100 pt-4">
      {summary ? <p className="mb-3 text-[13px] text-slate-600">{summary}</p> : null}
      <h3 id="booking-history-title" className="mb-2 text-[13px] font-semibold text-slate-900">
        History
      </h3>
      {entries.length === 0 ? (
        <p className="text-[13px] text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="max-h-48 space-y-2 overflow-y-auto text-[13px]">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-100 bg-slate-50 px-3 py-2">
              <p>
                <span className="font-medium">{entry.user.name}</span>{" "}
                {entry.entity === "booking"
                  ? `${entry.action} this booking`
                  : `${entry.action} ${entry.entity} ${entry.label}`}{" "}
                <span className="text-slate-500 tabular-nums">on {whenText(entry.at)}</span>
              </p>
              {entry.changes.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                  {entry.changes.map((change) => (
                    <li key={`${change.field}-${change.date ?? ""}`}>{changeText(change)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
