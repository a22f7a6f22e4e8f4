import { ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import type { ReactNode } from "react";
import { SelectContent } from "../../../ui/select.tsx";

/**
 * The select a cell turns into when clicked: it opens at once; choosing saves, Escape or a click
 * elsewhere closes it without a change.
 */
export function CellSelect({
  value,
  label,
  onChoose,
  onClose,
  children,
}: {
  value: string;
  label: string;
  onChoose: (value: string) => void;
  onClose: (options: { refocus: boolean }) => void;
  children: ReactNode;
}) {
  return (
    <RadixSelect.Root
      defaultOpen
      value={value}
      onValueChange={(next) => {
        if (next !== value) onChoose(next);
      }}
      onOpenChange={(open) => {
        if (!open) onClose({ refocus: true });
      }}
    >
      <RadixSelect.Trigger
        aria-label={label}
        className="flex h-full w-full min-w-0 items-center justify-between gap-1 bg-white px-2.5 text-left text-[13px] outline-none ring-2 ring-blue-600 ring-inset"
      >
        <span className="truncate">
          <RadixSelect.Value />
        </span>
        <ChevronDown className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
      </RadixSelect.Trigger>
      <SelectContent>{children}</SelectContent>
    </RadixSelect.Root>
  );
}
