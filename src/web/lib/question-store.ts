import { useSyncExternalStore } from "react";

/** A question on screen: what it is about, and its answer (false is the cautious one). */
export interface Question<T> {
  about: T;
  reply: (yes: boolean) => void;
  /**
   * What had focus when the question was asked, where focus goes back when it closes: a table cell
   * asks after its editor closed and gave the cell back its focus, so Radix's own return (to what had
   * focus as the dialog opened, often the editor since removed) left focus on the page (docs/decisions/043).
   */
  returnTo: HTMLElement | null;
}

/**
 * One question at a time, asked from anywhere (a cell that closed as it saved can still ask) and shown
 * by the app's one host for it. A second question replaces the first, which is answered no.
 */
export function questionStore<T>() {
  let question: Question<T> | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => question;

  return {
    /** The question on screen, for the host. */
    useQuestion: (): Question<T> | null => useSyncExternalStore(subscribe, current, current),
    ask: (about: T): Promise<boolean> => {
      question?.reply(false);
      return new Promise((resolve) => {
        const asked: Question<T> = {
          about,
          returnTo: document.activeElement instanceof HTMLElement ? document.activeElement : null,
          reply: (yes) => {
            if (question === asked) {
              question = null;
              emit();
            }
            resolve(yes);
          },
        };
        question = asked;
        emit();
      });
    },
  };
}

/** A question dialog's `onCloseAutoFocus`: focus back where the question was asked, while it is there. */
export function focusWhereAsked(question: Question<unknown>) {
  return (event: Event) => {
    if (!question.returnTo?.isConnected) return;
    event.preventDefault();
    question.returnTo.focus();
  };
}
