import type { ReactNode } from "react";
import { DialogContent } from "../../ui/dialog.tsx";
import { useReturnFocus } from "../../ui/use-return-focus.ts";
import { ListsPending } from "./reference-lists.tsx";

/** A booking dialog's open/close: it stays open while its save is pending, so no save is lost from sight. */
export const guardedOpenChange =
  (pending: boolean, onOpenChange: (open: boolean) => void) => (next: boolean) => {
    if (!next && pending) return;
    onOpenChange(next);
  };

/**
 * The shell both booking dialogs share: clicking outside never closes it, Escape does not while the save
 * is pending (otherwise `onEscape` may take it first, to close an inline panel), focus returns to the
 * opener, and the form shows once its lists are in (a spinner, or the failure and Try again, until then).
 */
export function BookingDialogContent({
  title,
  description,
  width,
  pending,
  onEscape,
  footer,
  ready,
  lists,
  children,
}: {
  title: string;
  description: string;
  width: string;
  pending: boolean;
  onEscape?: (event: KeyboardEvent) => void;
  footer: ReactNode;
  ready: boolean;
  lists: { failed: boolean; retry: () => void; failure: string; loadingLabel: string };
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus();
  return (
    <DialogContent
      title={title}
      description={description}
      style={{ width }}
      onInteractOutside={(event) => event.preventDefault()}
      onEscapeKeyDown={(event) => {
        if (pending) event.preventDefault();
        else onEscape?.(event);
      }}
      onCloseAutoFocus={returnFocus}
      footer={footer}
    >
      {ready ? children : <ListsPending {...lists} />}
    </DialogContent>
  );
}
