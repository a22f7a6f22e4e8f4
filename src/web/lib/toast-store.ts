import { useSyncExternalStore } from "react";

/** Product §9: at most one toast is shown at a time, for 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A toast with an action (Undo after a delete) stays at least this long, or until dismissed (docs/decisions/021). */
export const ACTION_TOAST_DURATION_MS = 15_000;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** One button beside the message, such as Undo after a delete (docs/decisions/016). */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

let nextId = 1;
let toasts: ToastMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast, replacing the one on screen (there is at most one). Callable outside React. */
export function toast(input: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
}): number {
  const id = nextId++;
  const message: ToastMessage = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    duration: input.duration ?? (input.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS),
    action: input.action,
  };
  toasts = [message, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** The toasts on screen now (at most one). */
export const currentToasts = (): ToastMessage[] => toasts;

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/** Product §8 wording for table actions and sessions. */
export const toastSuccess = (description: string, action?: ToastAction) =>
  toast({ title: "Success", description, variant: "success", action });
export const toastError = (description: string) =>
  toast({ title: "Error", description, variant: "destructive" });
