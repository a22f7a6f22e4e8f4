import { formatShortDate } from "../../../shared/dates.ts";

/** dd/mm/yy, wrapped in asterisks on days with several bookings (product §2). */
export const displayDate = (isoDate: string, sharedDay: boolean) =>
  sharedDay ? `*${formatShortDate(isoDate)}*` : formatShortDate(isoDate);

/** Expected hours with two decimals (product §5); text that is not a number is shown as it is. */
export function displayHours(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === "") return "0.00";
  const number = Number(value);
  return Number.isFinite(number) ? number.toFixed(2) : value;
}
