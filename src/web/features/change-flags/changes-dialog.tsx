import type { User } from "../../../shared/auth.ts";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import { useAcknowledgeAll } from "../../data/acknowledge-changes.ts";
import { moreFlagsText } from "../../lib/change-flag-text.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";
import { ChangedBooking } from "./changed-booking.tsx";

/**
 * The list behind the header's count: each changed booking, how many more the answer only counts, and
 * acknowledging them all at once (those too: they changed before the newest listed).
 */
export function ChangesDialog({
  user,
  flags,
  more,
  open,
  onOpenChange,
}: {
  user: User;
  flags: ChangeFlag[];
  more: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const acknowledgeAll = useAcknowledgeAll();
  // Only what the list shows is acknowledged: a change arriving after it was read stays flagged.
  const upTo = Math.max(0, ...flags.map((flag) => flag.upTo));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Changes by others"
        description="Bookings changed by someone else since you last acknowledged them."
        className="w-[min(40rem,calc(100vw-2rem))]"
        footer={
          <>
            <DialogClose asChild>
              <Button size="sm">Close</Button>
            </DialogClose>
            <Button
              size="sm"
              variant="primary"
              disabled={flags.length === 0}
              onClick={() => {
                acknowledgeAll.mutate({ upTo });
                onOpenChange(false);
              }}
            >
              Acknowledge all
            </Button>
          </>
        }
      >
        {flags.length === 0 ? (
          <p className="text-[13px] text-slate-500">Nothing new since you last looked.</p>
        ) : (
          <>
            <ul aria-label="Changed bookings" className="divide-y divide-slate-100">
              {flags.map((flag) => (
                <ChangedBooking
                  key={flag.bookingId}
                  user={user}
                  flag={flag}
                  onShow={() => onOpenChange(false)}
                />
              ))}
            </ul>
            {more > 0 ? <p className="pt-2.5 text-[13px] text-slate-600">{moreFlagsText(more)}</p> : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
