import { type KeyboardEvent, useRef, useState } from "react";
import { cn } from "../../../ui/cn.ts";

/**
 * The input a text cell turns into. Enter commits, Escape cancels; blur commits when `commitOnBlur`.
 * `toSave` maps the text to the value to save, or null to revert (product §5 expected hours).
 */
export function InlineInput({
  initial,
  label,
  onCommit,
  onClose,
  accept,
  toSave = (text) => text,
  align = "left",
  inputMode,
  maxLength,
  placeholder,
  disabled,
}: {
  initial: string;
  label: string;
  onCommit: (value: string) => void;
  onClose: (options: { refocus: boolean }) => void;
  /** Filters each keystroke: the text to keep. */
  accept?: (next: string, previous: string) => string;
  toSave?: (text: string) => string | null;
  align?: "left" | "right";
  inputMode?: "text" | "decimal";
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
}) {
  const [text, setText] = useState(initial);
  const done = useRef(false);

  const finish = (commit: boolean, refocus: boolean) => {
    if (done.current) return;
    done.current = true;
    if (commit) {
      const value = toSave(text);
      if (value !== null && value !== initial) onCommit(value);
    }
    onClose({ refocus });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      finish(false, true);
    }
  };

  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: the cell was clicked to edit it; the input must take the keys.
      autoFocus
      aria-label={label}
      value={text}
      disabled={disabled}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={placeholder}
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setText(accept ? accept(event.target.value, text) : event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true, false)}
      className={cn(
        "h-full w-full min-w-0 bg-white px-2.5 text-[13px] text-slate-900 outline-none ring-2 ring-blue-600 ring-inset",
        align === "right" && "text-right",
      )}
    />
  );
}
