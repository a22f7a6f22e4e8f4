import { isMonth } from "./month.ts";
import { preferenceKeys, writePreference } from "./preferences.ts";

/**
 * An address that opens the Booking Details table on a month with its filters (the Reports page's
 * rows and bars, docs/decisions/035): `/?month=2031-05&customer=12&type=3`. The table reads its month
 * and filters from what the browser remembers (product §3), so the address is written there once, on
 * load, and taken off the address bar; a filter the link does not name is cleared, so the table shows
 * exactly the bookings the report counted.
 */
export function tableLink(view: { month: string; customerId?: number; aircraftTypeId?: number }): string {
  const params = new URLSearchParams({ month: view.month });
  if (view.customerId) params.set("customer", String(view.customerId));
  if (view.aircraftTypeId) params.set("type", String(view.aircraftTypeId));
  return `/?${params}`;
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
