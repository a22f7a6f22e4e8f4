import { LoaderCircle } from "lucide-react";
import { cn } from "./cn.ts";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" aria-label={label} className={cn("inline-flex text-slate-400", className)}>
      <LoaderCircle className="size-full animate-spin" aria-hidden="true" />
    </span>
  );
}

/** A spinner centred in the whole window, for the first session check. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}
