import type { User } from "../../../shared/auth.ts";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import { READ_ONLY } from "../../../shared/session-rules.ts";
import { useAcknowledgeOne } from "../../data/acknowledge-changes.ts";
import { useRestoreBooking } from "../../data/restore-booking.ts";
import { errorText } from "../../lib/api-client.ts";
import { openBookingById } from "../../lib/booking-link.ts";
import { flagLines } from "../../lib/change-flag-text.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { GuardedButton } from "../../ui/guarded-button.tsx";

/** One changed booking in the list: what happened to it, newest first, Acknowledge, and Restore once deleted. */
export function ChangedBooking({ user, flag, onShow }: { user: User; flag: ChangeFlag; onShow: () => void }) {
  const acknowledge = useAcknowledgeOne();
  const restore = useRestoreBooking({
    // Whoever restores it has seen the deletion.
    onSuccess: () => {
      toastSuccess("Booking restored");
      acknowledge.mutate({ bookingId: flag.bookingId, upTo: flag.upTo });
    },
    onError: (error) => toastError(errorText(error, "Failed to restore booking")),
  });
  return (
    <li className="flex items-start gap-3 py-2.5">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="text-[13px] font-medium text-slate-900">
          {flag.label}
          {flag.deleted ? <span className="ml-2 text-[12px] font-normal text-red-700">Deleted</span> : null}
        </p>
        <ul className="space-y-0.5 text-[12px] text-slate-600">
          {flagLines(flag).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {flag.deleted ? null : (
        <Button
          size="sm"
          aria-label={`Show ${flag.label}`}
          onClick={() => {
            openBookingById(flag.bookingId);
            onShow();
          }}
        >
          Show
        </Button>
      )}
      {flag.deleted ? (
        <GuardedButton
          size="sm"
          disabledReason={user.can_edit ? undefined : READ_ONLY}
          disabled={restore.isPending}
          onClick={() => restore.restore(flag.bookingId)}
        >
          Restore
        </GuardedButton>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Acknowledge ${flag.label}`}
        onClick={() => acknowledge.mutate({ bookingId: flag.bookingId, upTo: flag.upTo })}
      >
        Acknowledge
      </Button>
    </li>
  );
}
