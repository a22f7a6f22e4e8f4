import { Check, ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** A select with a visible trigger, used in toolbars and forms. */
export function Select({
  value,
  onValueChange,
  children,
  ariaLabel,
  placeholder,
  className,
  disabled,
  title,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  ariaLabel: string;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  /** Shown on hover: the whole of a value the trigger cuts short. */
  title?: string;
}) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        aria-label={ariaLabel}
        title={title}
        className={cn(
          "inline-flex h-8 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-[13px] text-slate-800 shadow-xs hover:bg-slate-50 data-[placeholder]:text-slate-500",
          className,
        )}
      >
        <span className="min-w-0 truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon>
          <ChevronDown className="size-3.5 text-slate-500" aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <SelectContent>{children}</SelectContent>
    </RadixSelect.Root>
  );
}

/**
 * The open list of a select. Enter on an option chooses it (Radix does that on keydown) and is then
 * swallowed here: left alone, the browser delivers the same Enter to whatever has focus once the list
 * closes, which clicks the trigger open again or submits the form around it (a keystroke that writes a
 * booking nobody asked for). Radix's own handlers run first, on the item, so choosing still works.
 */
export function SelectContent({
  children,
  onCloseAutoFocus,
}: {
  children: ReactNode;
  /** Called as the list closes, before focus returns to the trigger; `preventDefault()` keeps it away. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <RadixSelect.Portal>
      <RadixSelect.Content
        position="popper"
        sideOffset={4}
        onCloseAutoFocus={onCloseAutoFocus}
        className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg animate-fade-in"
      >
        <RadixSelect.Viewport
          className="p-1"
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
        >
          {children}
        </RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Portal>
  );
}

export function SelectItem({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixSelect.Item
      value={value}
      className="relative flex h-7 cursor-default select-none items-center rounded-sm pr-2 pl-7 text-[13px] text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[state=checked]:font-medium"
    >
      <RadixSelect.ItemIndicator className="absolute left-2 inline-flex">
        <Check className="size-3.5" aria-hidden="true" />
      </RadixSelect.ItemIndicator>
      <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
    </RadixSelect.Item>
  );
}

export function SelectGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RadixSelect.Group>
      <RadixSelect.Label className="px-2 pt-2 pb-1 text-[11px] font-semibold uppercase tracking-wide text-slate-500">
        {label}
      </RadixSelect.Label>
      {children}
    </RadixSelect.Group>
  );
}

export const SelectSeparator = () => <RadixSelect.Separator className="my-1 h-px bg-slate-200" />;
