import { Check, ChevronDown, Search } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "./cn.ts";
import { ListFilterContext, textOf, useListFilter } from "./select-filter.ts";
import { useSelectKeys } from "./select-keys.ts";
import { selectRows } from "./select-rows.ts";
import { VirtualOptions } from "./select-virtual.tsx";
import { VIRTUAL_FROM } from "./virtual-rows.ts";

/** Lists longer than this get a filter box: typing narrows them (docs/decisions/017: 100+ customers). */
export const FILTER_FROM = 8;

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
  defaultOpen,
  autoFocus,
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
  /** Open from the start: deferred-select.tsx's stand-in was pressed before this code arrived. */
  defaultOpen?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <RadixSelect.Trigger
        aria-label={ariaLabel}
        autoFocus={autoFocus}
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
      <SelectContent value={value}>{children}</SelectContent>
    </RadixSelect.Root>
  );
}

/**
 * The open list of a select. Enter on an option chooses it (Radix does that on keydown) and is then
 * swallowed here: left alone, the browser delivers the same Enter to whatever has focus once the list
 * closes, which clicks the trigger open again or submits the form around it (a keystroke that writes a
 * booking nobody asked for). Radix's own handlers run first, on the item, so choosing still works.
 *
 * A list of more than FILTER_FROM options opens with a filter box above it (docs/decisions/017): letters
 * typed on an option go into the box, the options not containing the text are left out, and the
 * arrows, Home and End move from the box to the options as they do between options. Enter in the box
 * chooses the first option matching the text; with none, the list's 'Add …' entry (a value starting
 * '__add'), whose form then opens with the text typed (`typedRef`, docs/decisions/021). Entries such as
 * 'Add New Customer' are otherwise chosen only by pointing or moving to them. Escape closes.
 *
 * A list of more than VIRTUAL_FROM options renders only the rows in view (select-virtual.tsx), and
 * the filter leaves out the options not matching rather than hiding them.
 */
export function SelectContent({
  value,
  children,
  onCloseAutoFocus,
  typedRef,
}: {
  /** The chosen value: a long list keeps its option rendered, for the trigger's text. */
  value: string;
  children: ReactNode;
  /** Called as the list closes, before focus returns to the trigger; `preventDefault()` keeps it away. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Holds the filter box's text, for an 'Add …' entry to start from when it is chosen. */
  typedRef?: { current: string };
}) {
  const [filter, setFilter] = useState("");
  useEffect(() => {
    if (typedRef) typedRef.current = filter.trim();
  }, [filter, typedRef]);
  const [count, setCount] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const register = useCallback(() => {
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, []);
  const rows = useMemo(() => selectRows(children), [children]);
  const long = rows.filter((row) => row.kind === "option").length > VIRTUAL_FROM;
  const filterable = long || count > FILTER_FROM;
  // Radix moves focus to its first option whenever the options change; while the person is typing,
  // focus goes back to the box once Radix has done so.
  useEffect(() => {
    if (!filter) return;
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, [filter]);
  const context = useMemo(
    () => ({ filter: filterable ? filter : "", register }),
    [filter, filterable, register],
  );

  const keys = useSelectKeys({ filterable, filter, setFilter, input, viewport });

  return (
    <RadixSelect.Portal>
      <RadixSelect.Content
        position="popper"
        sideOffset={4}
        onCloseAutoFocus={(event) => {
          setFilter("");
          onCloseAutoFocus?.(event);
        }}
        onKeyDown={keys.onListKeyDown}
        onKeyDownCapture={keys.onListKeyDownCapture}
        // The height Floating UI finds is set a frame after the list first lays out; until then the
        // fallback keeps a long list's viewport short, so it renders only the rows of 24rem, not all.
        className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height,24rem))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg animate-fade-in"
        // With a filter box the list proper is the viewport below it; the whole is a small dialog.
        {...(filterable ? { role: "dialog", "aria-label": "Choose an option" } : {})}
      >
        {filterable ? (
          <FilterBox input={input} filter={filter} onFilter={setFilter} onKeyDown={keys.onFilterKeyDown} />
        ) : null}
        <RadixSelect.Viewport
          ref={viewport}
          className="p-1"
          {...(filterable ? { role: "listbox" } : {})}
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
        >
          <ListFilterContext value={context}>
            {long ? <VirtualOptions rows={rows} filter={filter} value={value} /> : children}
          </ListFilterContext>
        </RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Portal>
  );
}

/** The box above a long list: what is typed narrows the options. */
function FilterBox({
  input,
  filter,
  onFilter,
  onKeyDown,
}: {
  input: RefObject<HTMLInputElement | null>;
  filter: string;
  onFilter: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="relative border-b border-slate-100 p-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-3.5 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        ref={input}
        type="text"
        aria-label="Filter options"
        placeholder="Type to filter"
        autoComplete="off"
        value={filter}
        onChange={(event) => onFilter(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-7 w-full rounded-sm bg-slate-50 pr-2 pl-7 text-[13px] text-slate-800 outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-blue-600"
      />
    </div>
  );
}

/**
 * An option. While the list is filtered, it is hidden unless its text contains the filter; options
 * whose value starts with '__' (Add New Customer, Add location, None, All) always stay. A hidden option
 * stays mounted: the chosen one shows its text in the trigger only while it is (docs/decisions/021).
 */
export function SelectItem({ value, children }: { value: string; children: ReactNode }) {
  const { filter, register } = useListFilter();
  useEffect(register, [register]);
  const text = textOf(children);
  const extra = value.startsWith("__");
  const hidden =
    Boolean(filter) && !extra && Boolean(text) && !text.toLowerCase().includes(filter.trim().toLowerCase());
  return (
    <RadixSelect.Item
      value={value}
      hidden={hidden}
      data-extra={extra ? (value.startsWith("__add") ? "add" : "other") : undefined}
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
