import { ChevronDown } from "lucide-react";
import { createContext, type KeyboardEvent, type ReactNode, useContext, useRef, useState } from "react";
import { lazyModule, useLazyModule } from "../lib/lazy-module.ts";
import { cn } from "./cn.ts";

/**
 * Selects on the table's first screen (the toolbar's filters, the cells' editors) without Radix in
 * its download (docs/decisions/018). Until the select code has arrived (prefetched when the browser is
 * idle after the first rows, or at the first hover, focus or press) a stand-in trigger shows the same
 * label; a click or an opening key (Enter, Space, the arrows) on it opens the real list as soon as the
 * code is there, with the focus kept on the trigger.
 */
export const selectModule = lazyModule(() => import("./select-module.ts"));

/** Inside a stand-in trigger: the value whose item's label is shown. */
const StandIn = createContext<{ value: string } | null>(null);

/** Radix opens a select on these keys (and Enter on a closed trigger never writes anything). */
const OPEN_KEYS = new Set([" ", "Enter", "ArrowDown", "ArrowUp"]);

/**
 * The state of a stand-in: whether to open the real list when it arrives, and whether the stand-in
 * had the focus (the real trigger takes it over).
 */
export function useStandIn() {
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const focused = useRef(false);
  const open = () => {
    void selectModule.load();
    setOpenOnArrival(true);
  };
  return {
    openOnArrival,
    hadFocus: () => focused.current,
    triggerProps: {
      onPointerEnter: () => void selectModule.load(),
      onFocus: () => {
        focused.current = true;
        void selectModule.load();
      },
      // Moving away (or Escape) before the code arrives takes the press back: no list opens later.
      onBlur: () => {
        focused.current = false;
        setOpenOnArrival(false);
      },
      onPointerDown: (event: { button: number; ctrlKey: boolean }) => {
        if (event.button === 0 && !event.ctrlKey) open();
      },
      onClick: open,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "Escape") setOpenOnArrival(false);
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      },
    },
  };
}

/**
 * The label of the item whose value is `value`, as the real trigger shows it: `children` are the
 * select's items, of which only that one renders its label. An empty value shows the placeholder.
 */
export function StandInLabel({
  value,
  placeholder,
  children,
}: {
  value: string;
  placeholder?: string;
  children: ReactNode;
}) {
  if (value === "") return placeholder ?? null;
  return <StandIn value={{ value }}>{children}</StandIn>;
}

/** A select with a visible trigger, for toolbars: ui/select.tsx's `Select`, loaded later. */
export function Select(props: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  ariaLabel: string;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  title?: string;
}) {
  const loaded = useLazyModule(selectModule);
  const standIn = useStandIn();
  if (loaded)
    return <loaded.Select {...props} defaultOpen={standIn.openOnArrival} autoFocus={standIn.hadFocus()} />;
  return (
    <button
      type="button"
      aria-label={props.ariaLabel}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      title={props.title}
      disabled={props.disabled}
      {...standIn.triggerProps}
      className={cn(
        "inline-flex h-8 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-[13px] text-slate-800 shadow-xs hover:bg-slate-50",
        props.className,
      )}
    >
      <span className="min-w-0 truncate">
        <StandInLabel value={props.value} placeholder={props.placeholder}>
          {props.children}
        </StandInLabel>
      </span>
      <ChevronDown className="size-3.5 text-slate-500" aria-hidden="true" />
    </button>
  );
}

export function SelectItem({ value, children }: { value: string; children: ReactNode }) {
  const standIn = useContext(StandIn);
  if (standIn) return standIn.value === value ? children : null;
  // Outside a stand-in an item is only ever rendered by a loaded select.
  const loaded = selectModule.current();
  return loaded ? <loaded.SelectItem value={value}>{children}</loaded.SelectItem> : null;
}

export function SelectGroup({ label, children }: { label: string; children: ReactNode }) {
  const standIn = useContext(StandIn);
  const loaded = selectModule.current();
  if (standIn || !loaded) return children;
  return <loaded.SelectGroup label={label}>{children}</loaded.SelectGroup>;
}

export function SelectSeparator() {
  const standIn = useContext(StandIn);
  const loaded = selectModule.current();
  return standIn || !loaded ? null : <loaded.SelectSeparator />;
}
