import { type ReactNode, useRef } from "react";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";
import { useReturnFocus } from "../../ui/use-return-focus.ts";

/**
 * Asks before a destructive change in Settings (docs/decisions/023): the question names what happens,
 * Cancel has the focus (so Enter on opening changes nothing), and only the named button goes ahead.
 */
export function ConfirmDialog({
  title,
  description,
  confirm,
  busy = false,
  onConfirm,
  onClose,
}: {
  title: string;
  description?: ReactNode;
  /** The button that goes ahead: 'Merge', 'Disable'. */
  confirm: string;
  /** While the question's facts load, the button waits. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        onCloseAutoFocus={returnFocus}
        footer={
          <>
            <DialogClose asChild>
              <Button ref={cancel}>Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={busy}
              onClick={() => {
                onConfirm();
                onClose();
              }}
            >
              {confirm}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
