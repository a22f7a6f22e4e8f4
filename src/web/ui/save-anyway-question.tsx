import { TriangleAlert } from "lucide-react";
import { useRef } from "react";
import { focusWhereAsked } from "../lib/question-store.ts";
import { useSaveAnywayQuestion } from "../lib/save-anyway.ts";
import { Button } from "./button.tsx";
import { Dialog, DialogContent } from "./dialog.tsx";

/**
 * The app's one 'Save anyway' question (docs/decisions/022): each conflict the write would add, by the
 * aircraft and the other booking, then what the conflict query says of it.
 */
export function SaveAnywayQuestion() {
  const question = useSaveAnywayQuestion();
  const cancel = useRef<HTMLButtonElement>(null);
  const count = question?.about.conflicts.length ?? 0;
  // Maintenance items the change takes an aircraft past (docs/decisions/051) are asked about as clashes are.
  const items = question?.about.conflicts.filter((conflict) => conflict.kind === "maintenance").length ?? 0;
  // So are flight and duty limits it takes a pilot past (docs/decisions/055).
  const limits = question?.about.conflicts.filter((conflict) => conflict.kind === "duty-limit").length ?? 0;
  const restoring = question?.about.confirm === "Restore anyway";
  return (
    <Dialog open={question !== null} onOpenChange={(open) => (open ? undefined : question?.reply(false))}>
      {question ? (
        <DialogContent
          title={
            items === count
              ? items === 1
                ? "This change takes an aircraft past a maintenance item"
                : `This change takes aircraft past ${items} maintenance items`
              : limits === count
                ? limits === 1
                  ? "This change takes a pilot past a flight or duty limit"
                  : `This change takes pilots past ${limits} flight or duty limits`
                : count === 1
                  ? "This change adds a clash"
                  : `This change adds ${count} clashes`
          }
          // Focus on Cancel, so Enter on opening goes back rather than saving.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={focusWhereAsked(question)}
          description={
            items === count
              ? `${restoring ? "Restoring" : "Saving"} it anyway is allowed; the item stays marked on the Fleet tab and in Settings.`
              : limits === count
                ? `${restoring ? "Restoring" : "Saving"} it anyway is allowed; the pilot's standing in Settings shows it.`
                : `${restoring ? "Restoring" : "Saving"} it anyway is allowed; the clash stays marked on the table, the board and the Fleet tab.`
          }
          footer={
            <>
              <Button ref={cancel} onClick={() => question.reply(false)}>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => question.reply(true)}>
                {question.about.confirm}
              </Button>
            </>
          }
        >
          <ul className="space-y-2">
            {question.about.conflicts.map((conflict) => (
              <li key={`${conflict.kind}:${conflict.date}:${conflict.detail}`} className="flex gap-2">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
                <span>
                  <span className="font-medium text-slate-900">{conflict.summary}</span>
                  {/* A crew clash or a limit says it all in its summary (docs/decisions/055). */}
                  {conflict.detail === conflict.summary ? null : (
                    <span className="block text-slate-600">{conflict.detail}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
