import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";

/** Mount point of the Import Bookings from CSV dialog (product §2); a placeholder until it lands. */
export function ImportCsvDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Import Bookings from CSV"
        description="Importing bookings from a CSV file is not available yet."
        footer={
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        }
      />
    </Dialog>
  );
}
