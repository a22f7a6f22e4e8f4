/**
 * Booking constants and rules without zod, so the web app can use them without downloading the schema
 * library on its first screen. `bookings.ts` re-exports them beside the schemas.
 */

/** Product §9 defaults for a day's details. */
export const DEFAULT_DEPARTURE_TIME = "TBC";
export const DEFAULT_EXPECTED_HOURS = "0";
export const DEFAULT_REMARKS = "--";
/** Product §9: a blank detail is stored as its default. The one place that rule lives. */
export const departureTimeOrDefault = (text: string) => text.trim() || DEFAULT_DEPARTURE_TIME;
export const expectedHoursOrDefault = (text: string) => text.trim() || DEFAULT_EXPECTED_HOURS;
export const remarksOrDefault = (text: string) => text.trim() || DEFAULT_REMARKS;
/** A booking spans at most this many days; longer ranges are almost certainly typing mistakes. */
export const MAX_BOOKING_DAYS = 366;

/** Expected hours as the server accepts them: 0 or more, at most five digits and two decimals. */
export const EXPECTED_HOURS_PATTERN = /^\d{1,5}(\.\d{0,2})?$|^\.\d{1,2}$/;
export const EXPECTED_HOURS_MESSAGE =
  "Expected hours must be a number of 0 or more with at most two decimals";

/** Find a booking (docs/decisions/017): at most this long, and at least two characters unless an id. */
export const MAX_SEARCH_LENGTH = 100;
export const isSearchable = (text: string) => {
  const q = text.trim();
  return q.length <= MAX_SEARCH_LENGTH && (q.length >= 2 || /^\d+$/.test(q));
};
