import { useRef } from "react";
import { useConfirmQuestion } from "../lib/confirm-question.ts";
import { focusWhereAsked } from "../lib/question-store.ts";
import { Button } from "./button.tsx";
import { Dialog, DialogContent } from "./dialog.tsx";

/** The app's one "are you sure" question (lib/confirm-question.ts); Cancel has the focus, so Enter goes back. */
export function ConfirmQuestion() {
  const question = useConfirmQuestion();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={question !== null} onOpenChange={(open) => (open ? undefined : question?.reply(false))}>
      {question ? (
        <DialogContent
          title={question.about.title}
          description={question.about.description}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={focusWhereAsked(question)}
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
        />
      ) : null}
    </Dialog>
  );
}
