import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useLazyModule } from "../../../lib/lazy-module.ts";
import { StandInLabel, selectModule } from "../../../ui/deferred-select.tsx";

const triggerClass =
  "flex h-full w-full min-w-0 items-center justify-between gap-1 bg-white px-2.5 text-left text-[13px] outline-none ring-2 ring-blue-600 ring-inset";

/**
 * The select a cell turns into when clicked: it opens at once; choosing saves, Escape or a click
 * elsewhere closes it without a change. Its code loads after the table's first paint; a cell clicked
 * before it has arrived shows the same trigger, focused, and opens as soon as it is there.
 */
export function CellSelect({
  value,
  label,
  onChoose,
  onClose,
  typedRef,
  children,
}: {
  value: string;
  label: string;
  onChoose: (value: string) => void;
  onClose: (options: { refocus: boolean }) => void;
  /** Holds what was typed in the list's filter box, for an 'Add …' entry to start from. */
  typedRef?: { current: string };
  children: ReactNode;
}) {
  const loaded = useLazyModule(selectModule);
  const standIn = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (loaded) return;
    void selectModule.load();
    standIn.current?.focus();
  }, [loaded]);
  if (!loaded) {
    return (
      <button
        ref={standIn}
        type="button"
        aria-label={label}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        className={triggerClass}
        onFocus={() => {
          hadFocus.current = true;
        }}
        onBlur={() => {
          hadFocus.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose({ refocus: true });
          // The list opens by itself: no key here chooses or writes anything.
          if (event.key !== "Tab") event.preventDefault();
        }}
      >
        <span className="truncate">
          <StandInLabel value={value}>{children}</StandInLabel>
        </span>
        <ChevronDown className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
      </button>
    );
  }
  const { RadixSelect, SelectContent } = loaded;
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
      <RadixSelect.Trigger aria-label={label} autoFocus={hadFocus.current} className={triggerClass}>
        <span className="truncate">
          <RadixSelect.Value />
        </span>
        <ChevronDown className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
      </RadixSelect.Trigger>
      <SelectContent value={value} typedRef={typedRef}>
        {children}
      </SelectContent>
    </RadixSelect.Root>
  );
}
