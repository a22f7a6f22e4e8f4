import { type ReactNode, useRef, useState } from "react";
import { largeHoursQuestion } from "../../shared/typed-hours.ts";
import { Button } from "./button.tsx";
import { Dialog, DialogClose, DialogContent } from "./dialog.tsx";

/**
 * A day's expected hours above 12 are asked about once before saving ("12.50 hours on one day?",
 * docs/decisions/021): a slipped decimal is caught, a genuine long day is one more click. Its own small
 * step before the save, so other checks (such as 'Save anyway') can follow it unchanged.
 * `attempt` answers whether it is asking (the save waits) or saved at once.
 */
export function useConfirmLargeHours<P>(options: {
  hoursOf: (payload: P) => string;
  save: (payload: P) => void;
  cancel?: () => void;
  /** False when the caller puts focus back itself (a table cell); else it returns where it was. */
  returnFocus?: boolean;
}): { attempt: (payload: P) => boolean; confirm: ReactNode } {
  const { hoursOf, save, cancel, returnFocus = true } = options;
  const [asking, setAsking] = useState<{ payload: P; question: string } | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const attempt = (payload: P) => {
    const question = largeHoursQuestion(hoursOf(payload));
    if (question === null) {
      save(payload);
      return false;
    }
    setAsking({ payload, question });
    return true;
  };

  const confirm = (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (open) return;
        setAsking(null);
        cancel?.();
      }}
    >
      {asking ? (
        <DialogContent
          title={asking.question}
          description="That is a long day for one aircraft: check the figure before saving it."
          // Focus on Cancel, so a second Enter does not save a slipped decimal.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => (returnFocus ? undefined : event.preventDefault())}
          footer={
            <>
              <DialogClose asChild>
                <Button ref={cancelButton}>Cancel</Button>
              </DialogClose>
              <Button
                variant="primary"
                onClick={() => {
                  setAsking(null);
                  save(asking.payload);
                }}
              >
                Save {Number(hoursOf(asking.payload)).toFixed(2)} hours
              </Button>
            </>
          }
        />
      ) : null}
    </Dialog>
  );
  return { attempt, confirm };
}
