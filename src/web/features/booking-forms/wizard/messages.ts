import { ApiError, errorText } from "../../../lib/api-client.ts";
import { isTimeout } from "../data/create-booking.ts";

/** Product §8 create booking: the timeout text, else the server's error text, else the default. */
export function createBookingErrorMessage(error: unknown): string {
  if (isTimeout(error)) return "Request timed out. Please try again.";
  return errorText(error, "Failed to create booking");
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Product §8 create customer or location: a 409 names the duplicate; other failures the server's text or the default. */
export function addEntryErrorMessage(error: unknown, kind: "customer" | "location"): string {
  if (isConflict(error)) return kind === "customer" ? "Customer already exists" : "Location already exists";
  return errorText(error, kind === "customer" ? "Failed to add customer" : "Failed to add location");
}

/** True when a list already holds `name`, compared trimmed and case-insensitively. */
export const listHoldsName = (list: ReadonlyArray<{ name: string }>, name: string) =>
  list.some((entry) => entry.name.trim().toLowerCase() === name.trim().toLowerCase());
