import type { Booking } from "../../../shared/bookings.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";

/**
 * Mount point of the Edit Booking dialog (spec §2). A placeholder until the dialog lands; the table's
 * edit action opens it with the booking, and the scheduler loads this file lazily.
 */
export function EditBookingDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: Booking | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit Booking"
        description="Update booking details. Changes to date range will automatically adjust daily booking details."
        footer={
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        }
      >
        <p className="text-slate-600">
          Editing booking {booking?.id} of {booking?.customer.name} is not available yet.
        </p>
      </DialogContent>
    </Dialog>
  );
}
