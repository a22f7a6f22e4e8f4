import type { AddedConflict } from "../../shared/fleet.ts";
import { ApiError } from "./api-client.ts";
import { questionStore } from "./question-store.ts";
import { type ToastAction, toast, toastSuccess } from "./toast-store.ts";

/**
 * A preview refused because the booking changed since (decision 028's 409, which carries the booking as
 * it is now). Told apart by its shape, not by stale-write.ts's zod schema: this file loads with the
 * page's first code, and zod must not, before lib/zod-settings.ts has run (the page's CSP forbids eval).
 */
const refusedAsStale = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof (error.body as { booking?: unknown } | undefined)?.booking === "object";

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

/** A write's preview, of the variables it will save with (their `version` among them). */
type Preview<V> = (variables: V) => Promise<AddedConflict[]>;

/**
 * Saves whose preview the server refused as stale (the booking changed since its writer read it,
 * docs/decisions/028), by their variables: nobody has been asked about their clashes yet.
 */
const notYetPreviewed = new WeakMap<object, { preview: Preview<never>; confirm: SaveAnywayConfirm }>();

/**
 * Previews, asks when the write adds conflicts, and calls `save` unless the person cancels. A preview
 * that fails leaves the save to report the error itself: nothing is blocked. One refused because the
 * booking changed leaves the save to be refused too, and to ask 'Keep theirs' or 'Apply mine' first;
 * 'Apply mine' then asks about clashes (`askClashesBeforeApplyingMine`).
 */
export async function saveUnlessDeclined<V extends object>(options: {
  preview: Preview<V>;
  variables: V;
  save: (variables: V) => void;
  /** The button that goes ahead: a restore asks 'Restore anyway' (docs/decisions/042). */
  confirm?: SaveAnywayConfirm;
}): Promise<boolean> {
  const confirm = options.confirm ?? "Save anyway";
  let conflicts: AddedConflict[] = [];
  try {
    conflicts = await options.preview(options.variables);
  } catch (error) {
    // The save answers with the reason.
    if (refusedAsStale(error)) {
      notYetPreviewed.set(options.variables, { preview: options.preview as Preview<never>, confirm });
    }
  }
  if (conflicts.length > 0 && !(await ask({ conflicts, confirm }))) {
    return false;
  }
  if (conflicts.length > 0) savedWith.set(options.variables, conflicts);
  options.save(options.variables);
  return true;
}

/**
 * Before 'Apply mine' sends `mine` (the stale save's `variables` at the booking's version now): the
 * clash question its preview could not ask, since the booking had changed, now asked on the booking
 * as it is. Resolves false when the person cancels; true at once for a save that was asked before.
 */
export async function askClashesBeforeApplyingMine<V extends object>(
  variables: V,
  mine: V,
): Promise<boolean> {
  const pending = notYetPreviewed.get(variables);
  if (!pending) return true;
  notYetPreviewed.delete(variables);
  let conflicts: AddedConflict[] = [];
  try {
    conflicts = await (pending.preview as Preview<V>)(mine);
  } catch (error) {
    // Changed yet again: the save is refused and asks again, and so will this.
    if (refusedAsStale(error)) notYetPreviewed.set(mine, pending);
  }
  if (conflicts.length > 0 && !(await ask({ conflicts, confirm: pending.confirm }))) return false;
  if (conflicts.length > 0) savedWith.set(mine, conflicts);
  return true;
}

/** "Saved with 1 clash" and its lines, when the save with `variables` went ahead over clashes. */
export function savedWithClashes(variables: unknown): { title: string; description: string } | null {
  const conflicts =
    typeof variables === "object" && variables !== null ? savedWith.get(variables) : undefined;
  return conflicts ? clashesSaved(conflicts) : null;
}

/**
 * "Saved with 2 clashes" and one line per clash; "Saved past a maintenance item" when that is all it
 * went ahead over (docs/decisions/051), "Saved past a flight or duty limit" likewise (decision 055).
 */
export function clashesSaved(conflicts: AddedConflict[]): { title: string; description: string } {
  const count = conflicts.length;
  const items = conflicts.filter((conflict) => conflict.kind === "maintenance").length;
  const limits = conflicts.filter((conflict) => conflict.kind === "duty-limit").length;
  return {
    title:
      items === count
        ? `Saved past ${count === 1 ? "a maintenance item" : `${count} maintenance items`}`
        : limits === count
          ? `Saved past ${count === 1 ? "a flight or duty limit" : `${count} flight or duty limits`}`
          : `Saved with ${count} ${count === 1 ? "clash" : "clashes"}`,
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
