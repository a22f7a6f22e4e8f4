import { EXPECTED_HOURS_PATTERN } from "../../../shared/booking-rules.ts";

/** Product §5: while typing, only digits and one optional decimal point are accepted. */
export const HOURS_TYPING = /^\d*\.?\d*$/;

/** The text to keep after a keystroke: the new text when acceptable, else the previous one. */
export const acceptHoursTyping = (next: string, previous: string) =>
  HOURS_TYPING.test(next) ? next : previous;

/**
 * The value to save, with two decimals, or null when the text is not a number of 0 or more that the
 * server accepts (product §5: then the cell reverts).
 */
export function hoursToSave(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return null;
  const fixed = value.toFixed(2);
  return EXPECTED_HOURS_PATTERN.test(fixed) ? fixed : null;
}
