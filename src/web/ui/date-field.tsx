import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import { type CSSProperties, type KeyboardEvent, type Ref, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { isIsoDate, localIsoDate } from "../../shared/dates.ts";
import { cn } from "./cn.ts";
import { dateText, isoWhenDone, isoWhileTyping } from "./date-text.ts";

const sizes = {
  md: "h-9 text-sm",
  sm: "h-8 text-[13px]",
} as const;

/** The calendar in the product's greys, sized to the dialogs (react-day-picker's variables). */
const calendarLook = {
  "--rdp-accent-color": "var(--color-slate-900)",
  "--rdp-accent-background-color": "var(--color-slate-100)",
  "--rdp-today-color": "var(--color-blue-700)",
  "--rdp-day-height": "2.25rem",
  "--rdp-day-width": "2.25rem",
  "--rdp-day_button-height": "2.125rem",
  "--rdp-day_button-width": "2.125rem",
  "--rdp-nav-height": "2.25rem",
  "--rdp-nav_button-height": "2rem",
  "--rdp-nav_button-width": "2rem",
  fontSize: "13px",
} as CSSProperties;

/** `yyyy-mm-dd` as the browser's local midnight, the calendar's own kind of date. */
const localDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8)));

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
  size?: keyof typeof sizes;
  className?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The product's one date field (docs/decisions/020): typed and shown day first (dd/mm/yyyy) whatever
 * the browser's language, with a calendar to pick from. The value changes only when the text is a
 * whole date, so no keystroke on the way to one writes anything. Enter and leaving the field also take
 * the short forms (1/12/26) and put back the held date when the text is not one; Alt+ArrowDown (or the
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
  size = "md",
  className,
  onBlur,
  ref,
  ...aria
}: DateFieldProps) {
  const [text, setText] = useState(() => dateText(value));
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  // A value set from outside (the end date following the start, a form reset) replaces the text,
  // unless the text already means it.
  if (value !== shown) {
    setShown(value);
    if (isoWhenDone(text) !== value) setText(dateText(value));
  }

  const commit = (iso: string) => {
    setText(dateText(iso));
    if (iso !== value) onChange(iso);
  };

  /** The person has finished typing: take what the text means, or show the held date again. */
  const finish = () => {
    const iso = isoWhenDone(text);
    if (iso === null || (iso === "" && !allowEmpty)) setText(dateText(value));
    else commit(iso);
  };

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

  const selected = isIsoDate(value) ? localDate(value) : undefined;
  const first = min && isIsoDate(min) ? localDate(min) : undefined;

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
            placeholder="dd/mm/yyyy"
            // biome-ignore lint/a11y/noAutofocus: only where the caller's dialog opens on this field.
            autoFocus={autoFocus}
            disabled={disabled}
            className="h-full min-w-0 flex-1 rounded-md bg-transparent pl-3 text-slate-900 tabular-nums placeholder:text-slate-400 focus:outline-none"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const iso = isoWhileTyping(event.target.value);
              if (iso !== null && iso !== value && (iso !== "" || allowEmpty)) onChange(iso);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              finish();
              onBlur?.();
            }}
            {...aria}
          />
          <Popover.Trigger
            disabled={disabled}
            aria-label="Open calendar"
            title="Open calendar (Alt+Down)"
            className="mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            <CalendarDays className="size-4" aria-hidden="true" />
          </Popover.Trigger>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label="Calendar"
          className="z-50 rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          // The focus starts on the chosen day (else today), the one day the calendar lets Tab reach. Done
          // here rather than by the calendar's autoFocus: a dialog around the field takes back any focus
          // that leaves it until this moment.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const day = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
              '[role="gridcell"] button[tabindex="0"]',
            );
            day?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <DayPicker
            mode="single"
            required
            locale={enGB}
            weekStartsOn={1}
            showOutsideDays
            style={calendarLook}
            selected={selected}
            defaultMonth={selected ?? first}
            disabled={first ? { before: first } : undefined}
            onSelect={(day) => {
              commit(localIsoDate(day));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
