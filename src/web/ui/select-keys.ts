import type { KeyboardEvent, RefObject } from "react";
import { useRef } from "react";

/** The options a key can move to: enabled and not filtered out. */
const optionsIn = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>("[role=option]:not([data-disabled]):not([hidden])") ?? []),
];

const focusOption = (option: HTMLElement | undefined) => {
  option?.scrollIntoView({ block: "nearest" });
  option?.focus();
};

/**
 * The keys of an open select list (see SelectContent): letters into the filter box, the arrows, Home
 * and End moved at once, type-ahead in a short list, and Enter in the filter box.
 */
export function useSelectKeys({
  filterable,
  filter,
  setFilter,
  input,
  viewport,
}: {
  filterable: boolean;
  filter: string;
  setFilter: (update: (text: string) => string) => void;
  input: RefObject<HTMLInputElement | null>;
  viewport: RefObject<HTMLDivElement | null>;
}) {
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
  const enabledOptions = () => optionsIn(viewport.current);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const options = enabledOptions();
    if (event.key === "ArrowUp" || event.key === "End") options.reverse();
    const from = event.key.startsWith("Arrow") ? options.indexOf(event.target as HTMLElement) + 1 : 0;
    // Handled: Radix's own handler does not run (it skips an event whose default is prevented).
    event.preventDefault();
    focusOption(options[from]);
  };

  const typeAhead = useTypeAhead(filterable, viewport);

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

  return {
    /** On the list as a whole: with nothing chosen yet, the list itself has focus, not an option. */
    onListKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      typeIntoFilter(event);
      moveFocus(event);
    },
    onListKeyDownCapture: typeAhead,
    onFilterKeyDown,
  };
}

/**
 * Type-ahead in a short list, moved at once as the arrows are (useSelectKeys): Radix jumps to the option starting with the letters
 * typed in a timer, so a quick Enter after 'Conf' chose the option the focus had not left. Letters
 * typed within a second make one search; a letter repeated steps through the options it starts.
 * In the capture phase, so a space typed mid-search searches instead of choosing (Radix's rule too).
 */
function useTypeAhead(filterable: boolean, viewport: RefObject<HTMLDivElement | null>) {
  const typed = useRef({ text: "", at: 0 });
  const typeAhead = (event: KeyboardEvent<HTMLDivElement>) => {
    if (filterable || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const searching = event.timeStamp - typed.current.at < TYPE_AHEAD_MS;
    if (event.key === " " && !(searching && typed.current.text)) return;
    const text = (searching ? typed.current.text : "") + event.key.toLowerCase();
    typed.current = { text, at: event.timeStamp };
    const options = optionsIn(viewport.current);
    const match = typeAheadMatch(
      options.map((option) => option.textContent ?? ""),
      options.indexOf(event.target as HTMLElement),
      text,
    );
    event.preventDefault();
    if (match !== -1) focusOption(options[match]);
  };
  return typeAhead;
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
