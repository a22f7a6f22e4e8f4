import { useSyncExternalStore } from "react";

/** A question on screen: what it is about, and its answer (false is the cautious one). */
export interface Question<T> {
  about: T;
  reply: (yes: boolean) => void;
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
