/**
 * What the browser remembers (product §3): the chosen month, the aircraft filter, the customer filter, and a
 * per-user initialised flag; and the table's column widths and its two toggles (docs/decisions/017), which
 * belong to the screen rather than the person and so survive a change of user. The flag resets the month and filters on a user's first visit and is removed
 * on logout, so the next person at the desk starts from the current month with no filters.
 */

export const preferenceKeys = {
  month: "scheduler.month",
  aircraftFilter: "scheduler.aircraftFilter",
  customerFilter: "scheduler.customerFilter",
  columnWidths: "scheduler.columnWidths",
  showBookingId: "scheduler.showBookingId",
  showActualHours: "scheduler.showActualHours",
  showDepartureColours: "scheduler.showDepartureColours",
  initialised: (username: string) => `scheduler.initialised.${username}`,
} as const;

export function readPreference(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writePreference(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {}
}

/** On a user's first visit (no flag), forgets the month and filters, then sets the flag. */
export function initialisePreferences(username: string): void {
  const flag = preferenceKeys.initialised(username);
  if (readPreference(flag) !== null) return;
  writePreference(preferenceKeys.month, null);
  writePreference(preferenceKeys.aircraftFilter, null);
  writePreference(preferenceKeys.customerFilter, null);
  writePreference(flag, "true");
}

export function forgetUserPreferences(username: string): void {
  writePreference(preferenceKeys.initialised(username), null);
}

/**
 * Someone signed in on this browser and has not signed out since (a per-user flag is still set), so
 * the session is probably still alive: worth starting the scheduler's downloads before it is confirmed.
 */
export function probablySignedIn(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => key.startsWith("scheduler.initialised."));
  } catch {
    return false;
  }
}
