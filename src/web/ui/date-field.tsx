import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, type Ref, useId, useRef, useState } from "react";
import { cn } from "./cn.ts";
import { DateCalendar } from "./date-calendar.tsx";
import { datePattern } from "./date-text.ts";
import { useDateText } from "./use-date-text.ts";

const sizes = {
  md: "h-9 text-sm",
  sm: "h-8 text-[13px]",
} as const;

export interface DateFieldProps {
  /** `yyyy-mm-dd`, or "" for no date. */
  value: string;
  /** Called with `yyyy-mm-dd` (or "" when cleared) only when the text is a whole date. */
  onChange: (iso: string) => void;
  id?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** The first day the calendar offers (`yyyy-mm-dd`). */
  min?: string;
  /** False where a day is always needed: a cleared text then goes back to the date held. */
  allowEmpty?: boolean;
  /**
   * In a form that saves: a finished text that is not a date empties the value (the form then refuses
   * to save a date nobody sees). Elsewhere (filters, the daily sheet) the value is kept.
   */
  emptyWhenUnreadable?: boolean;
  size?: keyof typeof sizes;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The product's one date field (docs/decisions/020, 043): typed and shown in the operator's date order
 * (day first, dd/mm/yyyy, unless Settings says otherwise) whatever
 * the browser's language, with a calendar to pick from. The value changes only when the text is a
 * whole date, so no keystroke on the way to one writes anything. Enter and leaving the field also take
 * the short forms (1/12/26); a text that is not a date stays, marked invalid with why under it
 * (use-date-text.ts); Alt+ArrowDown (or the
 * button) opens the calendar, whose arrows, Home/End and Page Up/Down move by day, week and month,
 * Enter picks and Escape closes, focus back in the text.
 */
export function DateField({
  value,
  onChange,
  id,
  autoFocus,
  disabled,
  min,
  allowEmpty = true,
  emptyWhenUnreadable = false,
  size = "md",
  className,
  onBlur,
  ref,
  ...aria
}: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const { text, type, commit, finish, problem } = useDateText({
    value,
    onChange,
    allowEmpty,
    emptyWhenUnreadable,
  });
  const problemId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      // Product §4: Enter in a date field never submits its form.
      event.preventDefault();
      finish();
    } else if (event.key === "ArrowDown" && event.altKey) {
      event.preventDefault();
      finish();
      setOpen(true);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Anchor asChild>
        <div
          className={cn(
            "flex w-full items-center rounded-md border border-slate-300 bg-white shadow-xs focus-within:border-slate-500 focus-within:ring-2 focus-within:ring-slate-900/10 has-aria-[invalid=true]:border-red-500",
            sizes[size],
            disabled && "opacity-50",
            className,
          )}
        >
          <input
            ref={(element) => {
              input.current = element;
              if (typeof ref === "function") ref(element);
              else if (ref) ref.current = element;
            }}
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={datePattern()}
            // biome-ignore lint/a11y/noAutofocus: only where the caller's dialog opens on this field.
            autoFocus={autoFocus}
            disabled={disabled}
            className="h-full min-w-0 flex-1 rounded-md bg-transparent pl-3 text-slate-900 tabular-nums placeholder:text-slate-400 focus:outline-none"
            value={text}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              finish();
              onBlur?.();
            }}
            {...aria}
            aria-invalid={problem ? true : aria["aria-invalid"]}
            aria-describedby={
              problem
                ? [problemId, aria["aria-describedby"]].filter(Boolean).join(" ")
                : aria["aria-describedby"]
            }
          />
          <CalendarButton disabled={disabled} />
        </div>
      </Popover.Anchor>
      {problem ? (
        <p id={problemId} role="alert" className="mt-1 text-[13px] text-red-600">
          {problem}
        </p>
      ) : null}
      <DateCalendar
        value={value}
        min={min}
        onPick={(iso) => {
          commit(iso);
          setOpen(false);
        }}
        onClosed={() => input.current?.focus()}
      />
    </Popover.Root>
  );
}

/** Opens the calendar, as Alt+ArrowDown in the text does. */
function CalendarButton({ disabled }: { disabled?: boolean }) {
  return (
    <Popover.Trigger
      disabled={disabled}
      aria-label="Open calendar"
      title="Open calendar (Alt+Down)"
      className="mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
    >
      <CalendarDays className="size-4" aria-hidden="true" />
    </Popover.Trigger>
  );
}
