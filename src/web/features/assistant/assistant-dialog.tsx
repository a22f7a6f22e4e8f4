import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";

/** Mount point of the Booking Assistant chat (product §2); a placeholder until it lands. */
export function AssistantDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Booking Assistant"
        description="The Booking Assistant is not available yet."
        footer={
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        }
      />
    </Dialog>
  );
}
