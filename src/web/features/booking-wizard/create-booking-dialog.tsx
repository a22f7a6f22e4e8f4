import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";

/**
 * Mount point of the Create Booking wizard (spec §2). A placeholder until the wizard lands; the
 * scheduler opens it from 'New Booking' and 'Create your first booking' and loads this file lazily.
 */
export function CreateBookingDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="New Booking"
        description="Creating bookings from this form is not available yet."
        footer={
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        }
      />
    </Dialog>
  );
}
