import { questionStore } from "./question-store.ts";

/** A question before a write that does more than the person may expect, with its go-ahead button. */
export interface Confirmation {
  title: string;
  description: string;
  /** The button that goes ahead ("Change type"); Cancel is the other, and has the focus. */
  confirm: string;
}

/**
 * The app's one "are you sure" question, asked from anywhere (a table cell that closed as it chose) and
 * shown by the app's one host (ui/confirm-question.tsx): resolves true only on the go-ahead.
 */
const confirmations = questionStore<Confirmation>();
export const useConfirmQuestion = confirmations.useQuestion;
export const askToConfirm = confirmations.ask;
