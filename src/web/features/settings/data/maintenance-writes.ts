import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Unavailability, UnavailabilityPayload } from "../../../../shared/fleet.ts";
import type {
  AircraftHoursPayload,
  CompletionPayload,
  ItemEditPayload,
  ItemPayload,
  TemplatePayload,
} from "../../../../shared/maintenance.ts";
import { AIRCRAFT_UNAVAILABILITY_PATH } from "../../../data/get-aircraft-unavailability.ts";
import { CONFLICTS_PATH } from "../../../data/get-conflicts.ts";
import { MAINTENANCE_PATH } from "../../../data/get-maintenance.ts";
import { api, errorText } from "../../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../../lib/toast-store.ts";

/** A write that says what it did, or why it did not, and refetches the lists it changes. */
function useWrite<V>(
  mutationFn: (variables: V) => Promise<unknown>,
  done: string,
  paths = [MAINTENANCE_PATH],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toastSuccess(done),
    onError: (error) => toastError(errorText(error, "The change was not saved")),
    onSettled: () => Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
  });
}

/** Settings' maintenance writes (docs/decisions/051). */
export function useMaintenanceWrites() {
  return {
    setHours: useWrite(
      ({ aircraftId, ...payload }: AircraftHoursPayload & { aircraftId: number }) =>
        api.put(`${MAINTENANCE_PATH}/aircraft/${aircraftId}/hours`, payload),
      "Hours saved",
    ),
    addTemplate: useWrite(
      (payload: TemplatePayload) => api.post(`${MAINTENANCE_PATH}/templates`, payload),
      "Template added",
    ),
    removeTemplate: useWrite(
      (id: number) => api.delete(`${MAINTENANCE_PATH}/templates/${id}`),
      "Template deleted",
    ),
    addItem: useWrite((payload: ItemPayload) => api.post(`${MAINTENANCE_PATH}/items`, payload), "Item added"),
    updateItem: useWrite(
      ({ id, ...payload }: ItemEditPayload & { id: number }) =>
        api.put(`${MAINTENANCE_PATH}/items/${id}`, payload),
      "Item saved",
    ),
    removeItem: useWrite((id: number) => api.delete(`${MAINTENANCE_PATH}/items/${id}`), "Item deleted"),
    recordDone: useWrite(
      ({ id, ...payload }: CompletionPayload & { id: number }) =>
        api.post(`${MAINTENANCE_PATH}/items/${id}/completions`, payload),
      "Recorded done",
    ),
    bookInspection: useWrite(
      (payload: UnavailabilityPayload) => api.post<Unavailability>(AIRCRAFT_UNAVAILABILITY_PATH, payload),
      "Inspection booked",
      [MAINTENANCE_PATH, AIRCRAFT_UNAVAILABILITY_PATH, CONFLICTS_PATH],
    ),
  };
}
