import { Popover } from "radix-ui";
import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import { enGB } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { isIsoDate, localIsoDate } from "../../shared/dates.ts";

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

/**
 * The date field's calendar, opened beside it: weeks from Monday, the held date chosen, nothing before
 * `min`. A day picked is given as `yyyy-mm-dd`; on closing, focus goes back to the field's text.
 */
export function DateCalendar({
  value,
  min,
  onPick,
  onClosed,
}: {
  value: string;
  min?: string;
  onPick: (iso: string) => void;
  onClosed: () => void;
}) {
  const selected = isIsoDate(value) ? localDate(value) : undefined;
  const first = min && isIsoDate(min) ? localDate(min) : undefined;
  return (
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
          onClosed();
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
          onSelect={(day) => onPick(localIsoDate(day))}
        />
      </Popover.Content>
    </Popover.Portal>
  );
}
