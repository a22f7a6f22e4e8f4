import type { AddedConflict } from "../../shared/fleet.ts";
import { type ToastAction, toast, toastSuccess } from "../ui/toast-store.ts";
import { questionStore } from "./question-store.ts";

/**
 * 'Save anyway' for every write that can add a conflict (docs/decisions/022): the write's preview call
 * says which conflicts it would add; none, and it saves at once (the common path stays one keystroke);
 * some, and one question, shown by the app's one host, names them and saves only on 'Save anyway'.
 */
const saveAnywayQuestions = questionStore<{ conflicts: AddedConflict[]; confirm: SaveAnywayConfirm }>();
export const useSaveAnywayQuestion = saveAnywayQuestions.useQuestion;
const ask = saveAnywayQuestions.ask;

export type SaveAnywayConfirm = "Save anyway" | "Restore anyway";

/** The clashes each save went ahead with, by its variables, for its success toast. */
const savedWith = new WeakMap<object, AddedConflict[]>();

/**
 * Previews, asks when the write adds conflicts, and calls `save` unless the person cancels. A preview
 * that fails leaves the save to report the error itself: nothing is blocked.
 */
export async function saveUnlessDeclined<V extends object>(options: {
  preview: () => Promise<AddedConflict[]>;
  variables: V;
  save: (variables: V) => void;
  /** The button that goes ahead: a restore asks 'Restore anyway' (docs/decisions/042). */
  confirm?: SaveAnywayConfirm;
}): Promise<boolean> {
  let conflicts: AddedConflict[] = [];
  try {
    conflicts = await options.preview();
  } catch {
    // The save answers with the reason.
  }
  if (conflicts.length > 0 && !(await ask({ conflicts, confirm: options.confirm ?? "Save anyway" }))) {
    return false;
  }
  if (conflicts.length > 0) savedWith.set(options.variables, conflicts);
  options.save(options.variables);
  return true;
}

/** "Saved with 1 clash" and its lines, when the save with `variables` went ahead over clashes. */
export function savedWithClashes(variables: unknown): { title: string; description: string } | null {
  const conflicts =
    typeof variables === "object" && variables !== null ? savedWith.get(variables) : undefined;
  return conflicts ? clashesSaved(conflicts) : null;
}

/** "Saved with 2 clashes" and one line per clash. */
export function clashesSaved(conflicts: AddedConflict[]): { title: string; description: string } {
  const count = conflicts.length;
  return {
    title: `Saved with ${count} ${count === 1 ? "clash" : "clashes"}`,
    description: conflicts.map((conflict) => conflict.summary).join("; "),
  };
}

/**
 * The success toast of a save: "Saved with 1 clash" and the clash when it went ahead over one; with
 * `action` (such as "Open December 2026") beside either.
 */
export function toastSaved(variables: unknown, success: string, action?: ToastAction): void {
  const clashes = savedWithClashes(variables);
  if (clashes) toast({ ...clashes, variant: "success", action });
  else toastSuccess(success, action);
}
