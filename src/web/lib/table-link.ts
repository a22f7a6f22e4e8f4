import { isMonth } from "./month.ts";
import { preferenceKeys, writePreference } from "./preferences.ts";

/**
 * An address that opens the Booking Details table on a month with its filters (the Reports page's
 * rows and bars, docs/decisions/035): `/?month=2031-05&customer=12&type=3`. The table reads its month
 * and filters from what the browser remembers (product §3), so the address is written there once, on
 * load, and taken off the address bar; a filter the link does not name is cleared, so the table shows
 * exactly the bookings the report counted.
 *
 * A status (`&status=4`, or `none` for days without one) is a filter the product's table does not
 * have and does not remember (product §3 names what the browser keeps), so it stays in the address,
 * where the table reads it and its chip takes it off again.
 */
export function tableLink(view: {
  month: string;
  customerId?: number;
  aircraftTypeId?: number;
  status?: StatusFilter;
}): string {
  const params = new URLSearchParams({ month: view.month });
  if (view.customerId) params.set("customer", String(view.customerId));
  if (view.aircraftTypeId) params.set("type", String(view.aircraftTypeId));
  if (view.status !== undefined) params.set("status", String(view.status));
  return `/?${params}`;
}

/** The days of one status, or those without a status. */
export type StatusFilter = number | "none";

/** The status filter the address names, if any. */
export function statusFilterFromAddress(): StatusFilter | null {
  const value = new URLSearchParams(window.location.search).get("status");
  if (value === "none") return value;
  return id(value) === null ? null : Number(value);
}

/** Takes the status filter off the address, keeping anything else there. */
export function clearStatusFilterFromAddress(): void {
  const params = new URLSearchParams(window.location.search);
  params.delete("status");
  const rest = params.toString();
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${rest ? `?${rest}` : ""}`,
  );
}

const id = (value: string | null) => (value && /^[1-9]\d{0,8}$/.test(value) ? value : null);

/** Called before the first render, so the month's data is asked for the linked month from the start. */
export function applyTableLink(): void {
  const params = new URLSearchParams(window.location.search);
  const month = params.get("month");
  if (window.location.pathname !== "/" || !isMonth(month)) return;
  writePreference(preferenceKeys.month, month);
  writePreference(preferenceKeys.customerFilter, id(params.get("customer")));
  writePreference(preferenceKeys.aircraftFilter, id(params.get("type")));
  for (const key of ["month", "customer", "type"]) params.delete(key);
  const rest = params.toString();
  window.history.replaceState(null, "", rest ? `/?${rest}` : "/");
}
