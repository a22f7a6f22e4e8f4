import { History } from "lucide-react";
import { useRef } from "react";
import { changeText } from "../lib/history-text.ts";
import { staleTitle, useStaleQuestion } from "../lib/stale-write.ts";
import { Button } from "./button.tsx";
import { Dialog, DialogContent } from "./dialog.tsx";

/**
 * The app's one stale-write question (docs/decisions/028): who changed the booking since this person
 * read it, when (their local time) and what, then 'Keep theirs' (focused; Escape, the close button and
 * a click outside answer it too) or 'Apply mine'. The table already shows theirs while it asks.
 */
export function StaleWriteQuestion() {
  const question = useStaleQuestion();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={question !== null} onOpenChange={(open) => (open ? undefined : question?.reply(false))}>
      {question ? (
        <DialogContent
          title={`${staleTitle(question.about)}:`}
          // Focus on Keep theirs, so Enter on opening drops my edit rather than overwriting theirs.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            keep.current?.focus();
          }}
          description="Your change was not saved. Keep theirs, or apply yours on top of it."
          footer={
            <>
              <Button ref={keep} onClick={() => question.reply(false)}>
                Keep theirs
              </Button>
              <Button variant="primary" onClick={() => question.reply(true)}>
                Apply mine
              </Button>
            </>
          }
        >
          <ul className="space-y-2" aria-label="Their changes">
            {question.about.changes.length === 0 ? (
              <li className="text-slate-600">The booking was changed (by a merge or an import).</li>
            ) : (
              question.about.changes.map((change) => (
                <li key={`${change.field}:${change.date}:${change.to}`} className="flex gap-2">
                  <History className="mt-0.5 size-4 shrink-0 text-blue-600" aria-hidden="true" />
                  <span className="text-slate-900">{changeText(change)}</span>
                </li>
              ))
            )}
          </ul>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
