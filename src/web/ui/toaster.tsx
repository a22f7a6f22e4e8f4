import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast } from "radix-ui";
import { dismissToast, TOAST_DURATION_MS, type ToastMessage, useToasts } from "../lib/toast-store.ts";
import { cn } from "./cn.ts";

const tone = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-200 bg-red-50 text-red-900",
} as const;

function ToastItem({ message }: { message: ToastMessage }) {
  const Icon =
    message.variant === "destructive" ? CircleAlert : message.variant === "success" ? CircleCheck : null;
  return (
    <Toast.Root
      duration={message.duration}
      type={message.variant === "destructive" ? "foreground" : "background"}
      onOpenChange={(open) => {
        if (!open) dismissToast(message.id);
      }}
      className={cn(
        "pointer-events-auto flex w-[22rem] items-start gap-3 rounded-lg border p-3.5 shadow-lg animate-toast-in",
        tone[message.variant],
      )}
    >
      {Icon ? (
        <Icon
          className={cn(
            "mt-0.5 size-4 shrink-0",
            message.variant === "destructive" ? "text-red-600" : "text-emerald-600",
          )}
          aria-hidden="true"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
        {message.description ? (
          <Toast.Description className="mt-0.5 text-[13px] break-words opacity-90">
            {message.description}
          </Toast.Description>
        ) : null}
      </div>
      {message.action ? (
        <Toast.Action
          altText={message.action.label}
          onClick={message.action.onClick}
          className="rounded-md border border-slate-300 px-2 py-1 text-[13px] font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
        >
          {message.action.label}
        </Toast.Action>
      ) : null}
      <Toast.Close aria-label="Dismiss notification" className="rounded p-0.5 opacity-60 hover:opacity-100">
        <X className="size-3.5" aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}

/** The one place toasts appear (bottom right). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((message) => (
        <ToastItem key={message.id} message={message} />
      ))}
      <Toast.Viewport className="fixed right-4 bottom-4 z-[60] flex flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
