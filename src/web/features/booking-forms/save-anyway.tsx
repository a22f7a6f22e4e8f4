import { TriangleAlert } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import type { Conflict } from "../../../shared/fleet.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog.tsx";

/**
 * 'Save anyway' (issue 11): before a save, asks the server what it would clash with; with no clash it
 * saves at once, otherwise it shows each clash and saves only when the user confirms. Nothing is
 * blocked: a preview that fails leaves the save to report the error itself.
 */
export function useSaveAnyway<P>(options: {
  preview: (payload: P) => Promise<Conflict[]>;
  save: (payload: P) => void;
}): { attempt: (payload: P) => Promise<void>; checking: boolean; confirm: ReactNode } {
  const { preview, save } = options;
  const [asking, setAsking] = useState<{ payload: P; conflicts: Conflict[] } | null>(null);
  const [checking, setChecking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);

  const attempt = async (payload: P) => {
    setChecking(true);
    let conflicts: Conflict[] = [];
    try {
      conflicts = await preview(payload);
    } catch {
      // The save itself answers with the reason.
    } finally {
      setChecking(false);
    }
    if (conflicts.length === 0) save(payload);
    else setAsking({ payload, conflicts });
  };

  const confirm = (
    <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
      {asking ? (
        <DialogContent
          title="This booking clashes"
          // Focus on Cancel, so Enter on opening goes back to the form rather than saving.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          description="Saving it anyway is allowed; the clash stays marked on the table, the board and the Fleet tab."
          footer={
            <>
              <DialogClose asChild>
                <Button ref={cancel}>Cancel</Button>
              </DialogClose>
              <Button
                variant="primary"
                onClick={() => {
                  save(asking.payload);
                  setAsking(null);
                }}
              >
                Save anyway
              </Button>
            </>
          }
        >
          <ul className="space-y-2">
            {asking.conflicts.map((conflict) => (
              <li key={`${conflict.kind}:${conflict.date}:${conflict.detail}`} className="flex gap-2">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                <span>{conflict.detail}</span>
              </li>
            ))}
          </ul>
        </DialogContent>
      ) : null}
    </Dialog>
  );
  return { attempt, checking, confirm };
}
