import { errorText } from "../lib/api-client.ts";
import { toastSaved } from "../lib/save-anyway.ts";
import { toastError } from "../lib/toast-store.ts";
import type { BookingWriteField } from "./bookings-cache.ts";

/** Product §8 "Table actions": the default failure text and the success text of each action. */
export const tableMessages = {
  delete: { failure: "Failed to delete booking", success: "Booking deleted successfully" },
  destination: { failure: "Failed to update destination", success: "Destination updated successfully" },
  addLocation: { failure: "Failed to add location", success: "Location added successfully" },
  aircraftType: { failure: "Failed to update aircraft type", success: "Aircraft type updated successfully" },
  status: { failure: "Failed to update booking status", success: "Booking status updated successfully" },
  allocatedAircraft: {
    failure: "Failed to update allocated aircraft",
    success: "Aircraft assignment updated successfully",
  },
  remarks: { failure: "Failed to update remarks", success: "Remarks updated successfully" },
  departureTime: {
    failure: "Failed to update departure time",
    success: "Departure time updated successfully",
  },
  expectedHours: {
    failure: "Failed to update expected hours",
    success: "Expected hours updated successfully",
  },
  actualHours: {
    failure: "Failed to update actual hours",
    success: "Actual hours updated successfully",
  },
  legs: { failure: "Failed to update legs", success: "Legs updated successfully" },
} as const satisfies Record<Exclude<BookingWriteField, "booking"> | "delete" | "addLocation", unknown>;

export type TableAction = keyof typeof tableMessages;

/**
 * Callbacks for a mutation hook: 'Success' with the action's text ("Saved with 1 clash" and the clash
 * after 'Save anyway', docs/decisions/022), or 'Error' with the server's error.
 */
export function actionToasts(action: TableAction) {
  const messages = tableMessages[action];
  return {
    onSuccess: (_booking: unknown, variables: unknown) => toastSaved(variables, messages.success),
    onError: (error: Error) => toastError(errorText(error, messages.failure)),
  };
}
