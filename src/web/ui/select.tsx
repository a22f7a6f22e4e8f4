import { Check, ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import type { KeyboardEvent, ReactNode } from "react";
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
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  ariaLabel: string;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        aria-label={ariaLabel}
        className={cn(
          "inline-flex h-8 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-[13px] text-slate-800 shadow-xs hover:bg-slate-50 data-[placeholder]:text-slate-500",
          className,
        )}
      >
        <span className="truncate">
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
 * Enter chooses an option on keydown; its default is cancelled here so the browser sends no keypress
 * to whatever takes focus as the list closes. Otherwise that keypress submits a form when focus lands
 * in a text input, or clicks (and so reopens) the trigger focus returns to.
 */
export function keepEnterInList(event: KeyboardEvent) {
  if (event.key === "Enter") event.preventDefault();
}

export function SelectContent({ children }: { children: ReactNode }) {
  return (
    <RadixSelect.Portal>
      <RadixSelect.Content
        position="popper"
        sideOffset={4}
        onKeyDown={keepEnterInList}
        className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg animate-fade-in"
      >
        <RadixSelect.Viewport className="p-1">{children}</RadixSelect.Viewport>
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
