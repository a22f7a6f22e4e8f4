import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UndoMergeAnswer } from "../../../../shared/reference-data.ts";
import { AIRCRAFT_TYPES_PATH } from "../../../data/get-aircraft-types.ts";
import { AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH } from "../../../data/get-aircraft-types-with-aircraft.ts";
import { BOOKING_STATUSES_PATH } from "../../../data/get-booking-statuses.ts";
import { BOOKINGS_PATH } from "../../../data/get-bookings.ts";
import { CUSTOMERS_PATH } from "../../../data/get-customers.ts";
import { LOCATIONS_PATH } from "../../../data/get-locations.ts";
import { api, errorText } from "../../../lib/api-client.ts";
import { toastError, toastSuccess } from "../../../lib/toast-store.ts";

/** Settings' reference lists: the API path of each and the lists its changes show in. */
export const REFERENCE_LISTS = {
  customers: { path: CUSTOMERS_PATH, refetch: [CUSTOMERS_PATH, BOOKINGS_PATH] },
  locations: { path: LOCATIONS_PATH, refetch: [LOCATIONS_PATH, BOOKINGS_PATH] },
  "aircraft-types": {
    path: AIRCRAFT_TYPES_PATH,
    refetch: [AIRCRAFT_TYPES_PATH, AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH, BOOKINGS_PATH],
  },
  "booking-statuses": { path: BOOKING_STATUSES_PATH, refetch: [BOOKING_STATUSES_PATH, BOOKINGS_PATH] },
} as const;
export type ReferenceList = keyof typeof REFERENCE_LISTS;

export type ReferenceWrite =
  | { kind: "create"; body: object }
  | { kind: "update"; id: number; body: object }
  | { kind: "delete"; id: number }
  | { kind: "merge"; id: number; intoId: number };

/** Add, rename or recolour, delete, or merge into another row: the calls the API already has (docs/decisions/016). */
export function useSaveReferenceData(list: ReferenceList) {
  const queryClient = useQueryClient();
  const { path, refetch } = REFERENCE_LISTS[list];
  return useMutation({
    mutationFn: (write: ReferenceWrite) => {
      switch (write.kind) {
        case "create":
          return api.post<unknown>(path, write.body);
        case "update":
          return api.put<unknown>(`${path}/${write.id}`, write.body);
        case "delete":
          return api.delete<unknown>(`${path}/${write.id}`);
        case "merge":
          return api.post<unknown>(`${path}/${write.id}/merge`, { intoId: write.intoId });
      }
    },
    onSettled: () => Promise.all(refetch.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

/**
 * Undo of a merge, offered by its toast (docs/decisions/023): the server puts the merged row back with
 * what it moved, or says (409) what changed since.
 */
export function useUndoMerge(list: ReferenceList) {
  const queryClient = useQueryClient();
  const { refetch } = REFERENCE_LISTS[list];
  const mutation = useMutation({
    mutationFn: (historyId: number) => api.post<UndoMergeAnswer>(`/api/merges/${historyId}/undo`),
    onSuccess: ({ restored, bookingsMoved }) =>
      toastSuccess(
        `Merge undone: ${restored.name} is back with ${bookingsMoved} booking${bookingsMoved === 1 ? "" : "s"}`,
      ),
    onError: (error) => toastError(errorText(error, "Failed to undo the merge")),
    onSettled: () => Promise.all(refetch.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
  return mutation.mutate;
}
