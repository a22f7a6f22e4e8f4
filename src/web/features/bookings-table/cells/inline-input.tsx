import { type KeyboardEvent, useId, useRef, useState } from "react";
import { cn } from "../../../ui/cn.ts";
import { TypingHint } from "./typing-hint.tsx";

/**
 * The input a text cell turns into. Enter commits, Escape cancels; blur commits.
 * `toSave` maps the text to the value to save, or null when it cannot be saved: then Enter keeps the
 * input open and says why (`typing.whyNot`, else `typing.hint`), and blur reverts (product §5 expected
 * hours).
 */
export function InlineInput({
  initial,
  label,
  onCommit,
  onClose,
  typing,
  toSave = (text) => text,
  align = "left",
  inputMode,
  maxLength,
  placeholder,
  disabled,
}: InlineInputProps) {
  const [text, setText] = useState(initial);
  const [hint, setHint] = useState<{ at: DOMRect; text: string } | null>(null);
  const hintId = useId();
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
      if (typing && toSave(text) === null && text !== initial) {
        const why = typing.whyNot?.(text) ?? typing.hint;
        setHint({ at: event.currentTarget.getBoundingClientRect(), text: why });
        return;
      }
      finish(true, true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      finish(false, true);
    }
  };

  return (
    <>
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
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (!typing || typing.accepts(next)) {
            setText(next);
            setHint(null);
          } else setHint({ at: event.currentTarget.getBoundingClientRect(), text: typing.hint });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true, false)}
        className={cn(
          "h-full w-full min-w-0 bg-white px-2.5 text-[13px] text-slate-900 outline-none ring-2 ring-blue-600 ring-inset",
          align === "right" && "text-right",
          hint && "ring-red-600",
        )}
      />
      {hint ? <TypingHint id={hintId} text={hint.text} anchor={hint.at} /> : null}
    </>
  );
}

interface InlineInputProps {
  initial: string;
  label: string;
  onCommit: (value: string) => void;
  onClose: (options: { refocus: boolean }) => void;
  /**
   * The text a keystroke may leave. A refused keystroke keeps the text as it was and shows `hint`, so
   * nothing typed disappears without a word (docs/decisions/021).
   */
  typing?: { accepts: (text: string) => boolean; hint: string; whyNot?: (text: string) => string | null };
  toSave?: (text: string) => string | null;
  align?: "left" | "right";
  inputMode?: "text" | "decimal";
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
}
