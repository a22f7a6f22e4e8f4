import { ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import type { ReactNode, Ref } from "react";
import { cn } from "./cn.ts";
import { SelectContent } from "./select.tsx";

/**
 * A select for forms: as tall as an input, named by a `<label htmlFor={id}>` above it, and marked
 * invalid with its error described. An empty `value` shows the placeholder.
 */
export function FormSelect({
  id,
  value,
  onValueChange,
  placeholder,
  invalid,
  describedBy,
  disabled,
  autoFocus,
  ref,
  onCloseAutoFocus,
  typedRef,
  children,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** Called as the list closes, before focus returns to the trigger; `preventDefault()` keeps it away. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Holds what was typed in the filter box (select.tsx). */
  typedRef?: { current: string };
  children: ReactNode;
}) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        ref={ref}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          "flex h-9 w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 shadow-xs",
          "hover:bg-slate-50 focus:border-slate-500 focus:outline-none focus:ring-2 focus:ring-slate-900/10",
          "data-[placeholder]:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70",
          "aria-[invalid=true]:border-red-500",
        )}
      >
        <span className="min-w-0 truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon>
          <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <SelectContent value={value} onCloseAutoFocus={onCloseAutoFocus} typedRef={typedRef}>
        {children}
      </SelectContent>
    </RadixSelect.Root>
  );
}
