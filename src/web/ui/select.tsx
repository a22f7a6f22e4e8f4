import { Check, ChevronDown, Search } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "./cn.ts";
import { ListFilterContext, textOf, useListFilter } from "./select-filter.ts";

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
      <SelectContent>{children}</SelectContent>
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
 */
export function SelectContent({
  children,
  onCloseAutoFocus,
  typedRef,
}: {
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
  const filterable = count > FILTER_FROM;
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

  const typeIntoFilter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!filterable || event.target === input.current || event.ctrlKey || event.metaKey || event.altKey)
      return;
    const printable = event.key.length === 1 && event.key !== " ";
    if (!printable && !(event.key === "Backspace" && filter)) return;
    // Radix would jump to the first option starting with the letter; here the letter filters instead.
    event.preventDefault();
    event.stopPropagation();
    setFilter((text) => (printable ? text + event.key : text.slice(0, -1)));
    input.current?.focus();
  };

  // Radix moves the focus for these keys in a timer, and Chromium runs keystrokes ahead of timers: on a
  // busy page an Enter pressed just after ArrowDown chose the option the focus had not left yet. Moving
  // it here, at once, makes Enter choose the option the person moved to. From the filter box the arrows
  // start at the first or last option, as Radix's do.
  const enabledOptions = () => [
    ...(viewport.current?.querySelectorAll<HTMLElement>("[role=option]:not([data-disabled]):not([hidden])") ??
      []),
  ];
  const focusOption = (option: HTMLElement | undefined) => {
    option?.scrollIntoView({ block: "nearest" });
    option?.focus();
  };
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const options = enabledOptions();
    if (event.key === "ArrowUp" || event.key === "End") options.reverse();
    const from = event.key.startsWith("Arrow") ? options.indexOf(event.target as HTMLElement) + 1 : 0;
    // Handled: Radix's own handler does not run (it skips an event whose default is prevented).
    event.preventDefault();
    focusOption(options[from]);
  };

  // Type-ahead in a short list, for the same reason: Radix jumps to the option starting with the letters
  // typed in a timer, so a quick Enter after 'Conf' chose the option the focus had not left. Letters
  // typed within a second make one search; a letter repeated steps through the options it starts.
  // In the capture phase, so a space typed mid-search searches instead of choosing (Radix's rule too).
  const typed = useRef({ text: "", at: 0 });
  const typeAhead = (event: KeyboardEvent<HTMLDivElement>) => {
    if (filterable || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const searching = event.timeStamp - typed.current.at < TYPE_AHEAD_MS;
    if (event.key === " " && !(searching && typed.current.text)) return;
    const text = (searching ? typed.current.text : "") + event.key.toLowerCase();
    typed.current = { text, at: event.timeStamp };
    const options = enabledOptions();
    const match = typeAheadMatch(
      options.map((option) => option.textContent ?? ""),
      options.indexOf(event.target as HTMLElement),
      text,
    );
    event.preventDefault();
    if (match !== -1) focusOption(options[match]);
  };

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The arrows, Home, End, Tab and Escape go on to the list's own handling.
    if (["ArrowDown", "ArrowUp", "Home", "End", "Tab", "Escape"].includes(event.key)) return;
    // Everything else is typing: kept from Radix's type-ahead and from handlers around the select.
    event.stopPropagation();
    if (event.key !== "Enter") return;
    event.preventDefault();
    const options = enabledOptions();
    if (!filter.trim()) {
      focusOption(options[0]);
      return;
    }
    const choice =
      options.find((option) => !option.dataset.extra) ??
      options.find((option) => option.dataset.extra === "add");
    if (!choice) return;
    // Chosen as Radix chooses on an Enter from its option (its own keydown handler).
    choice.focus();
    choice.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
  };

  return (
    <RadixSelect.Portal>
      <RadixSelect.Content
        position="popper"
        sideOffset={4}
        onCloseAutoFocus={(event) => {
          setFilter("");
          onCloseAutoFocus?.(event);
        }}
        // On the list as a whole: with nothing chosen yet, the list itself has focus, not an option.
        onKeyDown={(event) => {
          typeIntoFilter(event);
          moveFocus(event);
        }}
        onKeyDownCapture={typeAhead}
        className="z-50 max-h-[min(24rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg animate-fade-in"
        // With a filter box the list proper is the viewport below it; the whole is a small dialog.
        {...(filterable ? { role: "dialog", "aria-label": "Choose an option" } : {})}
      >
        {filterable ? (
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
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={onFilterKeyDown}
              className="h-7 w-full rounded-sm bg-slate-50 pr-2 pl-7 text-[13px] text-slate-800 outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-blue-600"
            />
          </div>
        ) : null}
        <RadixSelect.Viewport
          ref={viewport}
          className="p-1"
          {...(filterable ? { role: "listbox" } : {})}
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault();
          }}
        >
          <ListFilterContext value={context}>{children}</ListFilterContext>
        </RadixSelect.Viewport>
      </RadixSelect.Content>
    </RadixSelect.Portal>
  );
}

/** Letters typed within this long of each other make one type-ahead search (Radix's second). */
const TYPE_AHEAD_MS = 1000;

/**
 * The option type-ahead moves to, or -1: the first whose text starts with `typed`, looking from the
 * current option on (and round); a letter typed again and again looks from the next option, so it
 * steps through the options starting with it, as Radix's type-ahead does.
 */
export function typeAheadMatch(texts: string[], current: number, typed: string): number {
  const repeated = [...typed].every((letter) => letter === typed[0]);
  const search = repeated ? typed[0]! : typed;
  const start = repeated ? current + 1 : Math.max(current, 0);
  for (let i = 0; i < texts.length; i++) {
    const index = (start + i) % texts.length;
    if (texts[index]!.trim().toLowerCase().startsWith(search)) return index;
  }
  return -1;
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
